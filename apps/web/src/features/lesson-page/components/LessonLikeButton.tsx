import { Button } from '@mantine/core';
import { IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/toast';
import { useLessonLike } from '../api/get-lesson-like';
import { useLikeLesson } from '../api/like-lesson';
import { lessonPageError } from './lesson-page-text';

/**
 * The lesson's like (a thumb: the heart beside it is the favourite), pressed when liked, with the
 * count. It changes at once and goes back with the server's reason if refused; a locked lesson's is disabled.
 */
export function LessonLikeButton({ tenant, lessonId, locked }: { tenant: number; lessonId: number; locked: boolean }) {
  const { t } = useTranslation();
  const state = useLessonLike(tenant, lessonId);
  const like = useLikeLesson(tenant, lessonId);
  const liked = state.data?.liked ?? false;
  const count = state.data?.likes_count ?? 0;
  const Icon = liked ? IconThumbUpFilled : IconThumbUp;
  return (
    <Button
      variant={liked ? 'light' : 'default'}
      radius="xl"
      h={36}
      px="sm"
      leftSection={<Icon size={18} aria-hidden />}
      aria-pressed={liked}
      aria-label={`${t('lessonPage.like.label')}, ${t('lessonPage.like.count', { count })}`}
      disabled={locked || !state.data}
      onClick={() => like.mutate(!liked, { onError: (error) => showError(null, lessonPageError(error)) })}
      data-testid="lesson-like"
    >
      {count}
    </Button>
  );
}
