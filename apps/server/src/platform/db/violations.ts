/**
 * A row that vanished between a write's checks and the write (a post or lesson deleted meanwhile)
 * breaks a foreign key: the caller answers 404, not a server fault. Drizzle wraps the driver's
 * error in `cause`, so the SQLSTATE is looked for a few levels down.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
