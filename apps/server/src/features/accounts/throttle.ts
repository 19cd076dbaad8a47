/**
 * Failed sign-ins per account, kept in memory: ten failures in fifteen minutes lock the account's
 * password sign-in for the rest of the window (per-IP limits live on the route). A restart forgets.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; since: number }>();
  return {
    isLocked(key: string): boolean {
      const entry = failures.get(key);
      if (!entry) return false;
      if (now() - entry.since > WINDOW_MS) {
        failures.delete(key);
        return false;
      }
      return entry.count >= MAX_FAILURES;
    },
    fail(key: string) {
      const entry = failures.get(key);
      if (!entry || now() - entry.since > WINDOW_MS) failures.set(key, { count: 1, since: now() });
      else entry.count += 1;
      if (failures.size > 100_000) failures.clear();
    },
    succeed(key: string) {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
