import { defineCache, type Cache, type CacheSpec } from './caches';
import type { Db } from './db/client';
import type { JsonBytes } from './json-bytes';

type Member = { tenantId: number; id: number };
type Entry<Inputs> = { inputs: Inputs; body: JsonBytes };

/**
 * A reply composed for one user, kept as the bytes sent for as long as the inputs it was made from
 * hold (`same` compares them): the home's carousels and the course shelf, whose warm reads then
 * cost a few map lookups instead of composing and encoding hundreds of cards per request. At most
 * `max` users, the oldest dropped first.
 */
export function userReplyCache<Inputs>(
  spec: Omit<CacheSpec<string, Entry<Inputs>>, 'keyedBy' | 'lifetime' | 'forget'>,
  same: (a: Inputs, b: Inputs) => boolean,
) {
  const cache: Cache<string, Entry<Inputs>> = defineCache({
    ...spec,
    keyedBy: 'school, user',
  });
  const keyOf = (user: Member) => `${user.tenantId}:${user.id}`;
  return {
    cache,
    get(db: Db, user: Member, inputs: Inputs): JsonBytes | undefined {
      const hit = cache.of(db).get(keyOf(user));
      return hit && same(hit.inputs, inputs) ? hit.body : undefined;
    },
    /**
     * Keeps `body` under the new inputs and answers the bytes to send. When the reply came out the
     * same as the one kept before (a write that changed nothing this reply shows), the kept bytes
     * stay, with their compressed copies (json-bytes.ts): the reply is not compressed again.
     */
    keep(db: Db, user: Member, inputs: Inputs, body: JsonBytes): JsonBytes {
      const map = cache.of(db);
      const key = keyOf(user);
      const before = map.get(key)?.body;
      const kept = before?.body.equals(body.body) ? before : body;
      map.set(key, { inputs, body: kept });
      return kept;
    },
  };
}
