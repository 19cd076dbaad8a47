import { z } from 'zod';
import { idParam, pageQuery, paginated } from '../platform/http';

export const productStatus = z.enum(['active', 'inactive']);

/** GET api/auth/admin/products/get: "reads id, title, status" (spec 000 §7, spec 001 §7). */
export const productItem = z.object({ id: z.number().int(), title: z.string(), status: productStatus });
export const productsReply = z.object({ data: z.array(productItem) });

/** GET /api/auth/cursos/index/{tenant}: courses, each with id and title (spec 002 §7). */
export const courseOption = z.object({ id: z.number().int(), title: z.string(), cover_url: z.string().nullable() });
export const coursesReply = z.object({ data: z.array(courseOption) });

/** GET /api/auth/platform/modules/{tenant}: modules with id, title, course_id. */
export const moduleOption = z.object({ id: z.number().int(), title: z.string(), course_id: z.number().int() });
export const modulesReply = z.object({ data: z.array(moduleOption) });

export const lessonOption = z.object({
  id: z.number().int(),
  title: z.string(),
  module_id: z.number().int(),
  course_id: z.number().int(),
});

/** GET api/platform/auth/module/{moduleId}: lessons in body.data[0].lessons. */
export const moduleWithLessonsReply = z.object({
  data: z.array(moduleOption.extend({ lessons: z.array(lessonOption.extend({ order: z.number().int() })) })),
});

export const LESSONS_PER_PAGE = 20;
export const lessonsPage = paginated(lessonOption);
export const tenantParams = z.object({ tenant: idParam });
export const moduleParams = z.object({ moduleId: idParam });
export const pageQueryObject = z.object({ page: pageQuery });
export const lessonSearchParams = z.object({
  term: z.string().trim().min(1, 'Informe um termo de busca').max(120, 'Termo de busca muito longo'),
  tenant: idParam,
});

// ---- Student side ----

export const lessonSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  order: z.number().int(),
  duration_seconds: z.number().int(),
  locked: z.boolean(),
  /** Drip: when the lesson opens for this member, locked until then; null when nothing holds it back. */
  release_at: z.string().nullable(),
  finished: z.boolean(),
  thumbnail_url: z.string().nullable(),
  /** Staff previews only (docs/course-studio.md "Preview"): a draft students do not see. Absent for students. */
  draft: z.boolean().optional(),
});

export const courseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  locked: z.boolean(),
  lessons_count: z.number().int(),
  finished_count: z.number().int(),
  /** Where "Assistir" goes: the first unfinished lesson, else the first lesson. */
  next_lesson: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  /** Staff previews only (docs/course-studio.md "Preview"): a draft students do not see. Absent for students. */
  draft: z.boolean().optional(),
});
export type CourseCard = z.infer<typeof courseCard>;
export const myCoursesReply = z.object({ data: z.array(courseCard) });
export type MyCoursesReply = z.infer<typeof myCoursesReply>;

export const courseDetailReply = z.object({
  course: courseCard,
  modules: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      order: z.number().int(),
      draft: z.boolean().optional(),
      lessons: z.array(lessonSummary),
    }),
  ),
});
export type CourseDetailReply = z.infer<typeof courseDetailReply>;

/**
 * The member's progress on a lesson (docs/catalog.md "Progress"). `watched_seconds` is the furthest
 * point reported (where the player resumes); `credited_seconds` the time the server believes was
 * spent on the lesson, which finishes it once it reaches `needed_seconds`.
 */
export const lessonProgress = z.object({
  started_at: z.string().nullable(),
  watched_seconds: z.number().int(),
  credited_seconds: z.number().int(),
  needed_seconds: z.number().int(),
  finished_at: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgress>;

/** A document of the lesson: `url` is the catalog's download route, which checks the reader each time. */
export const lessonMaterial = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() });

export const lessonDetailReply = z.object({
  lesson: z.object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    /** Empty while locked: a locked lesson sends only what its locked page shows. */
    description: z.string(),
    course_id: z.number().int(),
    course_title: z.string(),
    module_id: z.number().int(),
    module_title: z.string(),
    duration_seconds: z.number().int(),
    locked: z.boolean(),
    /** Drip: when the lesson opens for this member (it is locked until then); null when nothing holds it back. */
    release_at: z.string().nullable(),
    /** Staff previews only: the lesson, its module or its course is a draft. Absent for students. */
    draft: z.boolean().optional(),
    /** Null while locked: a locked lesson shows as locked, its media is not sent. */
    video_url: z.string().nullable(),
    embed_url: z.string().nullable(),
    progress: lessonProgress,
    /** Empty while locked. */
    materials: z.array(lessonMaterial),
  }),
  previous: lessonSummary.nullable(),
  next: lessonSummary.nullable(),
});
export type LessonDetailReply = z.infer<typeof lessonDetailReply>;

export const courseParams = z.object({ courseId: idParam });

/** At most this many plans are named in the locked-content dialog; a school rarely sells more for one course. */
export const ACCESS_PRODUCTS_LIMIT = 10;
export const courseAccessPath = (courseId: number) => `/api/catalog/courses/${courseId}/access`;
/**
 * What a click on locked content explains (docs/catalog.md "Locked content"): whether the member
 * can open the course, the school's plans on sale that include it (each with its own sales link, set
 * in its product), and the school's sales link, or the first plan's when the school has none.
 */
export const courseAccessReply = z.object({
  data: z.object({
    course_id: z.number().int(),
    course_title: z.string(),
    locked: z.boolean(),
    products: z.array(z.object({ id: z.number().int(), title: z.string(), sales_url: z.string().nullable() })),
    sales_url: z.string().nullable(),
  }),
});
export type CourseAccessReply = z.infer<typeof courseAccessReply>;
export const lessonParams = z.object({ lessonId: idParam });
export const lessonMaterialParams = z.object({ lessonId: idParam, materialId: idParam });

export const MAX_LESSON_SECONDS = 24 * 3600;
/** The web player reports its position (or, without a video of ours, the time the page was open) this often. */
export const PROGRESS_REPORT_SECONDS = 10;
/** A report further than this from the one before credits nothing: playback stopped or the reports were lost. */
export const PROGRESS_GAP_SECONDS = 30;
/** Our player plays at most this fast, so a video's position may advance up to this many seconds a second. */
export const PLAYBACK_RATE_MAX = 2;
/** What a lesson of unknown duration (a text lesson) asks of time on its page before it can be finished. */
export const LESSON_MIN_SECONDS = 60;
/**
 * A progress report: where the player is (or how long the page has been open), and whether the
 * student asks to finish the lesson; the server decides what it believes (docs/catalog.md "Progress").
 */
export const progressBody = z.object({
  watched_seconds: z.number().int().min(0).max(MAX_LESSON_SECONDS),
  finished: z.boolean().optional(),
});
export type ProgressBody = z.infer<typeof progressBody>;
export const progressReply = z.object({ progress: lessonProgress });

export const SEARCH_RESULTS_LIMIT = 20;
export const searchQuery = z.object({
  search: z.string().trim().max(120, 'Termo de busca muito longo').default(''),
});
export const searchReply = z.object({
  courses: z.array(courseCard),
  lessons: z.array(lessonSummary.extend({ course_id: z.number().int(), course_title: z.string(), module_title: z.string() })),
});
export type SearchReply = z.infer<typeof searchReply>;

/** Lowercase, accents removed: the form both sides search by ("Introdução" matches "introducao"). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function slugify(text: string): string {
  return (
    normalizeSearch(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'aula'
  );
}
