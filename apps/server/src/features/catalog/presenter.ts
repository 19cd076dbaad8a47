import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { MaterialView } from './lesson-files';
import type {
  CourseCard,
  LessonDetailReply,
  LessonProgress,
  SearchReply,
  courseOption,
  lessonOption,
  lessonSummary,
  moduleOption,
  productItem,
} from '@trilha/shared/catalog/schemas';
import type { z } from 'zod';
import { neededSeconds } from './progress-credit';
import type { LessonSummaryRow } from './repo';

type ProductItem = z.infer<typeof productItem>;
type LessonSummary = z.infer<typeof lessonSummary>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Any status other than 'active' is off sale; the wire knows only the two. */
export const presentProduct = (row: { id: number; title: string; status: string }): ProductItem => ({
  id: row.id,
  title: row.title,
  status: row.status === 'active' ? 'active' : 'inactive',
});

export const presentCourseOption = (row: { id: number; title: string; coverUrl: string | null }): z.infer<typeof courseOption> => ({
  id: row.id,
  title: row.title,
  cover_url: row.coverUrl,
});

export const presentModuleOption = (row: { id: number; title: string; courseId: number }): z.infer<typeof moduleOption> => ({
  id: row.id,
  title: row.title,
  course_id: row.courseId,
});

export const presentLessonOption = (row: {
  id: number;
  title: string;
  moduleId: number;
  courseId: number;
}): z.infer<typeof lessonOption> => ({
  id: row.id,
  title: row.title,
  module_id: row.moduleId,
  course_id: row.courseId,
});

/** The contract's paginated envelope; `pageUrl` builds the relative link of another page. */
export function presentLessonsPage(
  rows: { id: number; title: string; moduleId: number; courseId: number }[],
  page: { current: number; perPage: number; total: number; pageUrl: (page: number) => string },
) {
  const hasNext = page.current * page.perPage < page.total;
  return {
    data: rows.map(presentLessonOption),
    current_page: page.current,
    next_page_url: hasNext ? page.pageUrl(page.current + 1) : null,
    per_page: page.perPage,
    total: page.total,
  };
}

export type CourseView = {
  course: { id: number; title: string; description: string; coverUrl: string | null; lessonsCount: number; finishedCount: number };
  nextLesson: { id: number; slug: string } | null;
  locked: boolean;
};

export const presentCourseCard = ({ course, nextLesson, locked }: CourseView): CourseCard => ({
  id: course.id,
  title: course.title,
  description: course.description,
  cover_url: course.coverUrl,
  locked,
  lessons_count: course.lessonsCount,
  finished_count: course.finishedCount,
  next_lesson: nextLesson ? { id: nextLesson.id, slug: nextLesson.slug } : null,
});

/** Drip: a date still to come, as replies send it; null when the lesson is open (or its course is what locks it). */
export const releaseAtOf = (opensAt: Date | string | number | null) =>
  opensAt !== null && new Date(opensAt).getTime() > Date.now() ? new Date(opensAt).toISOString() : null;

const presentLessonSummary = (row: LessonSummaryRow, courseLocked: boolean): LessonSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  order: row.order,
  duration_seconds: row.durationSeconds,
  // A course the member does not hold locks the lesson for that reason alone: no drip date then.
  locked: courseLocked || releaseAtOf(row.opensAt) !== null,
  release_at: courseLocked ? null : releaseAtOf(row.opensAt),
  finished: row.finishedAt !== null,
  thumbnail_url: row.thumbnailUrl,
});

/** A lesson's progress as stored (nulls before the first report) and the lesson's duration, which sets what it needs. */
export type ProgressView = {
  startedAt: Date | null;
  watchedSeconds: number | null;
  creditedSeconds: number | null;
  finishedAt: Date | null;
  durationSeconds: number;
};

/** Believed time is kept to the fraction; the wire shows whole seconds, never rounded up past what was believed. */
export const presentProgress = (row: ProgressView): LessonProgress => ({
  started_at: iso(row.startedAt),
  watched_seconds: row.watchedSeconds ?? 0,
  credited_seconds: Math.floor(row.creditedSeconds ?? 0),
  needed_seconds: neededSeconds(row.durationSeconds),
  finished_at: iso(row.finishedAt),
});

export type LessonDetailView = {
  lesson: {
    id: number;
    title: string;
    slug: string;
    description: string;
    courseId: number;
    courseTitle: string;
    moduleId: number;
    moduleTitle: string;
    durationSeconds: number;
    videoUrl: string | null;
    /** A video the studio processed: private, played through the catalog's route (lesson-files.ts). */
    videoKey: string | null;
    /** Staff previews: the lesson, its module or its course is a draft. */
    draft: boolean;
    embedUrl: string | null;
    startedAt: Date | null;
    watchedSeconds: number | null;
    creditedSeconds: number | null;
    finishedAt: Date | null;
  };
  locked: boolean;
  /** Drip: the lesson opens for this student then (ISO); until then it shows as locked. */
  releaseAt: string | null;
  materials: MaterialView[];
  /** Already as replies send them (pages.ts readLessonNeighbours). */
  previous: LessonSummary | null;
  next: LessonSummary | null;
};

/** A locked lesson shows as locked: its page renders; its description and media are not sent. */
export function presentLessonDetail({
  lesson,
  locked: courseLocked,
  releaseAt,
  materials,
  previous,
  next,
}: LessonDetailView): LessonDetailReply {
  const locked = courseLocked || releaseAt !== null;
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      slug: lesson.slug,
      description: locked ? '' : lesson.description,
      course_id: lesson.courseId,
      course_title: lesson.courseTitle,
      module_id: lesson.moduleId,
      module_title: lesson.moduleTitle,
      duration_seconds: lesson.durationSeconds,
      locked,
      release_at: releaseAt,
      ...(lesson.draft ? { draft: true } : {}),
      video_url: locked ? null : lesson.videoKey ? catalogPaths.lessonVideo({ lessonId: lesson.id }) : lesson.videoUrl,
      embed_url: locked ? null : lesson.embedUrl,
      progress: presentProgress(lesson),
      materials: locked ? [] : materials,
    },
    previous,
    next,
  };
}

export type SearchView = {
  courses: CourseView[];
  lessons: (LessonSummaryRow & { courseTitle: string; moduleTitle: string; locked: boolean })[];
};

export const presentSearch = (view: SearchView): SearchReply => ({
  courses: view.courses.map(presentCourseCard),
  lessons: view.lessons.map((row) => ({
    ...presentLessonSummary(row, row.locked),
    course_id: row.courseId,
    course_title: row.courseTitle,
    module_title: row.moduleTitle,
  })),
});
