/** The interface's languages, Portuguese first; zod-free so the student's first load need not carry zod. */
export const languages = ['pt', 'en', 'es'] as const;
export type Language = (typeof languages)[number];
