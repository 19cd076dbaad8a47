import http from 'node:http';
import { prng } from '../apps/server/src/seed/post-images';
import type { Measurement } from './harness';

/** One request of a paced run: request n's path, headers and body. */
export type PacedRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer };

export type PacedOptions = {
  appUrl: string;
  /** At most this many requests in flight (keep-alive sockets); more wait for a free one, and that wait counts. */
  connections: number;
  seconds: number;
  /** Mean arrivals a second. */
  rate: number;
  request: (n: number) => PacedRequest;
};

/** Sorted ascending: the value below which `q` of them fall (nearest rank). */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/**
 * An open-loop load at a school's pace: requests arrive as a Poisson process (independent users,
 * exponential gaps around 1/rate), whether or not the ones before were answered, and each latency
 * is measured from the moment the request was due, so a slow answer that holds the next ones back
 * counts against them too (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each connection its share per second and lets each
 * fire it at once when the second starts, so 20 a second on 10 connections arrive as bursts of 10
 * together at every second; and it corrects for coordinated omission with an expected interval of
 * ceil(1 / rate) = 1 ms, which records a synthetic sample for every millisecond of any answer
 * slower than that. Both measure something no school sends.
 */
export async function pacedLoad({ appUrl, connections, seconds, rate, request }: PacedOptions): Promise<Measurement> {
  const url = new URL(appUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // The seed's generator: the same arrival times on every run, so runs compare.
  const random = prng(17);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const inFlight: Promise<void>[] = [];

  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      const r = request(n);
      const req = http.request({ agent, host: url.hostname, port: url.port, method: r.method, path: r.path, headers: r.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else non2xx++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });

  let due = start;
  for (let n = 0; ; n++) {
    due += (-Math.log(1 - random()) / rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(n, due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - start) / 1000;
  return {
    rps: latencies.length / elapsed,
    p50: Math.round(quantile(sorted, 0.5)),
    p99: Math.round(quantile(sorted, 0.99)),
    non2xx,
    errors,
  };
}
