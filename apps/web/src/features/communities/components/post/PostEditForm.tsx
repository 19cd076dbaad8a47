import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { POST_TEXT_MAX, POST_TITLE_MAX } from '@trilha/shared/communities/feed-constants';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../../lib/toast';
import { useEditPost } from '../../api/feed-post';
import type { Post } from '../../api/feed-types';
import { feedError, feedText } from '../feed/feed-text';

type Props = { tenant: number; post: Post; onDone: () => void };

/** The author's edit of a post's title and text, in place of them (media stay as posted). */
export function PostEditForm({ tenant, post, onDone }: Props) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(post.title);
  const [text, setText] = useState(post.text);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditPost(tenant, post.id);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), text: text.trim() };
    if (!body.title && !body.text) {
      setError(feedText('postEmpty'));
      return;
    }
    edit.mutate(body, {
      onSuccess: () => {
        showSuccess(feedText('postUpdated'));
        onDone();
      },
      onError: (failure) => setError(feedError(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('communities.post.editTitle')}
          value={title}
          maxLength={POST_TITLE_MAX}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label={t('communities.post.editText')}
          value={text}
          maxLength={POST_TEXT_MAX}
          autosize
          minRows={3}
          maxRows={14}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={edit.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {t('communities.post.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
