/**
 * Writes that arrive while one statement is running go together in the next: an application's
 * group commit. A lone call runs at once (no timer, no added wait); under a burst, each statement
 * carries everything that queued behind the one before, so a thousand calls a second cost a few
 * hundred statements rather than a thousand round trips, commits and wake-ups of a server backend
 * (docs/performance.md "Sales"). Each caller still hears back only once its own row is committed.
 *
 * `write` gets the items in arrival order and answers one result per item, in the same order. When a
 * statement of several fails, each of its items is tried again alone, so one bad item fails only its
 * own caller.
 */
export function coalescing<T, R>(write: (items: T[]) => Promise<R[]>, options: { max: number }): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let running = false;

  async function settle(batch: Waiting[]) {
    try {
      const results = await write(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error(`coalescing: ${results.length} results for ${batch.length} items`);
      batch.forEach((w, i) => w.resolve(results[i] as R));
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) only.reject(error);
      else for (const w of batch) await settle([w]);
    }
  }

  async function drain() {
    running = true;
    try {
      while (queue.length > 0) {
        await settle(queue.splice(0, options.max));
      }
    } finally {
      running = false;
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
