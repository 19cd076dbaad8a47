import type { TestApp } from './harness';

const STARTERS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'transaction']);

/**
 * Counts the statements `run`'s requests start, by wrapping the app's database handle: how the
 * tests hold a warm read to "no statement" and a cold one to a fixed number, whatever the data.
 */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const original = t.ctx.db;
  let count = 0;
  t.ctx.db = new Proxy(original, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && STARTERS.has(prop)) count++;
      return Reflect.get(target, prop, receiver);
    },
  });
  try {
    await run();
  } finally {
    t.ctx.db = original;
  }
  return count;
}
