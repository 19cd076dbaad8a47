import type { FeatureOptions } from '../../platform/context';

/**
 * Password sign-in throttle (docs/security.md, "Sign-in throttling"), kept in memory per process:
 * - per account and source (IP) together: five free failures in fifteen minutes, then each further
 *   failure makes that pair wait 1 s, 2 s, 4 s ... up to 15 minutes before its next attempt is judged;
 *   a stranger guessing from their address slows only themselves;
 * - per account across sources (guessing from many addresses): past fifty failures in the window,
 *   attempts from browsers that never signed in to the account wait out the window, while a browser
 *   holding the account's device cookie (device.ts) is judged by its own pair only; a sign-in
 *   lifts that guard, while other sources keep their waits.
 * Magic links and password resets never consult it, so the real user always has a way in.
 */
const WINDOW_MS = 15 * 60_000;
const FREE_FAILURES_PER_SOURCE = 5;
const MAX_WAIT_MS = WINDOW_MS;
const ACCOUNT_GUARD_FAILURES = 50;
const MAX_ENTRIES = 100_000;

type PairEntry = { count: number; since: number; waitUntil: number };
type AccountEntry = { count: number; since: number; sources: Set<string> };
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type Attempt = { account: string; source: string; knownDevice: boolean };

export function createLoginThrottle(now: () => number = Date.now) {
  const pairs = new Map<string, PairEntry>();
  const accounts = new Map<string, AccountEntry>();
  const pairKey = (account: string, source: string) => `${account}\n${source}`;
  const fresh = <T extends { since: number }>(entry: T | undefined): T | undefined =>
    entry && now() - entry.since <= WINDOW_MS ? entry : undefined;
  const waitOf = (until: number): ThrottleVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now()) / 1000)),
  });

  return {
    /** Whether this attempt may be judged now; refused attempts never reach the password check. */
    check({ account, source, knownDevice }: Attempt): ThrottleVerdict {
      const pair = fresh(pairs.get(pairKey(account, source)));
      if (pair && pair.waitUntil > now()) return waitOf(pair.waitUntil);
      const guarded = fresh(accounts.get(account));
      if (!knownDevice && guarded && guarded.count >= ACCOUNT_GUARD_FAILURES) return waitOf(guarded.since + WINDOW_MS);
      return { allowed: true };
    },
    fail({ account, source }: Omit<Attempt, 'knownDevice'>) {
      if (pairs.size > MAX_ENTRIES || accounts.size > MAX_ENTRIES) {
        pairs.clear();
        accounts.clear();
      }
      const key = pairKey(account, source);
      const pair = fresh(pairs.get(key)) ?? { count: 0, since: now(), waitUntil: 0 };
      pair.count += 1;
      const over = pair.count - FREE_FAILURES_PER_SOURCE;
      if (over >= 0) pair.waitUntil = now() + Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.min(over, 20));
      pairs.set(key, pair);
      const entry = fresh(accounts.get(account)) ?? { count: 0, since: now(), sources: new Set<string>() };
      entry.count += 1;
      entry.sources.add(source);
      accounts.set(account, entry);
    },
    /**
     * A sign-in from `source` clears that source and the account-wide guard; other sources keep
     * their waits. A password reset (no source) clears the account from every source.
     */
    succeed(account: string, source?: string) {
      const entry = accounts.get(account);
      if (source !== undefined) {
        pairs.delete(pairKey(account, source));
        entry?.sources.delete(source);
        if (entry) entry.count = 0;
        return;
      }
      for (const known of entry?.sources ?? []) pairs.delete(pairKey(account, known));
      accounts.delete(account);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** One throttle per process, shared by password sign-in and password reset: accounts' index.ts makes it and hands it to both plugins. */
export type AccountsOptions = FeatureOptions & { loginThrottle: LoginThrottle };
