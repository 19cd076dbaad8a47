/** The web app's pages of a course and of a module (spec 000 names `/courses/` and `/modulos/`). Zod-free: cards on the first screen link there. */
export const coursePagePath = (courseId: number) => `/courses/${courseId}`;
export const modulePagePath = (moduleId: number) => `/modulos/${moduleId}`;
