const BASE = '/api/auth/aulas';

/** CONTRACT "Lessons and the lesson screen": the comment and like calls of the lesson page. */
export const LESSON_PAGE_PATHS = {
  comments: (tenant: number, lessonId: number) => `${BASE}/${tenant}/${lessonId}/comments`,
  replies: (tenant: number, lessonId: number, parentId: number) => `${BASE}/${tenant}/${lessonId}/comments?parent_id=${parentId}`,
  comment: (tenant: number, commentId: number) => `${BASE}/${tenant}/comments/${commentId}`,
  /** GET (path chosen by Trilha), PUT and DELETE. */
  like: (tenant: number, lessonId: number) => `${BASE}/${tenant}/${lessonId}/like`,
} as const;

const lessonOf = (tenant: number, lessonId: number) => ['lesson-page', tenant, lessonId] as const;
export const lessonPageKeys = {
  comments: (tenant: number, lessonId: number) => [...lessonOf(tenant, lessonId), 'comments'] as const,
  replies: (tenant: number, lessonId: number, parentId: number) => [...lessonOf(tenant, lessonId), 'replies', parentId] as const,
  like: (tenant: number, lessonId: number) => [...lessonOf(tenant, lessonId), 'like'] as const,
};
