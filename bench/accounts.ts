import type { BenchCase } from './harness';

/** Every signed-in screen asks for the user first: session lookup, roles, presenter. */
export const accountsCases: BenchCase[] = [{ name: 'GET /api/me', path: '/api/me', as: 'student' }];
