/** Spec 000 §2: /curso/{course}/{lesson-title-slug}/{lessonId}. */
export const lessonPath = (courseId: number, slug: string, lessonId: number) =>
  `/curso/${courseId}/${encodeURIComponent(slug)}/${lessonId}`;

/** The course's and module's pages (docs/catalog.md "Course and module pages"): the breadcrumb's and the outline's titles lead there. */
export { coursePagePath, modulePagePath as modulePath } from '@trilha/shared/catalog/paths';
