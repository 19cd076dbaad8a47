import { Stack, Title } from '@mantine/core';
import type { HomeItem } from '@trilha/shared/home/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../../../components/ContentCard';
import { useCommunityStrips } from '../../api/feed-strips';
import classes from './LearningStrips.module.css';

/**
 * The community's learning strips above its feed: the member's unfinished lessons of the courses
 * its products open, with % watched, and those courses. Each is shown only when the server sends
 * cards for it (the community's settings decide that, docs/communities.md "Strips").
 */
export function LearningStrips({ tenant, communityId }: { tenant: number; communityId: number }) {
  const { t } = useTranslation();
  const strips = useCommunityStrips(tenant, communityId, true).data;
  if (!strips) return null;
  return (
    <>
      <Strip title={t('communities.feed.strips.continue')} items={strips.continue_watching} testId="continue-watching" />
      <Strip title={t('communities.feed.strips.courses')} items={strips.courses} testId="community-courses" />
    </>
  );
}

function Strip({ title, items, testId }: { title: string; items: HomeItem[]; testId: string }) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <ul className={classes.track} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <ContentCard item={item} cardType="horizontal" />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
