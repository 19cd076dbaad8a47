import { deleteOldest } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import type { JsonBytes } from '../../platform/json-bytes';
import type { Versions } from '../../platform/content-versions';

/**
 * The composed home/carousels reply of one user, as the bytes sent. A warm home view then costs
 * a few map reads instead of composing and encoding some fifty carousels per request. An entry is
 * good only for the exact inputs it was made from: the school's versions (snapshot), the user's
 * data read (viewer.ts stamps each read, and a forget or the 10 s expiry makes a new one) and the
 * trending list (recomputed every 10 minutes), so it never outlives any of them.
 */
export type ReplyInputs = Versions & { stamp: number; trending: readonly number[] };
type Entry = ReplyInputs & { body: JsonBytes };

/**
 * Fewer entries than the viewer cache: a reply is tens of KB, the viewer data a few. 1,000 keeps
 * the students active at the same moment warm and at most about 50 MB for the largest schools.
 */
const REPLY_CACHE_MAX = 1_000;
const cache = new WeakMap<object, Map<string, Entry>>();
const cacheOf = (db: Db) => {
  const key = (db as { $client?: object }).$client ?? db;
  let map = cache.get(key);
  if (!map) cache.set(key, (map = new Map<string, Entry>()));
  return map;
};
const keyOf = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

const sameInputs = (a: ReplyInputs, b: ReplyInputs) =>
  a.home === b.home && a.catalog === b.catalog && a.stamp === b.stamp && a.trending === b.trending;

export function cachedReply(db: Db, user: { tenantId: number; id: number }, inputs: ReplyInputs): JsonBytes | undefined {
  const hit = cacheOf(db).get(keyOf(user.tenantId, user.id));
  return hit && sameInputs(hit, inputs) ? hit.body : undefined;
}

export function keepReply(db: Db, user: { tenantId: number; id: number }, inputs: ReplyInputs, body: JsonBytes) {
  const map = cacheOf(db);
  const key = keyOf(user.tenantId, user.id);
  map.delete(key);
  if (map.size >= REPLY_CACHE_MAX) deleteOldest(map);
  map.set(key, { home: inputs.home, catalog: inputs.catalog, stamp: inputs.stamp, trending: inputs.trending, body });
}
