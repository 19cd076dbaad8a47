import type { Language } from '@trilha/shared/platform/languages';

/**
 * The engine's own words (pt first, en, es): the points' name before the school names them, and
 * the reset's reply (spec 001 §7 says only that the reply carries a message).
 */
const MESSAGES = {
  defaultPointsName: { pt: 'pontos', en: 'points', es: 'puntos' },
  rankingReset: {
    pt: 'Pontuação geral zerada com sucesso.',
    en: 'The general score was cleared.',
    es: 'La puntuación general se reinició con éxito.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type EngineMessage = keyof typeof MESSAGES;
export const engineText = (lang: Language, key: EngineMessage) => MESSAGES[key][lang];
