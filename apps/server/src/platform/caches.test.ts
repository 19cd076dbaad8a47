import { describe, expect, it } from 'vitest';
import { keep, type Kept } from './caches';

describe('keep', () => {
  const props = { tenantId: 1, lifetime: 10_000, max: 10 };

  it('reads once while warm, even when the read is a lazy thenable (a Drizzle query runs on every then)', async () => {
    let runs = 0;
    const query = { then: (resolve: (v: string[]) => void) => resolve([`run ${++runs}`]) } as PromiseLike<string[]>;
    const map = new Map<number, Kept<string[]>>();
    expect(await keep(map, 1, props, () => query)).toEqual(['run 1']);
    expect(await keep(map, 1, props, () => query)).toEqual(['run 1']);
    expect(await keep(map, 1, props, () => query)).toEqual(['run 1']);
    expect(runs).toBe(1);
  });

  it('forgets a read that failed, and keeps at most max entries, the oldest dropped first', async () => {
    const map = new Map<number, Kept<number>>();
    await expect(keep(map, 1, props, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(map.has(1)).toBe(false);
    for (let key = 0; key < 12; key++) await keep(map, key, props, () => Promise.resolve(key));
    expect([...map.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
