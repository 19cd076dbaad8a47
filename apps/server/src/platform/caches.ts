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
