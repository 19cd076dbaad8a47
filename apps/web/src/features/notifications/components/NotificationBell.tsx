import { ActionIcon, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { UNREAD_BADGE_MAX } from '@trilha/shared/notifications/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAfterPaint } from '../../../lib/after-paint';
import { useFirstPage } from '../api/get-notifications';
import { useNotificationTotal } from '../api/get-total';
import { BellBadge, BellButton } from './BellButton';
import { badgeText } from './notification-text';

export const loadBellPopover = () => import('./BellPopover');
const BellPopover = lazy(() => loadBellPopover().then((m) => ({ default: m.BellPopover })));

/** The bell's name says how many are unread. */
function useBellLabel(count: number) {
  const { t } = useTranslation();
  if (count <= 0) return t('notifications.bell');
  if (count > UNREAD_BADGE_MAX) return t('notifications.bellUnreadMany', { max: UNREAD_BADGE_MAX });
  return t('notifications.bellUnread', { count });
}

/**
 * The header's bell (spec 000 §2 "Notification feed"): the unread badge, polled with page 1 every
 * 5 minutes (§9). From the desktop breakpoint up (1024px, where the header has room) it opens a
 * popover with Hoje and Antigas, whose code (and Mantine's positioning) loads on the first click,
 * as the language menu's does; below it, the alternate bell links straight to /notifications.
 */
export function NotificationBell() {
  const theme = useMantineTheme();
  // Read synchronously, as the profile drawer does: a first frame with the other bell would flash.
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  // After the first screen has painted: the bell never competes with the page's own calls.
  const painted = useAfterPaint();
  const total = useNotificationTotal(painted);
  // Polled even while the popover is closed, so it opens on fresh lines; the narrow bell lists nothing.
  useFirstPage(desktop && painted);
  const [wanted, setWanted] = useState(false);
  const count = total.data?.unread_count ?? 0;
  const label = useBellLabel(count);
  if (!desktop) {
    return (
      <ActionIcon component={Link} to="/notifications" variant="subtle" color="gray" size={40} radius="xl" aria-label={label}>
        <BellBadge badge={badgeText(count, UNREAD_BADGE_MAX)} />
      </ActionIcon>
    );
  }
  if (!wanted) {
    return (
      <BellButton
        count={count}
        label={label}
        aria-haspopup="dialog"
        onClick={() => setWanted(true)}
        onPointerEnter={() => void loadBellPopover()}
      />
    );
  }
  return (
    <Suspense fallback={<BellButton count={count} label={label} aria-haspopup="dialog" />}>
      <BellPopover count={count} label={label} hasUnread={total.data?.has_unread_notifications ?? false} />
    </Suspense>
  );
}
