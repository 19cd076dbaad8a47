import { Anchor, Box, Button, Center, Divider, Group, Loader, Popover, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirstPage } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { BellButton } from './BellButton';
import { NotificationGroups } from './NotificationList';

type Props = { count: number; label: string; hasUnread: boolean };

/** The bell's popover (spec 000 §2): page 1 as Hoje and Antigas, 'Marcar todas como lidas', the link to /notifications. Mounted by the first click, open. */
export function BellPopover({ count, label, hasUnread }: Props) {
  const { t } = useTranslation();
  const [opened, popover] = useDisclosure(true);
  const headingId = useId();
  const bell = useRef<HTMLButtonElement>(null);
  const page = useFirstPage(true);
  const markRead = useMarkRead();
  const notifications = page.data?.data ?? [];
  const unread = hasUnread || notifications.some((n) => n.read === 0);

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      onDismiss={popover.close}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      // A dialog takes the focus (Escape is heard inside it) and gives it back to the bell.
      trapFocus
      returnFocus
      closeOnEscape={false}
    >
      <Popover.Target>
        <BellButton ref={bell} count={count} label={label} onClick={popover.toggle} />
      </Popover.Target>
      <Popover.Dropdown
        aria-labelledby={headingId}
        p={0}
        maw="calc(100vw - 16px)"
        // Escape is handled here, not by Mantine: the first opening mounted this bell in place of the
        // one clicked, and the focus Mantine would give back is the one that is gone.
        onKeyDownCapture={(event) => {
          if (event.key !== 'Escape') return;
          popover.close();
          bell.current?.focus();
        }}
      >
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
          <Anchor component={Link} to="/notifications" size="sm" c="var(--mantine-primary-color-light-color)" onClick={popover.close}>
            {t('notifications.seeAll')}
          </Anchor>
        </Center>
      </Popover.Dropdown>
    </Popover>
  );
}
