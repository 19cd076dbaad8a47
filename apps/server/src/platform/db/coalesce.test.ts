import { describe, expect, it } from 'vitest';
import { coalescing } from './coalesce';

/** A writer whose statements stay open until released, recording what each carried. */
function heldWriter() {
  const statements: number[][] = [];
  const releases: (() => void)[] = [];
  const write = async (items: number[]) => {
    statements.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (items.includes(13)) throw new Error('thirteen');
    return items.map((n) => n * 10);
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { statements, write, releaseAll };
}

describe('coalescing', () => {
  it('runs a lone call at once, and puts what arrives meanwhile into the next statement, in order', async () => {
    const w = heldWriter();
    const add = coalescing(w.write, { max: 100 });
    const first = add(1);
    expect(w.statements).toEqual([[1]]);
    const rest = [2, 3, 4].map(add);
    const settled = Promise.all([first, ...rest]);
    await w.releaseAll();
    expect(await settled).toEqual([10, 20, 30, 40]);
    expect(w.statements).toEqual([[1], [2, 3, 4]]);
  });

  it('carries at most `max` a statement', async () => {
    const w = heldWriter();
    const add = coalescing(w.write, { max: 2 });
    const all = Promise.all([1, 2, 3, 4, 5].map(add));
    await w.releaseAll();
    expect(await all).toEqual([10, 20, 30, 40, 50]);
    expect(w.statements).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('a statement that fails is tried again item by item: only the bad item’s caller hears the error', async () => {
    const w = heldWriter();
    const add = coalescing(w.write, { max: 100 });
    const first = add(1);
    const rest = [12, 13, 14].map((n) => add(n).catch((error: unknown) => (error instanceof Error ? error.message : String(error))));
    const settled = Promise.all([first, ...rest]);
    await w.releaseAll();
    expect(await settled).toEqual([10, 120, 'thirteen', 140]);
    expect(w.statements).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
    // The writer goes on after a failure.
    const after = add(2);
    await w.releaseAll();
    expect(await after).toBe(20);
  });
});
