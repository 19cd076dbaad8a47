import { Avatar, Badge, Button, Divider, Group, Paper, Text, Title, type TitleOrder } from '@mantine/core';
import { IconMessageCircle, IconPinFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { postPage } from '../../api/feed-keys';
import type { Post } from '../../api/feed-types';
import { Comments } from './Comments';
import { LikeButton } from './LikeButton';
import classes from './PostCard.module.css';
import { PostEditForm } from './PostEditForm';
import { PostMedia } from './PostMedia';
import { PostMenu } from './PostMenu';
import type { PostRules } from './post-rules';
import { PostText } from './PostText';
import { RelativeTime } from '../../../../components/RelativeTime';

type Props = {
  post: Post;
  rules: PostRules;
  /** The post page opens its comments at once. */
  commentsOpen?: boolean;
  /** 3 in the feed (under "Publicações"), 2 on the post page. */
  headingOrder?: TitleOrder;
  onDeleted?: () => void;
};

/**
 * One post: author and time (a link to the post's page), "editado", the pinned badge, title, text
 * with its links, media; the heart (where likes are on), the comments on demand, and the menu.
 */
export function PostCard({ post, rules, commentsOpen = false, headingOrder = 3, onDeleted }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(commentsOpen);
  const ids = { title: useId(), author: useId(), comments: useId() };
  const link = postPage(rules.tenant, post.community_id, post.id);

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.card}
      data-pinned={post.pinned || undefined}
      aria-labelledby={post.title ? ids.title : undefined}
      aria-label={post.title ? undefined : t('communities.post.byline', { name: post.user.name })}
      data-testid="post"
      data-post-id={post.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={post.user.photo_url} name={post.user.name} color="initials" alt="" aria-hidden />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate="end" id={ids.author}>
              {post.user.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Link to={link} className={classes.time} title={t('communities.post.open')} data-testid="post-link">
                <RelativeTime iso={post.created_at} />
              </Link>
              {post.edited_at && (
                <Text size="xs" c="dimmed">
                  · {t('communities.post.edited')}
                </Text>
              )}
            </Group>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {post.pinned && (
            <Badge variant="light" leftSection={<IconPinFilled size={12} aria-hidden />}>
              {t('communities.post.pinned')}
            </Badge>
          )}
          <PostMenu post={post} rules={rules} onEdit={() => setEditing(true)} onDeleted={onDeleted} />
        </Group>
      </Group>

      {editing ? (
        <PostEditForm tenant={rules.tenant} post={post} onDone={() => setEditing(false)} />
      ) : (
        <>
          {post.title && (
            <Title order={headingOrder} size="h4" id={ids.title} className={classes.title}>
              {post.title}
            </Title>
          )}
          {post.text && <PostText text={post.text} fold />}
        </>
      )}
      <PostMedia post={post} />

      <Divider />
      <Group gap="xs">
        {rules.likes && <LikeButton tenant={rules.tenant} post={post} />}
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? ids.comments : undefined}
          onClick={() => setOpen(!open)}
          data-testid="comments-toggle"
        >
          {t('communities.post.comments', { count: post.comments_count })}
        </Button>
      </Group>
      {open && (
        <div id={ids.comments}>
          <Comments rules={rules} postId={post.id} />
        </div>
      )}
    </Paper>
  );
}
