import { deleteOldest } from './caches';
import type { Db } from './db/client';
import type { JsonBytes } from './json-bytes';

type Member = { tenantId: number; id: number };

/**
 * A reply composed for one user, kept as the bytes sent for as long as the inputs it was made from
 * hold (`same` compares them): the home's carousels and the course shelf, whose warm reads then
 * cost a few map lookups instead of composing and encoding hundreds of cards per request. Keyed
 * by the driver client, so two test apps in one process never share an entry; at most `max`
 * users, the oldest dropped first.
 */
export function userReplyCache<Inputs>(options: { max: number; same: (a: Inputs, b: Inputs) => boolean }) {
  type Entry = { inputs: Inputs; body: JsonBytes };
  const caches = new WeakMap<object, Map<string, Entry>>();
  const cacheOf = (db: Db) => {
    const key = (db as { $client?: object }).$client ?? db;
    let map = caches.get(key);
    if (!map) caches.set(key, (map = new Map<string, Entry>()));
    return map;
  };
  const keyOf = (user: Member) => `${user.tenantId}:${user.id}`;
  return {
    get(db: Db, user: Member, inputs: Inputs): JsonBytes | undefined {
      const hit = cacheOf(db).get(keyOf(user));
      return hit && options.same(hit.inputs, inputs) ? hit.body : undefined;
    },
    /**
     * Keeps `body` under the new inputs and answers the bytes to send. When the reply came out the
     * same as the one kept before (a write that changed nothing this reply shows), the kept bytes
     * stay, with their compressed copies (json-bytes.ts): the reply is not compressed again.
     */
    keep(db: Db, user: Member, inputs: Inputs, body: JsonBytes): JsonBytes {
      const map = cacheOf(db);
      const key = keyOf(user);
      const before = map.get(key)?.body;
      const kept = before?.body.equals(body.body) ? before : body;
      map.delete(key);
      if (map.size >= options.max) deleteOldest(map);
      map.set(key, { inputs, body: kept });
      return kept;
    },
  };
}
