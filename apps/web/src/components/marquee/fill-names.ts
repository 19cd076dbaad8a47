import { MARQUEE_NAME_VARIABLE } from '@trilha/shared/lesson-page/constants';

/**
 * Puts names in place of each `$nome_aluno`, in turn (spec 001 §2). The server fills a student's
 * marquee itself; this serves the panel's preview, and any variable the server left with names given.
 */
export function fillNames(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  return text.split(MARQUEE_NAME_VARIABLE).reduce((out, part, index) => `${out}${names[(index - 1) % names.length] ?? ''}${part}`);
}
