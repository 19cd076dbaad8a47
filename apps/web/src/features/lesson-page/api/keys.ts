const lessonOf = (tenant: number, lessonId: number) => ['lesson-page', tenant, lessonId] as const;
export const lessonPageKeys = {
  comments: (tenant: number, lessonId: number) => [...lessonOf(tenant, lessonId), 'comments'] as const,
  replies: (tenant: number, lessonId: number, parentId: number) => [...lessonOf(tenant, lessonId), 'replies', parentId] as const,
  like: (tenant: number, lessonId: number) => [...lessonOf(tenant, lessonId), 'like'] as const,
};
