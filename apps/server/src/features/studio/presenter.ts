import type { StudioCourse, StudioLesson, StudioModule, StudioOutline } from '@trilha/shared/studio/schemas';
import type { CourseRow, LessonRow, ModuleRow } from './repo';

export const presentCourse = (row: CourseRow): StudioCourse => ({
  id: row.id,
  title: row.title,
  description: row.description,
  cover_url: row.coverUrl,
  published: row.published,
  position: row.position,
  modules_count: row.modulesCount,
  lessons_count: row.lessonsCount,
  product_ids: row.productIds,
});

/**
 * The lesson's video as the studio shows it: the newest upload's state while one is on its way or
 * failed; otherwise a video the lesson plays (processed, or the seed's file) is `ready`.
 */
function videoState(row: LessonRow): StudioLesson['video']['state'] {
  if (row.uploadState === 'uploading' || row.uploadState === 'processing' || row.uploadState === 'failed') return row.uploadState;
  return row.videoKey || row.videoUrl ? 'ready' : 'none';
}

export const presentLesson = (row: LessonRow): StudioLesson => ({
  id: row.id,
  module_id: row.moduleId,
  title: row.title,
  description: row.description,
  position: row.position,
  published: row.published,
  embed_url: row.embedUrl,
  video: { state: videoState(row), duration_seconds: row.durationSeconds },
  materials_count: row.materialsCount,
  release_after_days: row.releaseAfterDays,
  release_at: row.releaseAt?.toISOString() ?? null,
});

export const presentModule = (row: ModuleRow, lessons: LessonRow[]): StudioModule => ({
  id: row.id,
  title: row.title,
  description: row.description,
  cover_url: row.coverUrl,
  position: row.position,
  published: row.published,
  release_after_days: row.releaseAfterDays,
  release_at: row.releaseAt?.toISOString() ?? null,
  lessons: lessons.filter((l) => l.moduleId === row.id).map(presentLesson),
});

export const presentOutline = (course: CourseRow, modules: ModuleRow[], lessons: LessonRow[]): StudioOutline => ({
  ...presentCourse(course),
  modules: modules.map((m) => presentModule(m, lessons)),
});
