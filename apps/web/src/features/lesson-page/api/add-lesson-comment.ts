import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { LessonCommentInput, LessonReply, lessonCommentCreatedReply } from '@trilha/shared/lesson-page/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { mapComments, mapReplies, patchComment, rereadIfLoading } from './comments-cache';
import { lessonPageKeys } from './keys';

type Created = z.infer<typeof lessonCommentCreatedReply>;

/**
 * A comment goes on top of the list (newest first); a reply goes at the end of its comment's
 * replies, the count moves, and a staff reply marks the comment answered.
 */
export function useAddLessonComment(tenant: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonCommentInput) => api<Created>(lessonPagePaths.comments({ tenant, lessonId }), { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: ({ data: added }) => {
      const parentId = added.parent_id;
      if (parentId === null) {
        if (!rereadIfLoading(queryClient, lessonPageKeys.comments(tenant, lessonId)))
          mapComments(queryClient, tenant, lessonId, (comments, first) => (first ? [added, ...comments] : comments));
        return;
      }
      // The reply as a reply: the server answers with the comment shape, whose extra fields a reply does not carry.
      const { id, lesson_id, content, user, is_staff, created_at, can_delete } = added;
      const reply: LessonReply = { id, lesson_id, parent_id: parentId, content, user, is_staff, created_at, can_delete };
      const repliesKey = lessonPageKeys.replies(tenant, lessonId, parentId);
      const expanded = queryClient.getQueryData(repliesKey) !== undefined;
      if (expanded) mapReplies(queryClient, tenant, lessonId, parentId, (replies, last) => (last ? [...replies, reply] : replies));
      patchComment(queryClient, tenant, lessonId, parentId, (c) => ({
        ...c,
        replies: expanded ? c.replies : [...c.replies, reply],
        replies_count: c.replies_count + 1,
        answered: c.answered || reply.is_staff,
      }));
    },
  });
}
