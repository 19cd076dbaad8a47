import type { Language } from '@trilha/shared/platform/http';
import catalog from '../../features/catalog/locales';
import profile from '../../features/accounts/locales';
import shell from '../shell/locales';
import common from './common';

const parts = [common, shell, profile, catalog];

/** One translation object per language, merged from each feature's own strings file. */
export const resources = Object.fromEntries(
  (['pt', 'en', 'es'] as Language[]).map((lang) => [lang, { translation: Object.assign({}, ...parts.map((p) => p[lang])) }]),
) as Record<Language, { translation: Record<string, unknown> }>;
