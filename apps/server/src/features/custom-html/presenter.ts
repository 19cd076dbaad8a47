import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { frameUrl } from './frame';
import type { BlockRow, BlockSummary } from './repo';

/** A block as the replies carry it; `html` only when it was read (the edit panel's list and writes). */
export function presentBlock(row: BlockSummary | BlockRow): CustomHtmlBlock {
  return {
    id: row.id,
    title: row.title,
    ...('html' in row ? { html: row.html } : {}),
    page: row.page,
    community_id: row.communityId,
    course_id: row.courseId,
    module_id: row.moduleId,
    lesson_id: row.lessonId,
    frame_url: frameUrl(row),
    updated_at: row.updatedAt.toISOString(),
  };
}
