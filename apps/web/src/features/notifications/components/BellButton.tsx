import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { UNREAD_BADGE_MAX } from '@trilha/shared/notifications/constants';
import type { ComponentPropsWithRef } from 'react';
import { badgeText } from './notification-text';

type Props = { count: number; label: string } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/** The bell with its unread badge ("+9" above 9); its name (`label`) says the count, the badge is only seen. */
export function BellButton({ count, label, ...button }: Props) {
  const badge = badgeText(count, UNREAD_BADGE_MAX);
  return (
    <ActionIcon variant="subtle" color="gray" size={40} radius="xl" aria-label={label} {...button}>
      <BellBadge badge={badge} />
    </ActionIcon>
  );
}

export function BellBadge({ badge }: { badge: string | null }) {
  return (
    <Indicator label={badge} disabled={badge === null} size={18} color="red" offset={4} inline aria-hidden data-testid="notification-badge">
      <IconBell size={22} stroke={1.7} aria-hidden />
    </Indicator>
  );
}
