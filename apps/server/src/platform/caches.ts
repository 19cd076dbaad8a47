/**
 * Makes room in a bounded in-memory cache: drops the entry inserted first (a Map iterates in
 * insertion order, and the caches re-insert an entry when they refresh it). An empty map is left as is.
 */
export function deleteOldest(map: Map<unknown, unknown>): void {
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}

/**
 * How long an entry whose bound is `max` ms is kept: `max` less up to half of it, at random. Users
 * who arrive together (a class, the bench's 50 students) would otherwise expire together and be
 * read again in one burst on the embedded database's only thread every `max` ms; spread, the same
 * reads cost no pause. The bound docs/caching.md promises stays `max`.
 */
export const spreadLifetime = (max: number) => max - Math.floor(Math.random() * (max / 2));

/** The driver client a Db wraps: per-database caches are keyed by it, so two test apps in one process never share an entry. */
export const clientOf = (db: object): object => (db as { $client?: object }).$client ?? db;

/** What `kept` holds for this database, made by `make` on its first use (a cache's map, prepared statements). */
export function perDatabase<T>(kept: WeakMap<object, T>, db: object, make: () => T): T {
  const key = clientOf(db);
  let value = kept.get(key);
  if (value === undefined) kept.set(key, (value = make()));
  return value;
}

/**
 * An entry of a per-school cache whose read is shared while it runs: `value` is the read's promise,
 * `resolved` its result once settled (null while it runs), `until` when it expires.
 */
export type Kept<T> = { tenantId: number; until: number; value: Promise<T>; resolved: T | null };

/**
 * The value kept under `key`, or a new read of it when missing or past its lifetime (spread, see
 * spreadLifetime); a read that fails is not kept. At most `max` entries: the oldest goes first.
 * The read is settled into a promise of its own: a Drizzle query is a thenable that runs its
 * statement again on every `then`, so keeping the query itself would read on every hit.
 */
export function keep<K, T>(
  map: Map<K, Kept<T>>,
  key: K,
  props: { tenantId: number; lifetime: number; max: number },
  read: () => PromiseLike<T>,
): Promise<T> {
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.until > now) return hit.value;
  const value = Promise.resolve(read());
  const entry: Kept<T> = { tenantId: props.tenantId, until: now + spreadLifetime(props.lifetime), value, resolved: null };
  map.delete(key);
  if (map.size >= props.max) deleteOldest(map);
  map.set(key, entry);
  entry.value.then(
    (value) => void (entry.resolved = value),
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
  return entry.value;
}

/**
 * Forgets the school's entries whose value matches `test` (all of them without one), and those still
 * being read, whatever they hold: a read that started before a change may have missed it.
 */
export function forgetKept<K, T>(map: Map<K, Kept<T>>, tenantId: number, test: (value: T, key: K) => boolean = () => true) {
  for (const [key, entry] of map) {
    if (entry.tenantId === tenantId && (entry.resolved === null || test(entry.resolved, key))) map.delete(key);
  }
}
