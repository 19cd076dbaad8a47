import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX } from '@trilha/shared/communities/feed-constants';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComment, useEditComment } from '../../api/feed-comments';
import type { Comment } from '../../api/feed-types';
import { feedError, feedText } from '../feed/feed-text';

type Props = {
  tenant: number;
  postId: number;
  /** A reply names the top-level comment it answers (one level deep). */
  parent?: { id: number; name: string };
  /** The author's own comment, to change its words in place. */
  editing?: Comment;
  autoFocus?: boolean;
  onSent?: () => void;
  onCancel?: () => void;
};

/**
 * A comment, a reply, or an edit of one: at most 2,000 characters, with the count, and the
 * server's refusal said under it.
 */
export function CommentBox({ tenant, postId, parent, editing, autoFocus, onSent, onCancel }: Props) {
  const { t } = useTranslation();
  const [content, setContent] = useState(editing?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(tenant, postId);
  const edit = useEditComment(tenant, postId);
  const pending = add.isPending || edit.isPending;
  const counterId = useId();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(feedText('commentRequired'));
      return;
    }
    setError(null);
    const handlers = {
      onSuccess: () => {
        setContent('');
        onSent?.();
      },
      onError: (failure: Error) => setError(feedError(failure)),
    };
    if (editing) edit.mutate({ id: editing.id, content: text }, handlers);
    else add.mutate(parent ? { content: text, parent_id: parent.id } : { content: text }, handlers);
  };

  const label = editing
    ? t('communities.post.comment.editLabel')
    : parent
      ? t('communities.post.comment.replyLabel', { name: parent.name })
      : t('communities.post.comment.label');
  const submitLabel = editing
    ? 'communities.post.save'
    : parent
      ? 'communities.post.comment.submitReply'
      : 'communities.post.comment.submit';
  return (
    <form onSubmit={submit} noValidate data-testid={editing ? 'comment-edit-box' : parent ? 'reply-box' : 'comment-box'}>
      <Stack gap={4}>
        <Textarea
          aria-label={label}
          placeholder={t(parent ? 'communities.post.comment.replyPlaceholder' : 'communities.post.comment.placeholder')}
          value={content}
          maxLength={COMMENT_MAX}
          autosize
          minRows={1}
          maxRows={8}
          autoFocus={autoFocus}
          onChange={(e) => setContent(e.currentTarget.value)}
          aria-describedby={counterId}
          disabled={pending}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text
            id={counterId}
            size="xs"
            c="dimmed"
            aria-label={t('communities.feed.composer.counter', { count: content.length, max: COMMENT_MAX })}
          >
            {content.length}/{COMMENT_MAX}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {onCancel && (
              <Button variant="default" size="compact-sm" onClick={onCancel} disabled={pending}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" size="compact-sm" loading={pending}>
              {t(submitLabel)}
            </Button>
          </Group>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
