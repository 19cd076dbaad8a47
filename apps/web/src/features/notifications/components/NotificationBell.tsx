import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { UNREAD_BADGE_MAX } from '@trilha/shared/notifications/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirstPage } from '../api/get-notifications';
import { useNotificationTotal } from '../api/get-total';
import { useMarkRead } from '../api/mark-read';
import { NotificationGroups } from './NotificationList';
import { badgeText } from './notification-text';

/** The bell's name says how many are unread (the badge is only seen). */
function useBellLabel(count: number) {
  const { t } = useTranslation();
  if (count <= 0) return t('notifications.bell');
  if (count > UNREAD_BADGE_MAX) return t('notifications.bellUnreadMany', { max: UNREAD_BADGE_MAX });
  return t('notifications.bellUnread', { count });
}

function BellIcon({ count }: { count: number }) {
  const badge = badgeText(count, UNREAD_BADGE_MAX);
  return (
    <Indicator label={badge} disabled={badge === null} size={18} color="red" offset={4} inline aria-hidden data-testid="notification-badge">
      <IconBell size={22} stroke={1.7} aria-hidden />
    </Indicator>
  );
}

/**
 * The header's bell (spec 000 §2 "Notification feed"): the unread badge, polled with page 1 every
 * 5 minutes (§9). From the desktop breakpoint up (1024px, where the header has room) it opens a
 * popover with Hoje and Antigas; below it, the alternate bell links straight to /notifications.
 */
export function NotificationBell() {
  const theme = useMantineTheme();
  // Read synchronously, as the profile drawer does: a first frame with the other bell would flash.
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const total = useNotificationTotal();
  const count = total.data?.unread_count ?? 0;
  const label = useBellLabel(count);
  if (!desktop) {
    return (
      <ActionIcon component={Link} to="/notifications" variant="subtle" color="gray" size={40} radius="xl" aria-label={label}>
        <BellIcon count={count} />
      </ActionIcon>
    );
  }
  return <BellPopover count={count} label={label} hasUnread={total.data?.has_unread_notifications ?? false} />;
}

function BellPopover({ count, label, hasUnread }: { count: number; label: string; hasUnread: boolean }) {
  const { t } = useTranslation();
  const [opened, popover] = useDisclosure(false);
  const headingId = useId();
  const page = useFirstPage(true);
  const markRead = useMarkRead();
  const notifications = page.data?.data ?? [];
  const unread = hasUnread || notifications.some((n) => n.read === 0);

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      returnFocus
    >
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size={40} radius="xl" aria-label={label} onClick={popover.toggle}>
          <BellIcon count={count} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p={0}>
        <Group justify="space-between" wrap="nowrap" px="md" py="sm" gap="sm">
          <Title order={2} size="h5" id={headingId}>
            {t('notifications.title')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!unread || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('notifications.markAll')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          <Box p="xs">
            {page.isPending ? (
              <Center py="lg">
                <Loader size="sm" aria-label={t('common.loading')} />
              </Center>
            ) : page.isSuccess && notifications.length === 0 ? (
              <Text c="dimmed" size="sm" ta="center" py="lg" px="md">
                {t('notifications.messages.empty')}
              </Text>
            ) : (
              // A failed load shows nothing here (spec 000 §8: swallowed silently).
              <NotificationGroups notifications={notifications} headingOrder={3} onFollow={popover.close} />
            )}
          </Box>
        </ScrollArea.Autosize>
        <Divider />
        <Center py="sm">
          <Anchor component={Link} to="/notifications" size="sm" onClick={popover.close}>
            {t('notifications.seeAll')}
          </Anchor>
        </Center>
      </Popover.Dropdown>
    </Popover>
  );
}
