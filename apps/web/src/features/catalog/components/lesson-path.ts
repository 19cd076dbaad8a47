/** Spec 000 §2: /curso/{course}/{lesson-title-slug}/{lessonId}. */
export const lessonPath = (courseId: number, slug: string, lessonId: number) =>
  `/curso/${courseId}/${encodeURIComponent(slug)}/${lessonId}`;

/** A module's page (issue 15): the outline's and the breadcrumb's module titles lead there. */
export const modulePath = (moduleId: number) => `/modulos/${moduleId}`;
