import { describe, expect, it } from 'vitest';
import { BoundedMap, CacheRegistry, defineCache, derivedFrom, forgetKept, keep, type Kept } from './caches';

const scratch = (name: string, max = 10) =>
  defineCache<number, Kept<string[] | number>>({
    name,
    what: name,
    where: 'platform/caches.test.ts',
    keyedBy: 'key',
    lifetime: { ms: 10_000 },
    max,
    forget: (change, entries) => {
      if (change.kind === 'school') forgetKept(entries, change.tenantId);
    },
  });

describe('keep', () => {
  it('reads once while warm, even when the read is a lazy thenable (a Drizzle query runs on every then)', async () => {
    const db = {};
    const cache = scratch('lazy');
    let runs = 0;
    const query = { then: (resolve: (v: string[]) => void) => resolve([`run ${++runs}`]) } as PromiseLike<string[]>;
    expect(await keep(db, cache, 1, 1, () => query)).toEqual(['run 1']);
    expect(await keep(db, cache, 1, 1, () => query)).toEqual(['run 1']);
    expect(await keep(db, cache, 1, 1, () => query)).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('forgets a read that failed, and keeps at most max entries, the oldest dropped first', async () => {
    const db = {};
    const cache = scratch('bounded');
    await expect(keep(db, cache, 1, 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.of(db).has(1)).toBe(false);
    for (let key = 0; key < 12; key++) await keep(db, cache, key, 1, () => Promise.resolve(key));
    expect([...cache.of(db).keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('keeps each database apart', async () => {
    const [one, two] = [{}, {}];
    const cache = scratch('apart');
    await keep(one, cache, 1, 1, () => Promise.resolve(1));
    expect(cache.of(one).size).toBe(1);
    expect(cache.of(two).size).toBe(0);
  });
});

describe('BoundedMap', () => {
  it('moves a written key last, so the entry used least lately goes first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});

describe('CacheRegistry', () => {
  it('hands a change to each cache that holds entries, and empties them all on `all`', () => {
    const registry = new CacheRegistry();
    const cache = scratch('registry');
    registry.declare(cache);
    const map = registry.entries(cache);
    map.set(1, { tenantId: 1, until: Infinity, value: Promise.resolve(1), resolved: 1 });
    map.set(2, { tenantId: 2, until: Infinity, value: Promise.resolve(2), resolved: 2 });
    registry.forget({ kind: 'school', tenantId: 1 });
    expect([...map.keys()]).toEqual([2]);
    expect(registry.sizes()).toEqual({ registry: 1 });
    registry.forget({ kind: 'all' });
    expect(map.size).toBe(0);
  });

  it('refuses two caches of one name', () => {
    const registry = new CacheRegistry();
    registry.declare(scratch('twice'));
    expect(() => registry.declare(scratch('twice'))).toThrow('Two caches are named twice');
  });
});

describe('derivedFrom', () => {
  it('derives once per object', () => {
    let runs = 0;
    const lengthOf = derivedFrom((list: number[]) => (runs++, list.length));
    const list = [1, 2, 3];
    expect(lengthOf(list)).toBe(3);
    expect(lengthOf(list)).toBe(3);
    expect(runs).toBe(1);
  });
});
