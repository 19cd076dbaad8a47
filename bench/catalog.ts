import type { BenchCase } from './harness';

/** The home page's course list for a student of the large school: 204 courses, counts and next lesson. */
export const catalogCases: BenchCase[] = [
  { name: 'GET /api/catalog/courses', path: '/api/catalog/courses', as: 'student', optional: true },
];
