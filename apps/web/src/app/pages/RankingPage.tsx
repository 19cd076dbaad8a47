import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RankingBoard } from '../../features/gamification/ranking/components/RankingBoard';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

/** /ranking (docs/gamification.md "Student screens"): the school's board, all time, 30 days or 7 days, with the viewer's place. */
export function RankingPage() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const viewerId = useMe().data?.id;
  usePageTitle(t('ranking.title'));
  return (
    <Container size="md" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('ranking.title')}</Title>
          <Text c="dimmed">{t('ranking.intro')}</Text>
        </Stack>
        {tenantId !== undefined && viewerId !== undefined && <RankingBoard tenantId={tenantId} viewerId={viewerId} />}
      </Stack>
    </Container>
  );
}
