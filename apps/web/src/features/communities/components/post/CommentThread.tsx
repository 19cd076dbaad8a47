import { Avatar, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/toast';
import { useComments, useDeleteComment } from '../../api/feed-comments';
import { uniqueById } from '../../api/feed-posts';
import type { Comment } from '../../api/feed-types';
import { feedError, feedMessage } from '../feed/feed-text';
import { CommentBox } from './CommentBox';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import type { PostRules } from './post-rules';
import { PostText } from './PostText';
import { RelativeTime } from './RelativeTime';

type ThreadProps = {
  rules: PostRules;
  postId: number;
  /** The comment whose replies these are; none for the post's comments. */ parent?: Comment;
};

/** A post's comments, or one comment's replies: oldest first, 20 at a time with "carregar mais", each once. */
export function CommentThread({ rules, postId, parent }: ThreadProps) {
  const { t } = useTranslation();
  const thread = useComments(rules.tenant, postId, parent?.id ?? null);
  const comments = uniqueById(thread.data?.pages);
  const label = parent ? t('communities.post.comment.replies', { name: parent.user.name }) : t('communities.post.comment.heading');

  if (thread.isPending) {
    return (
      <Center py="xs">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (thread.isError && comments.length === 0) {
    return (
      <Text size="sm" c="red.4" role="alert">
        {t('communities.post.comment.error')}{' '}
        <Button variant="subtle" size="compact-xs" onClick={() => void thread.refetch()}>
          {t('common.retry')}
        </Button>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {comments.length === 0 && !parent && rules.comments && (
        <Text size="sm" c="dimmed">
          {t('communities.post.comment.empty')}
        </Text>
      )}
      {comments.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} rules={rules} />
            </li>
          ))}
        </Stack>
      )}
      {thread.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t(parent ? 'communities.post.comment.loadMoreReplies' : 'communities.post.comment.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

type ItemProps = { comment: Comment; rules: PostRules };

/**
 * One comment: who, when, the words; "Responder" on a top-level comment (replies are one level
 * deep), its replies on demand, and "Excluir" for its author or staff, after a confirm.
 */
function CommentItem({ comment, rules }: ItemProps) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteComment(rules.tenant, comment.post_id);
  const topLevel = comment.parent_id === null;
  const name = comment.user.name;

  const confirmDelete = () =>
    remove.mutate(comment, {
      onSuccess: (reply) => {
        setConfirming(false);
        showSuccess(feedMessage(reply.message));
      },
      onError: (error) => showError(null, feedError(error)),
    });

  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="comment">
      <Avatar src={comment.user.photo_url} name={name} color="initials" size={topLevel ? 32 : 28} alt="" aria-hidden />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        {editing ? (
          <CommentBox
            tenant={rules.tenant}
            postId={comment.post_id}
            editing={comment}
            autoFocus
            onSent={() => {
              setEditing(false);
              showSuccess(t('communities.post.comment.edited'));
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Box bg="dark.6" px="sm" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                <RelativeTime iso={comment.created_at} />
                {comment.edited_at && ` · ${t('communities.post.edited')}`}
              </Text>
            </Group>
            <PostText text={comment.content} size="sm" />
          </Box>
        )}
        <Group gap={4}>
          {topLevel && rules.comments && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              onClick={() => {
                setReplying(true);
                setShowReplies(true);
              }}
            >
              {t('communities.post.comment.reply')}
            </Button>
          )}
          {topLevel && comment.replies_count > 0 && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              aria-expanded={showReplies}
              onClick={() => setShowReplies(!showReplies)}
            >
              {showReplies
                ? t('communities.post.comment.hideReplies')
                : t('communities.post.comment.showReplies', { count: comment.replies_count })}
            </Button>
          )}
          {comment.can_edit && !editing && (
            <Button variant="subtle" color="gray" size="compact-xs" onClick={() => setEditing(true)}>
              {t('communities.post.comment.edit')}
            </Button>
          )}
          {comment.can_delete && (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              aria-label={t('communities.post.comment.deleteLabel', { name })}
              onClick={() => setConfirming(true)}
            >
              {t('communities.post.comment.delete')}
            </Button>
          )}
        </Group>
        {topLevel && showReplies && <CommentThread rules={rules} postId={comment.post_id} parent={comment} />}
        {replying && (
          <CommentBox
            tenant={rules.tenant}
            postId={comment.post_id}
            parent={{ id: comment.id, name }}
            autoFocus
            onSent={() => setReplying(false)}
          />
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('communities.post.comment.deleteTitle')}
        text={t(topLevel ? 'communities.post.comment.deleteText' : 'communities.post.comment.deleteReplyText')}
        confirm={t('communities.post.comment.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
