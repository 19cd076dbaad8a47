/**
 * SQLSTATE codes of the constraint errors a write may turn into a client's answer: the database
 * decides uniqueness and ownership, the feature only names the reply (never a read before the write).
 */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * True when `error` (or its cause: Drizzle wraps the driver's error) is a violation of `code` on
 * the constraint `name`. node-postgres and PGlite both give `code` and `constraint` on their errors.
 */
export function violates(error: unknown, code: string, name: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code: c, constraint } = e as { code?: unknown; constraint?: unknown };
    if (c === code) return constraint === name;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
