import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMessages } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../components/StatusMessage';
import { uniqueById, useFeed } from '../../api/feed-posts';
import { PostCard } from '../post/PostCard';
import type { PostRules } from '../post/post-rules';
import { useSentinel } from '../../../../lib/use-sentinel';

type Props = { rules: PostRules; canPost: boolean };

/**
 * The feed (spec 000 §4): pinned first, then newest first, each post once; the next page loads
 * when the sentinel at the end comes into view, and paging stops at the last page or an empty one.
 */
export function FeedList({ rules, canPost }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = useFeed(rules.tenant, rules.communityId, true);
  const posts = uniqueById(feed.data?.pages);
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useSentinel(() => void feed.fetchNextPage({ cancelRefetch: false }), canLoad, feed.data?.pages.length ?? 0);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" aria-busy={feed.isFetching || undefined}>
      <Title order={2} size="h4" id={headingId}>
        {t('communities.feed.list.heading')}
      </Title>
      {feed.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : feed.isError && posts.length === 0 ? (
        <StatusMessage
          tone="error"
          icon={<IconAlertTriangle />}
          title={t('communities.feed.list.errorTitle')}
          description={t('communities.feed.errorText')}
          onRetry={() => void feed.refetch()}
        />
      ) : posts.length === 0 ? (
        <StatusMessage icon={<IconMessages />} title={t(canPost ? 'communities.feed.list.emptyCanPost' : 'communities.feed.list.empty')} />
      ) : (
        <>
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} data-testid="feed">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} rules={rules} />
              </li>
            ))}
          </Stack>
          {/* The sentinel: where the next page starts loading (a button too, for when loading failed). */}
          <div ref={sentinel} data-testid="feed-sentinel" />
          {feed.isFetchingNextPage && (
            <Center py="md">
              <Loader size="sm" aria-label={t('communities.feed.list.loadingMore')} />
            </Center>
          )}
          {feed.isFetchNextPageError && (
            <Center>
              <Button variant="default" onClick={() => void feed.fetchNextPage()}>
                {t('communities.feed.list.loadMore')}
              </Button>
            </Center>
          )}
          {!feed.hasNextPage && (
            <Text ta="center" c="dimmed" size="sm" py="md">
              {t('communities.feed.list.end')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
