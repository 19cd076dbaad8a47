import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { LessonReply } from '@trilha/shared/lesson-page/schemas';
import { api } from '../../../lib/api/client';
import { mapComments, mapReplies, patchComment } from './comments-cache';
import { lessonPageKeys } from './keys';

/** The author, or staff, deletes a comment (with its replies) or a reply; it leaves every list that shows it. */
export function useDeleteLessonComment(tenant: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: LessonReply) => api<unknown>(lessonPagePaths.comment({ tenant, commentId: comment.id }), { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: (_reply, gone) => {
      const parentId = gone.parent_id;
      if (parentId === null) {
        mapComments(queryClient, tenant, lessonId, (comments) => comments.filter((c) => c.id !== gone.id));
        queryClient.removeQueries({ queryKey: lessonPageKeys.replies(tenant, lessonId, gone.id) });
        return;
      }
      mapReplies(queryClient, tenant, lessonId, parentId, (replies) => replies.filter((r) => r.id !== gone.id));
      patchComment(queryClient, tenant, lessonId, parentId, (c) => ({
        ...c,
        replies: c.replies.filter((r) => r.id !== gone.id),
        replies_count: Math.max(0, c.replies_count - 1),
      }));
    },
  });
}
