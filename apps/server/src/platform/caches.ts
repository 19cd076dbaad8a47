import type { Change, ChangeFeed } from './db/changes';

/**
 * The server's one cache layer (docs/caching.md). Each cache is declared once with `defineCache`:
 * its name, what it keeps, how long, how many entries at most, and which database changes make it
 * let go. The app builds one registry per database at start (`startCaches`), features declare
 * their caches into it while they register, and the registry alone listens to the change feed.
 * docs/caching.md's table is held equal to the declarations by src/test/caching-doc.test.ts.
 */

/**
 * How long an entry is trusted when no change notification arrives: at most `ms`; with `spread`,
 * between half of it and all of it, at random (spreadLifetime).
 */
export type Lifetime = { ms: number; spread?: boolean };

export type CacheSpec<K, E> = {
  /** Unique; the first column of docs/caching.md's table. */
  name: string;
  /** What is kept, in the reader's words. */
  what: string;
  /** The file that declares it, from apps/server/src. */
  where: string;
  keyedBy: string;
  /** What an entry is compared with on every read (a version, a stamp, the object it was built from). */
  checkedAgainst?: string;
  /** None: the entry lives until it is forgotten, pushed out, or fails its check. */
  lifetime?: Lifetime;
  /** At most this many entries; the oldest goes first. */
  max: number;
  /**
   * Lets go of what a change reported by the database concerns (docs/caching.md "The rule"). On
   * `all` (notifications may have been missed) the registry empties every cache first, then calls this.
   */
  forget?: (change: Change, entries: BoundedMap<K, E>) => void;
};

/** A Map that holds at most `max` entries: writing a key moves it last, and a full map drops its oldest first. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }
  override set(key: K, value: V): this {
    super.delete(key);
    if (this.size >= this.max) deleteOldest(this);
    return super.set(key, value);
  }
  /** Deletes every entry `test` picks. */
  forgetWhere(test: (value: V, key: K) => boolean): void {
    for (const [key, value] of this) if (test(value, key)) this.delete(key);
  }
}

export type Cache<K, E> = {
  readonly spec: CacheSpec<K, E>;
  /** This database's entries: every app (and test) has its own. */
  of: (db: object) => BoundedMap<K, E>;
};

export function defineCache<K, E>(spec: CacheSpec<K, E>): Cache<K, E> {
  const cache: Cache<K, E> = { spec, of: (db) => registryOf(db).entries(cache) };
  return cache;
}

// Caches are declared once and their entries live per database (an app, a test's app): E differs
// per cache, so the registry holds them as `unknown` and `entries` hands each back typed.
type AnyCache = Cache<unknown, unknown>;

export class CacheRegistry {
  private readonly declared = new Map<string, AnyCache>();
  private readonly maps = new Map<AnyCache, BoundedMap<unknown, unknown>>();

  /** Called by each feature's plugin (and the platform) while the app is built. */
  declare(...caches: { readonly spec: { readonly name: string } }[]): void {
    for (const cache of caches as AnyCache[]) {
      const known = this.declared.get(cache.spec.name);
      if (known && known !== cache) throw new Error(`Two caches are named ${cache.spec.name}.`);
      this.declared.set(cache.spec.name, cache);
    }
  }

  /** Every declared cache, in declaration order (the doc's table, the bench's memory report). */
  list(): CacheSpec<unknown, unknown>[] {
    return [...this.declared.values()].map((cache) => cache.spec);
  }

  /** How many entries each cache holds now, by name. */
  sizes(): Record<string, number> {
    const sizes: Record<string, number> = {};
    for (const cache of this.declared.values()) sizes[cache.spec.name] = this.maps.get(cache)?.size ?? 0;
    return sizes;
  }

  entries<K, E>(cache: Cache<K, E>): BoundedMap<K, E> {
    const key = cache as unknown as AnyCache;
    let map = this.maps.get(key);
    if (!map) this.maps.set(key, (map = new BoundedMap(cache.spec.max)));
    return map as BoundedMap<K, E>;
  }

  forget(change: Change): void {
    for (const [cache, map] of this.maps) {
      if (change.kind === 'all') map.clear();
      cache.spec.forget?.(change, map);
    }
  }
}

/** The driver client a Db wraps: two test apps in one process have two, so they never share an entry. */
const clientOf = (db: object): object => (db as { $client?: object }).$client ?? db;

/** The one map keyed by the database client: each database's registry. */
const registries = new WeakMap<object, CacheRegistry>();

function registryOf(db: object): CacheRegistry {
  const key = clientOf(db);
  let registry = registries.get(key);
  // A database opened without an app (a unit test of a repo) gets a registry no change reaches.
  if (!registry) registries.set(key, (registry = new CacheRegistry()));
  return registry;
}

/** The app's registry for its database, listening to the change feed once for every cache. */
export function startCaches(db: object, changes: ChangeFeed): CacheRegistry {
  const registry = registryOf(db);
  changes.on((change) => registry.forget(change));
  return registry;
}

/**
 * A value made once per database that is not a cached answer (prepared statements): nothing to
 * forget, one per database client, gone with it.
 */
export function perDatabase<D extends object, T>(make: (db: D) => T): (db: D) => T {
  const kept = new WeakMap<object, T>();
  return (db) => {
    const key = clientOf(db);
    let value = kept.get(key);
    if (value === undefined) kept.set(key, (value = make(db)));
    return value;
  };
}

/**
 * Makes room in a bounded in-memory map: drops the entry inserted first (a Map iterates in
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

/** When an entry of `cache` written now expires. */
export function expiryOf(cache: { readonly spec: { readonly lifetime?: Lifetime } }, now: number): number {
  const { lifetime } = cache.spec;
  if (!lifetime) return Number.POSITIVE_INFINITY;
  return now + (lifetime.spread ? spreadLifetime(lifetime.ms) : lifetime.ms);
}

/**
 * An entry of a per-school cache whose read is shared while it runs: `value` is the read's promise,
 * `resolved` its result once settled (null while it runs), `until` when it expires.
 */
export type Kept<T> = { tenantId: number; until: number; value: Promise<T>; resolved: T | null };

/**
 * The value kept under `key`, or a new read of it when missing or past the cache's lifetime; a read
 * that fails is not kept. The read is settled into a promise of its own: a Drizzle query is a
 * thenable that runs its statement again on every `then`, so keeping the query itself would read on every hit.
 */
export function keep<K, T>(db: object, cache: Cache<K, Kept<T>>, key: K, tenantId: number, read: () => PromiseLike<T>): Promise<T> {
  const map = cache.of(db);
  const now = Date.now();
  const hit = map.get(key);
  if (hit && hit.until > now) return hit.value;
  const value = Promise.resolve(read());
  const entry: Kept<T> = { tenantId, until: expiryOf(cache, now), value, resolved: null };
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

/**
 * A value derived from an object and kept as long as the object lives (a school's outline, a reply's
 * bytes): not a cache of the database, so not in the registry. Bounded by the objects themselves,
 * which the caches above bound.
 */
export function derivedFrom<K extends object, V>(derive: (from: K) => V): (from: K) => V {
  const kept = new WeakMap<K, { value: V }>();
  return (from) => {
    let hit = kept.get(from);
    if (!hit) kept.set(from, (hit = { value: derive(from) }));
    return hit.value;
  };
}
