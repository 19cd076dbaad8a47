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
