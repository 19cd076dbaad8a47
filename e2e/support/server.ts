import { inject } from 'vitest';
import type { E2eServer } from './global-setup';

/**
 * The server this test worker drives: global setup starts one per worker, and Vitest numbers its
 * workers from 1 (VITEST_POOL_ID), so every spec file of a worker meets the same server and data.
 */
export function server(): E2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const chosen = servers[(worker - 1) % servers.length];
  if (!chosen) throw new Error('global setup started no server');
  return chosen;
}
