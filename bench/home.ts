import type { BenchCase } from './harness';
import { homeViewCalls } from '@trilha/shared/home/view';

const calls = homeViewCalls(1);
const view = `home view, 50 students: the ${calls.length} calls of /homepage (packages/shared/src/home/view.ts) in turn`;

/**
 * The student home as Chromium loads it (the list is recorded from the browser by e2e/home-view.spec.ts),
 * sent in turn on each connection, each view the next of 50 students', so the per-user caches hold 50 users,
 * not one; req/s counts each call. The targets (docs/performance.md "The home page as the browser loads it"):
 * 0.3 of the bare route with p99 under 50 ms at 50 connections, and the same p99 while every student also
 * writes (the mixed case) and, on PostgreSQL, with two server processes sharing the load.
 */
export const homeCases: BenchCase[] = [
  { name: view, path: calls.at(-1)!, sequence: calls, as: 'students' },
  {
    name: `${view}, while each saves progress and toggles a favourite every 3 s`,
    path: calls.at(-1)!,
    sequence: calls,
    as: 'students',
    writers: true,
  },
  { name: `${view}, two server processes at once`, path: calls.at(-1)!, sequence: calls, as: 'students', acrossProcesses: true },
  { name: 'GET /api/auth/home/carousels/1 alone, 50 students', path: '/api/auth/home/carousels/1', as: 'students' },
];
