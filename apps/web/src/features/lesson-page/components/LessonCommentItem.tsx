import { Avatar, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { LessonComment, LessonReply } from '@trilha/shared/lesson-page/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { RelativeTime } from '../../../components/RelativeTime';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeleteLessonComment } from '../api/delete-lesson-comment';
import { uniqueById, useLessonReplies } from '../api/get-lesson-comments';
import { LessonCommentForm } from './LessonCommentForm';
import { isCommentsOff, lessonPageError } from './lesson-page-text';
import classes from './LessonComments.module.css';

export type ThreadContext = {
  tenant: number;
  lessonId: number;
  /** The viewer is staff: unanswered student questions are marked for them. */
  staff: boolean;
  onRefused: (error: Error) => void;
};

/** Who, when, the words, and "Excluir" (with a confirm) for its author or staff. */
function CommentBody({ item, ctx, children }: { item: LessonReply; ctx: ThreadContext; children?: ReactNode }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLessonComment(ctx.tenant, ctx.lessonId);
  const topLevel = item.parent_id === null;
  const unanswered = ctx.staff && topLevel && !item.is_staff && !(item as Partial<LessonComment>).answered;
  const confirmDelete = () =>
    remove.mutate(item, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(t('lessonPage.comments.deleted'));
      },
      onError: (error) => {
        setConfirming(false);
        if (isCommentsOff(error)) ctx.onRefused(error);
        else showError(null, lessonPageError(error));
      },
    });
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid={topLevel ? undefined : 'lesson-reply'}>
      <Avatar src={item.user.photo_url} name={item.user.name} color="initials" size={topLevel ? 40 : 32} alt="" aria-hidden />
      <Stack gap={4} className={classes.body}>
        <Box className={item.is_staff ? classes.bubbleStaff : classes.bubble}>
          <Group gap={6} wrap="wrap" mb={2}>
            <Text size="sm" fw={600}>
              {item.user.name}
            </Text>
            {item.is_staff && (
              <Badge size="sm" variant="light" leftSection={<IconSchool size={12} aria-hidden />}>
                {t('lessonPage.comments.staff')}
              </Badge>
            )}
            {unanswered && (
              <Badge size="sm" variant="outline" color="yellow">
                {t('lessonPage.comments.unanswered')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              <RelativeTime iso={item.created_at} />
            </Text>
          </Group>
          <Text size="sm" className={classes.content}>
            {item.content}
          </Text>
        </Box>
        <Group gap={4}>
          {children}
          {item.can_delete && (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              aria-label={t('lessonPage.comments.deleteLabel', { name: item.user.name })}
              onClick={() => setConfirming(true)}
            >
              {t('lessonPage.comments.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('lessonPage.comments.deleteTitle')}
        text={t(topLevel ? 'lessonPage.comments.deleteText' : 'lessonPage.comments.deleteReplyText')}
        confirm={t('lessonPage.comments.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}

/**
 * A top-level comment with its replies under it: the first few come with it, "Ver mais respostas"
 * loads the rest; "Responder" opens a reply box (replies are one level deep).
 */
export function LessonCommentItem({ comment, ctx }: { comment: LessonComment; ctx: ThreadContext }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const more = useLessonReplies(ctx.tenant, ctx.lessonId, comment.id, expanded);
  const loaded = more.data?.pages.map((page) => page.data) ?? [];
  const replies = uniqueById([comment.replies, ...loaded]);
  const hasMore = expanded ? more.hasNextPage || more.isPending : comment.replies_count > comment.replies.length;
  const name = comment.user.name;
  return (
    <Stack gap="xs" data-testid="lesson-comment">
      <CommentBody item={comment} ctx={ctx}>
        <Button variant="subtle" color="gray" size="compact-xs" onClick={() => setReplying(true)} aria-expanded={replying}>
          {t('lessonPage.comments.reply')}
        </Button>
      </CommentBody>
      {(replies.length > 0 || hasMore || replying) && (
        <Stack gap="xs" className={classes.replies}>
          {replies.length > 0 && (
            <Stack component="ul" gap="xs" m={0} p={0} className={classes.list} aria-label={t('lessonPage.comments.replies', { name })}>
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentBody item={reply} ctx={ctx} />
                </li>
              ))}
            </Stack>
          )}
          {hasMore && (
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.more}
              loading={expanded && (more.isPending || more.isFetchingNextPage)}
              onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
            >
              {t('lessonPage.comments.moreReplies')}
            </Button>
          )}
          {expanded && more.isError && (
            <Text size="xs" c="red.4" role="alert">
              {lessonPageError(more.error)}
            </Text>
          )}
          {replying && (
            <LessonCommentForm
              tenant={ctx.tenant}
              lessonId={ctx.lessonId}
              parent={{ id: comment.id, name }}
              autoFocus
              onSent={() => setReplying(false)}
              onCancel={() => setReplying(false)}
              onRefused={ctx.onRefused}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
