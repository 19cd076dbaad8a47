import { NOTIFICATION_POLL_MS } from '@trilha/shared/notifications/constants';
import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { NotificationTotal } from '@trilha/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { notificationKeys } from './keys';

/** CONTRACT "Notifications": whether anything is unread, and how much (counted up to 10: the badge's "+9"). */
const getTotal = () => api<NotificationTotal>(notificationPaths.total());

/** Polled with page 1 (spec 000 §9); a failure is silent (§8): the bell then shows no badge. */
export const totalQuery = () =>
  queryOptions({
    queryKey: notificationKeys.total,
    queryFn: getTotal,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    meta: { silent: true },
  });

export const useNotificationTotal = (enabled = true) => useQuery({ ...totalQuery(), enabled });
