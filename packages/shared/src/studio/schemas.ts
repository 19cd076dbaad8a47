import { z } from 'zod';
import { isLessonEmbedUrl } from '../catalog/embed-hosts';
import { idParam } from '../platform/http';
import {
  STUDIO_DESCRIPTION_MAX,
  STUDIO_MESSAGES as M,
  STUDIO_ORDER_MAX,
  STUDIO_PRODUCTS_MAX,
  STUDIO_RELEASE_DAYS_MAX,
  STUDIO_TITLE_MAX,
} from './constants';

export * from './constants';

// ---- Params and bodies (CONTRACT "Course studio") ----

export const studioIdParams = z.object({ id: idParam });

const title = z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(STUDIO_TITLE_MAX, M.titleTooLong);
/** HTML from the rich-text editor; the server sanitises it before storing (platform/rich-text.ts). */
const description = z.string().max(STUDIO_DESCRIPTION_MAX, M.descriptionTooLong);
const published = z.boolean();
const productIds = z
  .array(idParam)
  .max(STUDIO_PRODUCTS_MAX)
  .transform((ids) => [...new Set(ids)]);
/** Drip: days after the student's access began (null: no wait) … */
const releaseAfterDays = z
  .number({ error: M.releaseDaysInvalid })
  .int(M.releaseDaysInvalid)
  .min(0, M.releaseDaysInvalid)
  .max(STUDIO_RELEASE_DAYS_MAX, M.releaseDaysInvalid)
  .nullable();
/** … or a date (ISO 8601 with its offset), never both. */
const releaseAt = z.iso.datetime({ offset: true, error: M.releaseAtInvalid }).nullable();
const embedUrl = z
  .string()
  .trim()
  .max(2048, M.embedInvalid)
  .refine((url) => url === '' || isLessonEmbedUrl(url), M.embedInvalid)
  .transform((url) => url || null)
  .nullable();

type Release = { release_after_days?: number | null; release_at?: string | null };
const oneRelease = (body: Release) => !(body.release_after_days != null && body.release_at != null);
const releaseIssue = { message: M.releaseBoth, path: ['release_at'] };
const somethingToChange = (body: object) => Object.values(body).some((value) => value !== undefined);
const changeIssue = { message: M.nothingToChange };

export const courseCreateBody = z.object({
  title,
  description: description.optional(),
  published: published.optional(),
  product_ids: productIds.optional(),
});
export type CourseCreateBody = z.infer<typeof courseCreateBody>;
export const courseUpdateBody = courseCreateBody.partial().refine(somethingToChange, changeIssue);
export type CourseUpdateBody = z.infer<typeof courseUpdateBody>;

const moduleFields = z.object({
  title,
  description: description.optional(),
  published: published.optional(),
  release_after_days: releaseAfterDays.optional(),
  release_at: releaseAt.optional(),
});
export const moduleCreateBody = moduleFields.refine(oneRelease, releaseIssue);
export type ModuleCreateBody = z.infer<typeof moduleCreateBody>;
export const moduleUpdateBody = moduleFields.partial().refine(oneRelease, releaseIssue).refine(somethingToChange, changeIssue);
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBody>;

const lessonFields = moduleFields.extend({ embed_url: embedUrl.optional() });
export const lessonCreateBody = lessonFields.refine(oneRelease, releaseIssue);
export type LessonCreateBody = z.infer<typeof lessonCreateBody>;
/** `module_id` moves the lesson to the end of that module (of the same school, any course). */
export const lessonUpdateBody = lessonFields
  .extend({ module_id: idParam })
  .partial()
  .refine(oneRelease, releaseIssue)
  .refine(somethingToChange, changeIssue);
export type LessonUpdateBody = z.infer<typeof lessonUpdateBody>;

/** Every item of the parent once, in the new order. */
export const studioOrderBody = z.object({
  ids: z
    .array(idParam)
    .min(1, M.orderInvalid)
    .max(STUDIO_ORDER_MAX, M.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, M.orderInvalid),
});
export type StudioOrderBody = z.infer<typeof studioOrderBody>;

// ---- Replies ----

const int = z.number().int();
export const videoStates = ['none', 'uploading', 'processing', 'ready', 'failed'] as const;

export const studioCourse = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  published: z.boolean(),
  position: int,
  modules_count: int,
  lessons_count: int,
  product_ids: z.array(int),
});
export type StudioCourse = z.infer<typeof studioCourse>;

export const studioLesson = z.object({
  id: int,
  module_id: int,
  title: z.string(),
  description: z.string(),
  position: int,
  published: z.boolean(),
  embed_url: z.string().nullable(),
  video: z.object({ state: z.enum(videoStates), duration_seconds: int }),
  materials_count: int,
  release_after_days: int.nullable(),
  release_at: z.string().nullable(),
});
export type StudioLesson = z.infer<typeof studioLesson>;

export const studioModule = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  position: int,
  published: z.boolean(),
  release_after_days: int.nullable(),
  release_at: z.string().nullable(),
  lessons: z.array(studioLesson),
});
export type StudioModule = z.infer<typeof studioModule>;

export const studioCoursesReply = z.object({ data: z.array(studioCourse) });
export const studioCourseReply = z.object({ data: studioCourse });
export const studioOutlineReply = z.object({ data: studioCourse.extend({ modules: z.array(studioModule) }) });
export type StudioOutline = z.infer<typeof studioOutlineReply>['data'];
export const studioModuleReply = z.object({ data: studioModule });
export const studioLessonReply = z.object({ data: studioLesson });
