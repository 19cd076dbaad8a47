import { z } from 'zod';
import { idParam } from '../platform/http';
import { lessonSummary } from './schemas';

export { coursePagePath, modulePagePath } from './paths';

export const modulePageParams = z.object({ moduleId: idParam });

/** A lesson on the module page: the summary plus how far the member watched it (0 for a visitor). */
export const moduleLesson = lessonSummary.extend({ watched_seconds: z.number().int() });

const moduleLink = z.object({ id: z.number().int(), title: z.string() });

/**
 * GET /api/catalog/modules/{moduleId} (path chosen by Trilha): one module of the school with its
 * lessons in order, its course, its place among the course's modules and its neighbours. A locked
 * module says so and sends no media (lessons never carry video or embed addresses here).
 */
export const modulePageReply = z.object({
  module: z.object({
    id: z.number().int(),
    title: z.string(),
    order: z.number().int(),
    cover_url: z.string().nullable(),
    /** 1-based place among the course's modules, and how many the course has. */
    position: z.number().int(),
    modules_count: z.number().int(),
    lessons_count: z.number().int(),
    finished_count: z.number().int(),
    /** Where "Continuar" goes: the module's first unfinished lesson, else its first; null without lessons. */
    next_lesson: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
    /** Staff previews only: a draft module (or of a draft course). Absent for students. */
    draft: z.boolean().optional(),
  }),
  course: z.object({ id: z.number().int(), title: z.string(), cover_url: z.string().nullable(), locked: z.boolean() }),
  lessons: z.array(moduleLesson),
  previous_module: moduleLink.nullable(),
  next_module: moduleLink.nullable(),
});
export type ModulePageReply = z.infer<typeof modulePageReply>;
export type ModuleLesson = z.infer<typeof moduleLesson>;
