import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommunityView } from '../../api/feed-types';
import { offerOf } from '../explorer/community-look';
import { SalesButton } from '../explorer/SalesButton';

/**
 * A community this member cannot enter (has_access false): what it is, and its offer. No feed is
 * asked for: the server would refuse it (403) anyway.
 */
export function LockedCommunity({ view }: { view: CommunityView }) {
  const { t } = useTranslation();
  const offer = offerOf(view);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      aria-labelledby="community-locked"
      data-testid="community-locked"
    >
      <Stack align="center" ta="center" gap="md" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2} size="h3" id="community-locked">
          {t('communities.feed.community.lockedTitle')}
        </Title>
        <Text c="dimmed">{t(offer ? 'communities.feed.community.lockedText' : 'communities.feed.community.lockedNoOffer')}</Text>
        <SalesButton community={view} size="md" />
      </Stack>
    </Paper>
  );
}
