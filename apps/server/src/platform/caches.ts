/**
 * Makes room in a bounded in-memory cache: drops the entry inserted first (a Map iterates in
 * insertion order, and the caches re-insert an entry when they refresh it). An empty map is left as is.
 */
export function deleteOldest(map: Map<unknown, unknown>): void {
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}
