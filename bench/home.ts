import type { BenchCase } from './harness';

/**
 * Issue 5: everything one student home view asks for — the session, the school, the banners and
 * the carousels (50 school carousels of 40 items plus the system ones) — sent in turn on each
 * connection; req/s counts each of the four calls. Each view is the next of 50 students', so the
 * server's per-user caches (sessions, the home's viewer data) hold 50 users, not one.
 */
export const homeCases: BenchCase[] = [
  {
    name: 'home view, 50 students: GET /api/me, /api/tenant, bannersCustom/index, home/carousels (in turn)',
    path: '/api/auth/home/carousels/1',
    sequence: ['/api/me', '/api/tenant', '/api/auth/config/plataforma/bannersCustom/index/1', '/api/auth/home/carousels/1'],
    as: 'students',
  },
  { name: 'GET /api/auth/home/carousels/1 alone, 50 students', path: '/api/auth/home/carousels/1', as: 'students' },
];
