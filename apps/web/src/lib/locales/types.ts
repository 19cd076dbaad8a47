type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export const defineStrings = <T extends object>(strings: { pt: T; en: Widen<T>; es: Widen<T> }) => strings;
