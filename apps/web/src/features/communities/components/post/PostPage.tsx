import { Anchor, Button, Center, Container, Group, Loader, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { communityPath } from '@trilha/shared/communities/constants';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { StatusMessage } from '../../../../components/StatusMessage';
import { ApiError } from '../../../../lib/api/client';
import { usePageTitle } from '../../../../lib/page-title';
import { useMe } from '../../../../lib/session';
import { useTenant } from '../../../../lib/tenant';
import { useCommunityView } from '../../api/feed-explorer';
import { usePost } from '../../api/feed-post';
import { LockedCommunity } from '../feed/LockedCommunity';
import { PostCard } from './PostCard';
import { postRules } from './post-rules';

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * /comunidade/post/{postId}/{course-or-tenant-id}/{communityId} (spec 000 §2), where notifications
 * point: one post with its comments open, and the way back to its community. The middle segment
 * may name a course, so the school is the one of this address.
 */
export function PostPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const postId = positive(params.postId);
  const communityId = positive(params.communityId);
  const tenant = useTenant().data?.id ?? 0;
  const offered = useMe().data?.features.communities ?? true;
  const ready = offered && tenant > 0 && postId > 0 && communityId > 0;
  const view = useCommunityView(tenant, communityId, ready);
  const post = usePost(tenant, postId, ready);
  const community = view.data?.data;
  const shown = post.data?.data;

  usePageTitle(shown ? shown.title || t('communities.post.pageTitle') : undefined);

  if (!offered) return <Navigate to="/homepage" replace />;
  const back = communityPath(tenant, communityId);
  const gone = !postId || !communityId || [view.error, post.error].some((e) => e instanceof ApiError && e.status === 404);

  let body;
  if (community && !community.has_access) body = <LockedCommunity view={community} />;
  else if (community && shown) {
    body = (
      <>
        {/* A post without a title still gives the page its heading. */}
        {!shown.title && (
          <VisuallyHidden>
            <Title order={1}>{t('communities.post.byline', { name: shown.user.name })}</Title>
          </VisuallyHidden>
        )}
        <PostCard post={shown} rules={postRules(tenant, community)} commentsOpen headingOrder={1} onDeleted={() => void navigate(back)} />
      </>
    );
  } else if (gone) {
    body = (
      <StatusMessage
        icon={<IconMessageOff />}
        title={t('communities.post.notFoundTitle')}
        description={t('communities.post.notFoundText')}
        action={
          <Button component={Link} to={back} variant="light">
            {t('communities.feed.community.all')}
          </Button>
        }
      />
    );
  } else if (view.isError || post.isError) {
    body = (
      <StatusMessage
        tone="error"
        icon={<IconAlertTriangle />}
        title={t('communities.post.errorTitle')}
        description={t('communities.feed.errorText')}
        onRetry={() => void Promise.all([view.refetch(), post.refetch()])}
      />
    );
  } else {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  return (
    <Container size="sm" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {community ? t('communities.post.back', { title: community.title }) : t('communities.feed.community.all')}
          </Group>
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
