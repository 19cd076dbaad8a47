import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../../lib/toast';
import { useLikePost } from '../../api/feed-like';
import type { Post } from '../../api/feed-types';
import { feedError } from '../feed/feed-text';

/** The heart of a post: pressed when liked, with the count; it changes at once and goes back with a toast if refused. */
export function LikeButton({ tenant, post }: { tenant: number; post: Post }) {
  const { t } = useTranslation();
  const like = useLikePost(tenant, post.id);
  const liked = post.liked_by_me;
  return (
    <Button
      variant="subtle"
      color={liked ? 'red' : 'gray'}
      size="compact-md"
      leftSection={
        liked ? <IconHeartFilled size={18} color="var(--mantine-color-red-6)" aria-hidden /> : <IconHeart size={18} aria-hidden />
      }
      aria-pressed={liked}
      aria-label={`${t('communities.post.like')}, ${t('communities.post.likes', { count: post.likes_count })}`}
      onClick={() => like.mutate(!liked, { onError: (error) => showError(null, feedError(error)) })}
      data-testid="like-button"
    >
      {post.likes_count}
    </Button>
  );
}
