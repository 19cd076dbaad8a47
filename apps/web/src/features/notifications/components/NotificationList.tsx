import { Avatar, Box, Group, Stack, Text, Title, UnstyledButton, VisuallyHidden, type TitleOrder } from '@mantine/core';
import type { Notification } from '@trilha/shared/notifications/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/RelativeTime';
import { safeNextPath } from '../../../lib/safe-next';
import { useMarkRead } from '../api/mark-read';
import classes from './NotificationList.module.css';
import { describeNotification, splitByDay } from './notification-text';

type Props = {
  notifications: readonly Notification[];
  /** The groups' heading level: under the page's h1, or the popover's h2. */
  headingOrder: TitleOrder;
  /** After a line is followed (the popover closes). */
  onFollow?: () => void;
};

/** Hoje and Antigas (spec 000 §2, §4), each a list of lines; a group with nothing is left out. */
export function NotificationGroups({ notifications, headingOrder, onFollow }: Props) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const { today, older } = splitByDay(notifications);
  const follow = (n: Notification) => {
    if (n.read === 0) markRead.mutate({ ids: [n.id] });
    onFollow?.();
  };
  return (
    <Stack gap="md">
      {today.length > 0 && <NotificationGroup title={t('notifications.today')} items={today} order={headingOrder} onFollow={follow} />}
      {older.length > 0 && <NotificationGroup title={t('notifications.older')} items={older} order={headingOrder} onFollow={follow} />}
    </Stack>
  );
}

type GroupProps = { title: string; items: Notification[]; order: TitleOrder; onFollow: (n: Notification) => void };

function NotificationGroup({ title, items, order, onFollow }: GroupProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={order} id={headingId} size="h6" tt="uppercase" c="dimmed" fw={600} mb={4} px="sm">
        {title}
      </Title>
      <ul className={classes.list} aria-labelledby={headingId}>
        {items.map((n) => (
          <li key={n.id}>
            <NotificationLine notification={n} onFollow={() => onFollow(n)} />
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** One line: the actor's picture, what happened, their words, when; unread is shown and told. */
function NotificationLine({ notification, onFollow }: { notification: Notification; onFollow: () => void }) {
  const { t } = useTranslation();
  const { actor, sentence, excerpt } = describeNotification(notification, t);
  const unread = notification.read === 0;
  return (
    <UnstyledButton
      component={Link}
      to={safeNextPath(notification.redirect_url)}
      onClick={onFollow}
      className={classes.item}
      data-unread={unread || undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar src={actor.photo_url} name={actor.name} alt="" aria-hidden color="initials" size={40} />
        <Box miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {unread && (
              <>
                <VisuallyHidden>{`${t('notifications.unread')}:`}</VisuallyHidden>{' '}
              </>
            )}
            {sentence}
          </Text>
          {excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {excerpt}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            <RelativeTime iso={notification.created_at} />
          </Text>
        </Box>
        {unread && <span className={classes.dot} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
