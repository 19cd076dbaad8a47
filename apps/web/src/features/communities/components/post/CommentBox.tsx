import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT_MAX } from '@trilha/shared/communities/feed-constants';
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComment } from '../../api/feed-comments';
import { feedError, feedText } from '../feed/feed-text';

type Props = {
  tenant: number;
  postId: number;
  /** A reply names the top-level comment it answers (one level deep). */
  parent?: { id: number; name: string };
  autoFocus?: boolean;
  onSent?: () => void;
};

/** A comment or a reply: at most 2,000 characters, with the count, and the server's refusal said under it. */
export function CommentBox({ tenant, postId, parent, autoFocus, onSent }: Props) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(tenant, postId);
  const counterId = useId();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(feedText('commentRequired'));
      return;
    }
    setError(null);
    add.mutate(parent ? { content: text, parent_id: parent.id } : { content: text }, {
      onSuccess: () => {
        setContent('');
        onSent?.();
      },
      onError: (failure) => setError(feedError(failure)),
    });
  };

  const label = parent ? t('communities.post.comment.replyLabel', { name: parent.name }) : t('communities.post.comment.label');
  return (
    <form onSubmit={submit} noValidate data-testid={parent ? 'reply-box' : 'comment-box'}>
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
          disabled={add.isPending}
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
          <Button type="submit" size="compact-sm" loading={add.isPending}>
            {t(parent ? 'communities.post.comment.submitReply' : 'communities.post.comment.submit')}
          </Button>
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
