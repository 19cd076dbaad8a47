import { UNREAD_COUNT_CAP } from '@trilha/shared/notifications/constants';
import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { MarkReadBody, Notification, NotificationList, NotificationTotal } from '@trilha/shared/notifications/schemas';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { api } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/toast';
import { notificationKeys } from './keys';

/** CONTRACT "Notifications": `{ ids }` marks those read, `{ all: true }` every one. */
const markRead = (body: MarkReadBody) => api<{ message: string; updated: number }>(notificationPaths.read(), { method: 'PATCH', body });

const targets = (body: MarkReadBody, n: Notification) => 'all' in body || body.ids.includes(n.id);
const markIn = (body: MarkReadBody) => (list: NotificationList) => ({
  ...list,
  data: list.data.map((n) => (n.read === 0 && targets(body, n) ? { ...n, read: 1 as const } : n)),
});

/** The unread notifications of the cached lists that `body` reads, each once (page 1 and the feed overlap). */
function newlyRead(queryClient: QueryClient, body: MarkReadBody): number {
  const lists = [
    queryClient.getQueryData<NotificationList>(notificationKeys.firstPage),
    ...(queryClient.getQueryData<InfiniteData<NotificationList>>(notificationKeys.feed)?.pages ?? []),
  ];
  const ids = new Set(lists.flatMap((list) => list?.data.filter((n) => n.read === 0 && targets(body, n)).map((n) => n.id) ?? []));
  return ids.size;
}

/**
 * The count after reading: none after "all"; otherwise fewer by what was read, except at the cap,
 * where the real count is 10 or more and the server's answer (the refetch) says how many remain.
 */
function nextTotal(total: NotificationTotal, body: MarkReadBody, read: number): NotificationTotal {
  if ('all' in body) return { has_unread_notifications: false, unread_count: 0 };
  const unread = total.unread_count >= UNREAD_COUNT_CAP ? total.unread_count : Math.max(0, total.unread_count - read);
  return { has_unread_notifications: unread > 0, unread_count: unread };
}

/**
 * Marking read (spec 000 §4): the badge and every list change at once (the cached queries are
 * updated before the call, put back if it fails), then all of it is read again from the server,
 * so no count stays stale. Success says 'Notificação lida com sucesso.' (spec 000 §8).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const previous = queryClient.getQueriesData({ queryKey: notificationKeys.all });
      const read = newlyRead(queryClient, body);
      const mark = markIn(body);
      queryClient.setQueryData<NotificationList>(notificationKeys.firstPage, (list) => list && mark(list));
      queryClient.setQueryData<InfiniteData<NotificationList>>(
        notificationKeys.feed,
        (feed) => feed && { ...feed, pages: feed.pages.map(mark) },
      );
      queryClient.setQueryData<NotificationTotal>(notificationKeys.total, (total) => total && nextTotal(total, body, read));
      return { previous };
    },
    onError: (_error, _body, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    // Toasted here, not by the clicked line: following a notification leaves the screen that asked.
    onSuccess: () => showSuccess(i18n.t('notifications.messages.markedRead')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
