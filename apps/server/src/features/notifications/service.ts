import type { MarkReadBody, Notification, NotificationList, NotificationTotal } from '@trilha/shared/notifications/schemas';
import { presentNotification } from './presenter';
import type { Db } from '../../platform/db/client';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { cachedFirstPage, cachedTotal, forgetUserNotifications, isFirstPage } from './reader-cache';
import { countUnread, findFeedPage, markAllRead, markRead, type Owner } from './repo';

/** The paths CONTRACT "Notifications" and spec 000 §7 fix; the feed's next page repeats the page size asked for. */
export const NOTIFICATION_PATHS = {
  feed: '/api/auth/notification',
  nextPage: (page: number, paginate: number) => `/api/auth/notification?page=${page}&paginate=${paginate}`,
  total: '/api/auth/notification/total',
  markRead: '/api/platform/auth/notification/update',
  preferences: '/api/auth/v2/notification-preferences/:tenantId',
} as const;

type Log = { warn: (obj: object, msg: string) => void };

/**
 * One page of the user's feed, newest first (docs/notifications.md "The feed, the count and marking
 * read"): one statement for the page and the total. A row whose payload does not parse is skipped
 * (and logged) so one bad row never costs the student their feed.
 */
export async function readFeed(db: Db, owner: Owner, query: { page: number; paginate: number }, log: Log): Promise<NotificationList> {
  const { total, rows } = await findFeedPage(db, owner, { limit: query.paginate, offset: (query.page - 1) * query.paginate });
  const data: Notification[] = [];
  for (const row of rows) {
    const shown = presentNotification(row);
    if (shown) data.push(shown);
    else log.warn({ tenantId: owner.tenantId, notificationId: row.id, type: row.type }, 'notification payload does not match its type');
  }
  return {
    data,
    current_page: query.page,
    next_page_url: query.page * query.paginate < total ? NOTIFICATION_PATHS.nextPage(query.page + 1, query.paginate) : null,
    per_page: query.paginate,
    total,
  };
}

/** A feed page as the bytes sent; the first page (the bell's, the page's) from memory when warm (reader-cache.ts). */
export function feedBytes(db: Db, owner: Owner, query: { page: number; paginate: number }, log: Log): Promise<JsonBytes> {
  const read = async () => jsonBytes(JSON.stringify(await readFeed(db, owner, query, log)));
  return isFirstPage(query) ? cachedFirstPage(db, owner, read) : read();
}

/** The bell: whether anything is unread, and how many up to the cap (the badge shows "+9" above 9); from memory when warm. */
export function readUnreadTotal(db: Db, owner: Owner): Promise<NotificationTotal> {
  return cachedTotal(db, owner, async () => {
    const unread = await countUnread(db, owner);
    return { has_unread_notifications: unread > 0, unread_count: unread };
  });
}

/** Marks the listed notifications, or every unread one, read; answers how many changed. The badge is never stale after it. */
export async function notificationsMarker(db: Db, owner: Owner, body: MarkReadBody): Promise<number> {
  const updated = await ('ids' in body ? markRead(db, owner, [...new Set(body.ids)]) : markAllRead(db, owner));
  forgetUserNotifications(db, owner);
  return updated;
}
