import { Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { StatusMessage } from '../../../../components/StatusMessage';
import { ApiError } from '../../../../lib/api/client';
import { usePageTitle } from '../../../../lib/page-title';
import { useMe } from '../../../../lib/session';
import { useTenant } from '../../../../lib/tenant';
import { useExplorer } from '../../api/feed-explorer';
import { CommunityCard } from './CommunityCard';

const columns = { base: 1, sm: 2, lg: 3 };

/** The school in `?tenant=` (spec 000 §2), or the school of this address when the link carries none. */
export function useTenantParam(): number | undefined {
  const [params] = useSearchParams();
  const school = useTenant().data;
  const named = Number(params.get('tenant'));
  return Number.isInteger(named) && named > 0 ? named : school?.id;
}

/** /comunidade/explorer?tenant= (spec 000 §2): a card per community this member sees, principal first. */
export function ExplorerPage() {
  const { t } = useTranslation();
  const tenant = useTenantParam();
  // The review account has no communities (the server's `features`): its address leads home.
  const offered = useMe().data?.features.communities ?? true;
  const explorer = useExplorer(tenant ?? 0, tenant !== undefined && offered);
  const communities = explorer.data?.data ?? [];
  const off = explorer.error instanceof ApiError && explorer.error.status === 404;

  usePageTitle(t('communities.feed.explorer.title'));

  if (!offered) return <Navigate to="/homepage" replace />;
  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('communities.feed.explorer.title')}</Title>
          <Text c="dimmed">{t('communities.feed.explorer.subtitle')}</Text>
        </Stack>
        {explorer.isPending ? (
          <SimpleGrid cols={columns} spacing="lg" role="status" aria-busy aria-label={t('common.loading')}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h={280} radius="md" />
            ))}
          </SimpleGrid>
        ) : off ? (
          <StatusMessage
            icon={<IconUsersGroup />}
            title={t('communities.feed.explorer.offTitle')}
            description={t('communities.feed.explorer.offText')}
            action={
              <Button component={Link} to="/homepage" variant="light">
                {t('communities.feed.backHome')}
              </Button>
            }
          />
        ) : explorer.isError ? (
          <StatusMessage
            tone="error"
            icon={<IconAlertTriangle />}
            title={t('communities.feed.explorer.errorTitle')}
            description={t('communities.feed.errorText')}
            onRetry={() => void explorer.refetch()}
          />
        ) : communities.length === 0 ? (
          <StatusMessage
            icon={<IconUsersGroup />}
            title={t('communities.feed.explorer.emptyTitle')}
            description={t('communities.feed.explorer.emptyText')}
          />
        ) : (
          <SimpleGrid
            component="ul"
            cols={columns}
            spacing="lg"
            verticalSpacing="lg"
            p={0}
            m={0}
            aria-label={t('communities.feed.explorer.listLabel')}
            style={{ listStyle: 'none' }}
          >
            {communities.map((community) => (
              <li key={community.id}>
                <CommunityCard tenant={tenant ?? 0} community={community} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
