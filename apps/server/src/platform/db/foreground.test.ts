import { describe, expect, it } from 'vitest';
import { createForegroundGate, inBackground } from './foreground';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the foreground gate (requests before jobs on PGlite)', () => {
  it('runs a background call only once the requests have been quiet, and a request at once', async () => {
    const gate = createForegroundGate({ quietMs: 5, maxWaitMs: 1_000 });
    const order: string[] = [];
    const request = gate.run(async () => {
      await later(30);
      order.push('request');
    });
    const job = inBackground(() => gate.run(async () => order.push('job')));
    await later(1);
    const second = gate.run(async () => order.push('second request'));
    await Promise.all([request, job, second]);
    // The second request came after the job asked, and still went first.
    expect(order).toEqual(['second request', 'request', 'job']);
  });

  it('lets a background call through after maxWaitMs under a steady stream of requests', async () => {
    const gate = createForegroundGate({ quietMs: 5, maxWaitMs: 40 });
    let stop = false;
    const stream = (async () => {
      while (!stop) await gate.run(() => later(2));
    })();
    const started = performance.now();
    await inBackground(() => gate.run(async () => undefined));
    const waited = performance.now() - started;
    stop = true;
    await stream;
    expect(waited).toBeGreaterThanOrEqual(35);
    expect(waited).toBeLessThan(500);
  });

  it('does not hold a background call when no request is using the database', async () => {
    const gate = createForegroundGate({ quietMs: 5, maxWaitMs: 1_000 });
    const started = performance.now();
    expect(await inBackground(() => gate.run(async () => 'done'))).toBe('done');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
