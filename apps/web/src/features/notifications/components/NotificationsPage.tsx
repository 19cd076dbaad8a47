import { Button, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { StatusMessage } from '../../../components/StatusMessage';
import { usePageTitle } from '../../../lib/page-title';
import { useMe } from '../../../lib/session';
import { useSentinel } from '../../../lib/use-sentinel';
import { useNotificationFeed } from '../api/get-notifications';
import { useNotificationTotal } from '../api/get-total';
import { useMarkRead } from '../api/mark-read';
import { NotificationGroups } from './NotificationList';
import { uniqueNotifications } from './notification-text';

/**
 * /notifications (spec 000 §2, §4): Hoje and Antigas, each notification once, the next page when
 * the end of the list comes into view; a click reads the line and follows it.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  // The review account has no notifications (the server's `features`): its address leads home.
  const offered = useMe().data?.features.notifications ?? true;
  const feed = useNotificationFeed(offered);
  const total = useNotificationTotal(offered);
  const markRead = useMarkRead();
  const notifications = uniqueNotifications(feed.data?.pages.flatMap((page) => page.data) ?? []);
  const unread = (total.data?.has_unread_notifications ?? false) || notifications.some((n) => n.read === 0);
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinel = useSentinel(() => void feed.fetchNextPage({ cancelRefetch: false }), canLoad, feed.data?.pages.length ?? 0);
  usePageTitle(t('notifications.title'));

  if (!offered) return <Navigate to="/homepage" replace />;
  return (
    <Container size="sm" px={{ base: 'md', md: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('notifications.title')}</Title>
          {notifications.length > 0 && (
            <Button variant="light" size="sm" disabled={!unread || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              {t('notifications.markAll')}
            </Button>
          )}
        </Group>
        {feed.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : feed.isError && notifications.length === 0 ? (
          // No toast (spec 000 §8: a load failure is silent); the page still offers another try.
          <StatusMessage
            tone="error"
            icon={<IconAlertTriangle />}
            title={t('notifications.loadFailed')}
            onRetry={() => void feed.refetch()}
          />
        ) : notifications.length === 0 ? (
          <StatusMessage icon={<IconBellOff />} title={t('notifications.messages.empty')} />
        ) : (
          <>
            <NotificationGroups notifications={notifications} headingOrder={2} />
            <div ref={sentinel} data-testid="notifications-sentinel" />
            {feed.isFetchingNextPage && (
              <Center py="md">
                <Loader size="sm" aria-label={t('notifications.loadingMore')} />
              </Center>
            )}
            {feed.isFetchNextPageError && (
              <Center>
                <Button variant="default" onClick={() => void feed.fetchNextPage()}>
                  {t('notifications.loadMore')}
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
