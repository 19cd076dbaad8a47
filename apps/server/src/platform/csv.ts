import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
 * written as text with a leading apostrophe (OWASP "CSV injection"): a student named "=HYPERLINK(…)"
 * stays a name when staff open the file.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV file's first chunk: a UTF-8 BOM, so spreadsheets read accents, and the header line. */
export const csvStart = (header: readonly string[]) => `\uFEFF${stringify([header])}`;

/** Lines of a CSV being streamed, every cell escaped as safeCell does. */
export const csvLines = (rows: readonly (readonly string[])[]) => stringify(rows.map((row) => row.map(safeCell)));
