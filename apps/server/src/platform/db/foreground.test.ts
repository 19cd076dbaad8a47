import { describe, expect, it } from 'vitest';
import { createForegroundGate, inBackground } from './foreground';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the foreground gate (requests before jobs on PGlite)', () => {
  it('runs a background call only once the requests have been quiet, and a request at once', async () => {
    const gate = createForegroundGate({ maxWaitMs: 1_000 });
    const order: string[] = [];
    const request = gate.run(async () => {
      await later(30);
      order.push('request');
    });
    const job = inBackground(() => gate.run(() => Promise.resolve(order.push('job'))));
    await later(1);
    const second = gate.run(() => Promise.resolve(order.push('second request')));
    await Promise.all([request, job, second]);
    // The second request came after the job asked, and still went first.
    expect(order).toEqual(['second request', 'request', 'job']);
  });

  it('lets a background call through after maxWaitMs under a steady stream of requests', async () => {
    const gate = createForegroundGate({ maxWaitMs: 40 });
    const stop = { now: false };
    const stream = (async () => {
      while (!stop.now) await gate.run(() => later(2));
    })();
    const started = performance.now();
    await inBackground(() => gate.run(() => Promise.resolve()));
    const waited = performance.now() - started;
    stop.now = true;
    await stream;
    expect(waited).toBeGreaterThanOrEqual(35);
    expect(waited).toBeLessThan(500);
  });

  it('lets a background call in as soon as the last request leaves the database', async () => {
    const gate = createForegroundGate({ maxWaitMs: 10_000 });
    const request = gate.run(() => later(20));
    const started = performance.now();
    await inBackground(() => gate.run(() => Promise.resolve()));
    await request;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(15);
    expect(waited).toBeLessThan(1_000);
  });

  it('does not hold a background call when no request is using the database', async () => {
    const gate = createForegroundGate({ maxWaitMs: 1_000 });
    const started = performance.now();
    expect(await inBackground(() => gate.run(() => Promise.resolve('done')))).toBe('done');
    expect(performance.now() - started).toBeLessThan(200);
  });
});
