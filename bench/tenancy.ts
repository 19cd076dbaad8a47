import type { BenchCase } from './harness';

/** The first call of every page load: host to school, theme and login settings (public). */
export const tenancyCases: BenchCase[] = [{ name: 'GET /api/tenant', path: '/api/tenant', as: 'anonymous' }];
