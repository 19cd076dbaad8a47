/** Spec 000 §2: /curso/{course}/{lesson-title-slug}/{lessonId}. */
export const lessonPath = (courseId: number, slug: string, lessonId: number) =>
  `/curso/${courseId}/${encodeURIComponent(slug)}/${lessonId}`;
