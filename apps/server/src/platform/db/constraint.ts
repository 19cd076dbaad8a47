/**
 * SQLSTATE codes of the constraint errors a write may turn into a client's answer: the database
 * decides uniqueness and ownership, the feature only names the reply (never a read before the write).
 */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The driver's error under Drizzle's wrapping (it puts it in `cause`): the first with a SQLSTATE. */
function driverError(error: unknown): { code?: unknown; constraint?: unknown } | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code !== undefined) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * True when `error` is a violation of `code` on the constraint `name` (any constraint when `name`
 * is left out). node-postgres and PGlite both give `code` and `constraint` on their errors.
 */
export function violates(error: unknown, code: string, name?: string): boolean {
  const found = driverError(error);
  return found?.code === code && (name === undefined || found.constraint === name);
}

/**
 * A row that vanished between a write's checks and the write (a post or lesson deleted meanwhile)
 * breaks a foreign key: the caller answers 404, not a server fault.
 */
export const isForeignKeyViolation = (error: unknown) => violates(error, FOREIGN_KEY_VIOLATION);
