import type { Language } from './languages';

/**
 * An area's messages in the three languages, keyed like its Portuguese constant: `pt` must be that
 * constant's text (the spec's words, typed as the literal), so the server and the web translate
 * the same message the same way (docs/decisions/0005-one-message-source.md).
 */
export type Translations<Pt extends Record<string, string>> = {
  readonly [K in keyof Pt]: { readonly pt: Pt[K]; readonly en: string; readonly es: string };
};

type Table<K extends string> = Readonly<Record<K, Readonly<Record<Language, string>>>>;

/** One language's column of a table, `{ key: text }`: what a locale file loads as i18n resources. */
export function textsIn<K extends string>(table: Table<K>, lang: Language): Record<K, string> {
  return Object.fromEntries(Object.entries<Record<Language, string>>(table).map(([key, texts]) => [key, texts[lang]])) as Record<K, string>;
}

/** The key of a Portuguese text (a schema issue, a server reply), or undefined when the table has none. */
export function keyOfText<K extends string>(table: Table<K>, text: string): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key].pt === text);
}
