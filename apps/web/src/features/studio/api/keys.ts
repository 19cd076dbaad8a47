/** The course studio's query keys, one owner each (mutations invalidate or write through these). */
export const studioKeys = {
  all: (tenantId: number) => ['studio', tenantId] as const,
  courses: (tenantId: number) => ['studio', tenantId, 'courses'] as const,
  outline: (tenantId: number, courseId: number) => ['studio', tenantId, 'course', courseId] as const,
  /** One lesson for its panel, with its materials. */
  lesson: (tenantId: number, lessonId: number) => ['studio', tenantId, 'lesson', lessonId] as const,
  lessonVideo: (tenantId: number, lessonId: number) => ['studio', tenantId, 'lesson', lessonId, 'video'] as const,
};

/**
 * One course's writes run one after another, in the order they were made (TanStack's mutation
 * scope): a lesson moved and then reordered in its new module reaches the server in that order,
 * while each change still shows at once (optimistic updates run before the wait).
 */
export const courseWrites = (courseId: number) => ({ id: `studio-course-${courseId}` });
