import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests first, jobs after (docs/performance.md "Notifications": a post keeps its target latency while a fan-out runs, because its statements go first).
 * PGlite runs one statement at a time for the whole process, in arrival order: each of a
 * request's statements queued behind whatever batch a job had started, so one post could wait for
 * several fan-out batches. A PostgreSQL server runs them side by side, but on a small machine the
 * batches take the cores the requests need. The job worker runs in the background context
 * (`inBackground`); each of its statements and transactions first waits until no request is
 * inside the database, then one turn of the event loop more, so a request's next statement
 * (issued as its previous one resolves) goes first. A request then waits for at most the one
 * background statement already running. `maxWaitMs` bounds the wait, so jobs still advance under
 * a steady stream of requests.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as background work: the job worker's loop. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);
const isBackground = () => background.getStore() === true;

export type ForegroundGate = {
  /**
   * Enters one database use and returns its end: a request's enters at once and counts until it
   * ends; a background one first waits its turn and counts for nothing.
   */
  enter(): Promise<() => void>;
  /** One call between enter and its end. */
  run<T>(call: () => Promise<T>): Promise<T>;
};

const nothing = () => undefined;

export function createForegroundGate(options: { maxWaitMs?: number } = {}): ForegroundGate {
  const maxWaitMs = options.maxWaitMs ?? 100;
  let active = 0;
  /** Background calls waiting for `active` to reach 0. */
  const waiting = new Set<() => void>();

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  async function turn() {
    const deadline = performance.now() + maxWaitMs;
    while (active > 0) {
      const left = deadline - performance.now();
      if (left <= 0) return;
      await idle(left);
      await nextTurn();
    }
  }

  async function enter() {
    if (isBackground()) {
      await turn();
      return nothing;
    }
    active++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      active--;
      if (active === 0) for (const wake of [...waiting]) wake();
    };
  }

  return {
    enter,
    async run(call) {
      const end = await enter();
      try {
        return await call();
      } finally {
        end();
      }
    },
  };
}
