import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { StatusMessage } from '../../../components/StatusMessage';
import { ContentCard, ContentCardSkeleton } from '../../../components/ContentCard';
import { CustomHtmlBlocks } from '../../../components/custom-html/CustomHtmlBlocks';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../../../lib/session';
import { useTenant } from '../../../lib/tenant';
import { useFavorites } from '../api/get-favorites';

const columns = { base: 1, xs: 2, md: 3, lg: 4 };

/** /favoritos (spec 000 §2): the courses and lessons the student saved, removable in place. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const school = useTenant().data;
  // The review account has no list (the server's `features`): its address leads home.
  const offered = useMe().data?.features.favorites ?? true;
  const favorites = useFavorites(school?.id, offered);
  const entries = favorites.data?.pages.flatMap((page) => page.data) ?? [];
  const total = favorites.data?.pages.at(-1)?.total ?? 0;

  usePageTitle(t('favorites.title'));

  if (!offered) return <Navigate to="/homepage" replace />;
  return (
    <Container size="xl" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('favorites.title')}</Title>
          <Text c="dimmed">{t('favorites.subtitle')}</Text>
          {favorites.isSuccess && total > 0 && (
            <Text size="sm" c="dimmed">
              {t('favorites.count', { count: total })}
            </Text>
          )}
        </Stack>
        {favorites.isPending ? (
          <SimpleGrid cols={columns} spacing="lg" verticalSpacing="xl" aria-busy>
            {Array.from({ length: 4 }, (_, i) => (
              <ContentCardSkeleton key={i} cardType="horizontal" />
            ))}
          </SimpleGrid>
        ) : favorites.isError ? (
          <StatusMessage
            tone="error"
            icon={<IconAlertTriangle />}
            title={t('favorites.errorTitle')}
            description={t('favorites.errorText')}
            onRetry={() => void favorites.refetch()}
          />
        ) : entries.length === 0 ? (
          <StatusMessage
            icon={<IconHeart />}
            title={t('favorites.emptyTitle')}
            description={t('favorites.emptyText')}
            action={
              <Button component={Link} to="/homepage" variant="light">
                {t('favorites.backHome')}
              </Button>
            }
          />
        ) : (
          <>
            <SimpleGrid
              component="ul"
              cols={columns}
              spacing="lg"
              verticalSpacing="xl"
              p={0}
              m={0}
              aria-label={t('favorites.listLabel')}
              style={{ listStyle: 'none' }}
            >
              {entries.map((entry) => (
                <li key={`${entry.kind}-${entry.id}`}>
                  <ContentCard item={entry} cardType="horizontal" showKind />
                </li>
              ))}
            </SimpleGrid>
            {favorites.hasNextPage && (
              <Group justify="center">
                <Button variant="default" onClick={() => void favorites.fetchNextPage()} loading={favorites.isFetchingNextPage}>
                  {t('favorites.loadMore')}
                </Button>
              </Group>
            )}
          </>
        )}
        {/* After the list has drawn: the school's blocks never come before the student's own. */}
        {!favorites.isPending && <CustomHtmlBlocks page="favorite" />}
      </Stack>
    </Container>
  );
}
