import { vi } from 'vitest';
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

/**
 * Runs `body` with Date stopped at the present (timers still run), for a warm-up and the call
 * counted after it: what a cache keeps for a lifetime (the school's versions, 1 s) cannot run out
 * between the two on a loaded machine. In a CI run, a warm marquee view counted one statement that way.
 */
export async function clockStopped<T>(body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}
