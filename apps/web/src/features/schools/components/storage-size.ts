const UNITS = [
  ['kilobyte', 1024],
  ['megabyte', 1024 ** 2],
  ['gigabyte', 1024 ** 3],
  ['terabyte', 1024 ** 4],
] as const;

/**
 * A school's storage in the reader's language and the largest unit that keeps it under 1,024 once
 * rounded: "830 kB", "2,4 MB", "1,2 GB" (1 kB = 1,024 bytes, as lib/file-size counts). Nothing
 * stored is "0 kB". Intl writes the unit, so each language gets its own spacing and decimal mark.
 */
export function storageSize(bytes: number, locale: string): string {
  const rounded = (divisor: number) => Math.round((bytes / divisor) * 10) / 10;
  const [unit, divisor] = UNITS.find(([, size], index) => index === UNITS.length - 1 || rounded(size) < 1024) ?? UNITS[0];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / divisor);
}
