import type { LessonComment, LessonReply, TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import type { LessonTemplate } from '@trilha/shared/lesson-page/constants';
import { LESSON_TEMPLATES, DEFAULT_LESSON_TEMPLATE } from '@trilha/shared/lesson-page/constants';
import type { CommentView, TopCommentView } from './comments-repo';
import type { Member } from '../../platform/auth/member';
import { mayDeleteComment } from './policy';

/** GET template_settings and the activeComment reply: the switch as 1/0 (spec 001 §4), the template 1..3. */
export function presentLessonSettings(row: { lessonComments: boolean; themeClasses: number }): TemplateSettings {
  const template = LESSON_TEMPLATES.find((n) => n === row.themeClasses) ?? DEFAULT_LESSON_TEMPLATE;
  return { comment: row.lessonComments ? 1 : 0, theme_classes: template satisfies LessonTemplate };
}

/** A comment or reply as the member reading it sees it: can_delete is its author's or staff's. */
export function presentReply(member: Member, c: CommentView): LessonReply {
  return {
    id: c.id,
    lesson_id: c.lessonId,
    parent_id: c.parentId,
    content: c.content,
    user: { id: c.userId, name: c.authorName, photo_url: c.authorPhoto },
    is_staff: c.authorIsStaff,
    created_at: c.createdAt.toISOString(),
    can_delete: mayDeleteComment(member, c),
  };
}

/** A top-level comment with its first replies (oldest first). */
export function presentComment(member: Member, c: TopCommentView, replies: readonly CommentView[]): LessonComment {
  return {
    ...presentReply(member, c),
    replies: replies.map((r) => presentReply(member, r)),
    replies_count: c.repliesCount,
    answered: c.answered,
  };
}
