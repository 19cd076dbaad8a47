import type { CommunityCase } from './communities';

const TENANT = 1;

/**
 * The calls one view of the lesson page makes (docs/performance.md "The lesson page"), for 50 students at 50
 * connections: the lesson, its course's outline, the first page of comments, the like state, the
 * marquee, the header's live alert and, once the page has painted, the school's custom HTML blocks
 * for the screen. Names start with "lesson page" for BENCH_ONLY.
 */
export function lessonPageCases(lesson: { lessonId: number; courseId: number }): CommunityCase[] {
  const aulas = `/api/auth/aulas/${TENANT}/${lesson.lessonId}`;
  const calls = [
    `/api/catalog/lessons/${lesson.lessonId}`,
    `/api/catalog/courses/${lesson.courseId}`,
    `${aulas}/comments`,
    `${aulas}/like`,
    `${aulas}/marquee`,
    '/api/platform/has-live',
    `/api/platform/auth/custom-html/filters/lesson?course_id=${lesson.courseId}&lesson_id=${lesson.lessonId}`,
  ];
  return [
    {
      name: 'lesson page: its 7 calls in turn (lesson, course, comments, like, marquee, has-live, custom HTML), 50 students',
      path: calls.at(-1)!,
      sequence: calls,
      as: 'students',
      optional: true,
      connections: [50],
    },
    {
      name: 'lesson page: first page of comments (3,000 on the lesson), 50 students',
      path: `${aulas}/comments`,
      as: 'students',
      optional: true,
      connections: [50],
    },
    {
      name: 'lesson page: marquee with $nome_aluno (1,000 holders), 50 students',
      path: `${aulas}/marquee`,
      as: 'students',
      optional: true,
      connections: [50],
    },
    {
      name: 'lesson page: its custom HTML blocks (GET …/custom-html/filters/lesson), 50 students',
      path: calls.at(-1)!,
      as: 'students',
      optional: true,
      connections: [50],
    },
    {
      name: 'lesson page: GET /api/platform/has-live, 50 students',
      path: '/api/platform/has-live',
      as: 'students',
      optional: true,
      connections: [50],
    },
  ];
}
