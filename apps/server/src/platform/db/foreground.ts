import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Requests first, jobs after, on the embedded database (issue 17: "posting stays under 50 ms p99
 * while a fan-out runs"). PGlite runs one statement at a time for the whole process, in arrival
 * order: a request's five or six statements each queued behind a fan-out batch (tens of
 * milliseconds each), so one post waited for several batches. A PostgreSQL server runs them side
 * by side, but on a small machine the batches take the cores the requests need. The job worker runs in the
 * background context (`inBackground`); each of its statements and transactions first waits until
 * no request has used the database for `quietMs`, so a request waits for at most the one
 * background statement already running. `maxWaitMs` bounds the wait, so jobs still advance
 * (about one statement per `maxWaitMs`) under a steady stream of requests.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as background work: the job worker's loop. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);
export const isBackground = () => background.getStore() === true;

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

export function createForegroundGate(options: { quietMs?: number; maxWaitMs?: number } = {}): ForegroundGate {
  const quietMs = options.quietMs ?? 4;
  const maxWaitMs = options.maxWaitMs ?? 100;
  let active = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;

  const busy = () => active > 0 || performance.now() - lastEnd < quietMs;

  async function turn() {
    const started = performance.now();
    while (busy()) {
      const left = maxWaitMs - (performance.now() - started);
      if (left <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs, left)));
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
      lastEnd = performance.now();
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
