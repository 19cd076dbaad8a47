import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_POLL_MS } from '@trilha/shared/notifications/constants';
import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { NotificationList } from '@trilha/shared/notifications/schemas';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { notificationKeys } from './keys';

/** CONTRACT "Notifications": one page, newest first. */
const getNotifications = (page: number) => api<NotificationList>(notificationPaths.feed({}, { page, paginate: NOTIFICATION_PAGE_SIZE }));

/** Spec 000 §9: the bell polls page 1 every 5 minutes while the tab is seen; §8: a failure says nothing. */
export const firstPageQuery = () =>
  queryOptions({
    queryKey: notificationKeys.firstPage,
    queryFn: () => getNotifications(1),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    meta: { silent: true },
  });

export const useFirstPage = (enabled: boolean) => useQuery({ ...firstPageQuery(), enabled });

/** Spec 000 §4: the next page while there is one; an empty page or no next_page_url ends the list. */
const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.feed,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.length > 0 && last.next_page_url ? last.current_page + 1 : undefined),
    meta: { silent: true },
  });

export const useNotificationFeed = (enabled: boolean) => useInfiniteQuery({ ...feedQuery(), enabled });
