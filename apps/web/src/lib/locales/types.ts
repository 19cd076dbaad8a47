/** A feature's strings in the three languages; Portuguese is the shape the others must match. */
export type Strings<T> = { pt: T; en: T; es: T };
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export const defineStrings = <T extends object>(strings: { pt: T; en: Widen<T>; es: Widen<T> }) => strings;
