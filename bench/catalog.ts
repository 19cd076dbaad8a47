import type { BenchCase } from './harness';

/**
 * "Meus cursos" at the foot of every home, for students of the large school (204 courses, 2,000 lessons, 20
 * progress rows each), each request the next of 50 students': the target (docs/performance.md "The home page
 * as the browser loads it") is 0.2 of the bare route alone.
 */
export const catalogCases: BenchCase[] = [
  { name: 'GET /api/catalog/courses alone, 50 students', path: '/api/catalog/courses', as: 'students' },
];
