/** The course editor's page (docs/course-studio.md "Web"), editors only; app/router.tsx registers the same path. */
export const courseEditorPath = (courseId: number) => `/gestao/cursos/${courseId}`;

/** Where the editor leads back to: the page the panel opens on, with "Cursos" open (?painel=cursos). */
export const COURSES_SECTION_PATH = '/homepage?painel=cursos';

/**
 * A lesson's page as students see it (spec 000 §2: /curso/{course}/{slug}/{lessonId}). The studio's
 * lesson has no slug; the lesson page reads the lesson by its id and replaces any slug with the real
 * one, so a placeholder leads to the canonical address. Staff open drafts there too.
 */
export const studentLessonPath = (courseId: number, lessonId: number) => `/curso/${courseId}/aula/${lessonId}`;
