import { Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { StatusMessage } from '../../../../components/StatusMessage';
import { CustomHtmlBlocks } from '../../../../components/custom-html/CustomHtmlBlocks';
import { ApiError } from '../../../../lib/api/client';
import { usePageTitle } from '../../../../lib/page-title';
import { useMe } from '../../../../lib/session';
import { useCommunityView, useExplorer } from '../../api/feed-explorer';
import type { CommunityView } from '../../api/feed-types';
import { postRules } from '../post/post-rules';
import { CommunityHeader } from './CommunityHeader';
import classes from './CommunityPage.module.css';
import { Composer } from './Composer';
import { feedText } from './feed-text';
import { FeedList } from './FeedList';
import { LearningStrips } from './LearningStrips';
import { LockedCommunity } from './LockedCommunity';
import { OtherCommunities } from './OtherCommunities';

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** What app/ adds to an open community (features do not import each other): the gamification's ranking strip. */
export type CommunitySlots = { ranking?: (tenant: number, view: CommunityView) => ReactNode };

/** /comunidade/{tenant}/{communityId} (spec 000 §2): the community in its look, its feed, or its offer when closed. */
export function CommunityPage({ slots = {} }: { slots?: CommunitySlots }) {
  const { t } = useTranslation();
  const params = useParams();
  const tenant = positive(params.tenant);
  const communityId = positive(params.communityId);
  const offered = useMe().data?.features.communities ?? true;
  const view = useCommunityView(tenant, communityId, offered && tenant > 0 && communityId > 0);
  const community = view.data?.data;

  usePageTitle(community?.title);

  if (!offered) return <Navigate to="/homepage" replace />;
  const missing = !tenant || !communityId || (view.error instanceof ApiError && view.error.status === 404);
  return (
    <Container size="lg" px={{ base: 'md', md: 'xl' }} py="xl">
      {community ? (
        <CommunityScreen tenant={tenant} view={community} slots={slots} />
      ) : missing ? (
        <StatusMessage
          icon={<IconUsersGroup />}
          title={t('communities.feed.community.notFoundTitle')}
          description={t('communities.feed.community.notFoundText')}
          action={
            <Button component={Link} to={`/comunidade/explorer?tenant=${tenant}`} variant="light">
              {t('communities.feed.community.all')}
            </Button>
          }
        />
      ) : view.isError ? (
        <StatusMessage
          tone="error"
          icon={<IconAlertTriangle />}
          title={t('communities.feed.community.errorTitle')}
          description={t('communities.feed.errorText')}
          onRetry={() => void view.refetch()}
        />
      ) : (
        <Stack gap="lg" role="status" aria-busy aria-label={t('common.loading')}>
          <Skeleton h={200} radius="lg" />
          <Skeleton h={160} radius="md" />
        </Stack>
      )}
    </Container>
  );
}

function CommunityScreen({ tenant, view, slots }: { tenant: number; view: CommunityView; slots: CommunitySlots }) {
  const wide = useMediaQuery('(min-width: 64em)', true, { getInitialValueInEffect: false });
  // The school's other communities come from the communities page's call: none while that page is
  // off (404), and then no way back to it either.
  const explorer = useExplorer(tenant);
  const list = view.has_access ? (explorer.data?.data ?? []).filter((c) => c.id !== view.id) : [];
  const withSide = !view.hide_channels_groups && list.length > 0;
  const others = withSide && <OtherCommunities tenant={tenant} communities={list} collapsible={!wide} />;
  // The school's blocks for this community close its column, open or closed to the member.
  const blocks = <CustomHtmlBlocks page="community" screen={{ community_id: view.id }} />;
  return (
    <Stack gap="lg">
      <CommunityHeader tenant={tenant} view={view} allLink={explorer.isSuccess} />
      {!view.has_access ? (
        <>
          <LockedCommunity view={view} />
          {blocks}
        </>
      ) : (
        <div className={classes.layout} data-with-side={(withSide && wide) || undefined}>
          <div className={classes.main}>
            {!wide && others}
            <LearningStrips tenant={tenant} communityId={view.id} />
            {slots.ranking?.(tenant, view)}
            {view.can_post ? (
              <Composer key={view.id} tenant={tenant} view={view} />
            ) : (
              <Text size="sm" c="dimmed">
                {feedText('publicationsOff')}
              </Text>
            )}
            <FeedList rules={postRules(tenant, view)} canPost={view.can_post} />
            {blocks}
          </div>
          {wide && others}
        </div>
      )}
    </Stack>
  );
}
