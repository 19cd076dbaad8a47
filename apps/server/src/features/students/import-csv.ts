import { parse } from 'csv-parse/sync';
import { emailField } from '@trilha/shared/accounts/schemas';
import { IMPORT_MAX_ROWS, type IMPORT_MESSAGES } from '@trilha/shared/students/import-constants';
import { STUDENT_NAME_MAX } from '@trilha/shared/students/constants';

type MessageKey = keyof typeof IMPORT_MESSAGES;

/** A product of the school as the file may name it: by id, or by title whatever the case and accents. */
export type ImportProduct = { id: number; title: string; accessDays: number | null };

/** A row ready to apply: one student and the products to grant, each with its expiry rule. */
export type PlannedRow = {
  row: number;
  name: string;
  email: string;
  productIds: number[];
  /** ISO time from the file, or null: each product's own rule (for life, or its days from now). */
  expiresAt: string | null;
};
export type RowError = { row: number; email: string; key: MessageKey };
export type ImportPlan = { rows: PlannedRow[]; errors: RowError[]; total: number };
/** A file refused as a whole (its header, its size): nothing is applied. */
export class ImportFileError extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .trim()
    .toLowerCase();

/** The header's names, English or Portuguese (spreadsheets exported by Brazilian schools say "nome", "e-mail"). */
const COLUMNS: Record<string, 'name' | 'email' | 'products' | 'expires_at'> = {
  name: 'name',
  nome: 'name',
  email: 'email',
  'e-mail': 'email',
  products: 'products',
  produtos: 'products',
  product: 'products',
  produto: 'products',
  expires_at: 'expires_at',
  expira_em: 'expires_at',
  validade: 'expires_at',
};

/**
 * The separator the file uses: a school's spreadsheet in Portuguese saves `;` (its decimal comma
 * takes `,`). Decided on the header line alone, so a `;` between a row's products is never read as
 * a column break in a comma file.
 */
function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** `2027-03-31`, `31/03/2027` (the end of that day, UTC) or a full ISO time; null when unreadable. */
function expiryOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const day = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : br ? `${br[3]}-${br[2]}-${br[1]}` : null;
  const time = day ? Date.parse(`${day}T23:59:59Z`) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time) || time <= Date.now()) return null;
  // A day that does not exist (2027-02-31) comes back as another: refused.
  if (day && new Date(time).toISOString().slice(0, 10) !== day) return null;
  return new Date(time).toISOString();
}

/**
 * Reads an import file into the rows to apply and the rows refused, with their line numbers as a
 * spreadsheet shows them (the header is line 1). A UTF-8 BOM, `;` separators, Windows line ends and
 * quoted fields are read by csv-parse; a repeated e-mail is refused on its second line (one student,
 * one line: a file listing someone twice would otherwise depend on line order).
 */
export function planImport(text: string, products: readonly ImportProduct[]): ImportPlan {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      // A quote inside an unquoted field (=HYPERLINK("…") typed by hand) is kept as text.
      relax_quotes: true,
      skip_empty_lines: true,
    });
  } catch {
    throw new ImportFileError('unreadable');
  }
  const [header, ...lines] = records;
  const columns = (header ?? []).map((name) => COLUMNS[fold(name)]);
  const at = (field: 'name' | 'email' | 'products' | 'expires_at') => columns.indexOf(field);
  if (at('name') < 0 || at('email') < 0 || at('products') < 0) throw new ImportFileError('headerInvalid');
  if (lines.length === 0) throw new ImportFileError('emptyFile');
  if (lines.length > IMPORT_MAX_ROWS) throw new ImportFileError('tooManyRows');

  // A line may leave a trailing empty expiry out, never a column the header puts before it.
  const needed = Math.max(at('name'), at('email'), at('products')) + 1;
  const byId = new Map(products.map((p) => [String(p.id), p.id]));
  const byTitle = new Map(products.map((p) => [fold(p.title), p.id]));
  const seen = new Set<string>();
  const rows: PlannedRow[] = [];
  const errors: RowError[] = [];
  lines.forEach((cells, index) => {
    const row = index + 2;
    const cell = (field: 'name' | 'email' | 'products' | 'expires_at') => (at(field) < 0 ? '' : (cells[at(field)] ?? '').trim());
    const email = emailField.safeParse(cell('email'));
    const refuse = (key: MessageKey) => errors.push({ row, email: cell('email'), key });
    if (cells.length < needed) return refuse('rowColumns');
    if (!email.success) return refuse('rowEmailInvalid');
    const name = cell('name');
    if (!name) return refuse('rowNameRequired');
    if (name.length > STUDENT_NAME_MAX) return refuse('rowNameTooLong');
    const tokens = cell('products')
      .split(';')
      .map((token) => token.trim())
      .filter(Boolean);
    const productIds = tokens.map((token) => byId.get(token) ?? byTitle.get(fold(token)));
    if (productIds.some((id) => id === undefined)) return refuse('rowProductUnknown');
    const rawExpiry = cell('expires_at');
    const expiresAt = rawExpiry ? expiryOf(rawExpiry) : null;
    if (rawExpiry && !expiresAt) return refuse('rowExpiresInvalid');
    if (seen.has(email.data)) return refuse('rowDuplicate');
    seen.add(email.data);
    rows.push({ row, name, email: email.data, productIds: [...new Set(productIds as number[])], expiresAt });
  });
  return { rows, errors, total: lines.length };
}

/**
 * The uploaded bytes as text, when they are a text file: valid UTF-8 with no NUL byte (a spreadsheet
 * saved as .xlsx, a picture, a PDF are refused from their bytes, whatever their name says).
 */
export function csvText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
