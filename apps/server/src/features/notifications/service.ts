import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { MarkReadBody, Notification, NotificationList, NotificationTotal } from '@trilha/shared/notifications/schemas';
import { presentNotification } from './presenter';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import type { ActorScope } from '../../platform/request-scope';
import { cachedFirstPage, cachedTotal, forgetUserNotifications, isFirstPage } from './reader-cache';
import { countUnread, findFeedPage, markAllRead, markRead, type Owner } from './repo';

type Log = { warn: (obj: object, msg: string) => void };

/** The signed-in member reading their own notifications (routes.ts checked the feature and the school). */
export type Scope = Pick<ActorScope, 'db' | 'tenantId' | 'actor'>;
/** Whose notifications: the actor in the scope's school. */
export const ownerOf = ({ tenantId, actor }: Pick<Scope, 'tenantId' | 'actor'>): Owner => ({ tenantId, userId: actor.id });

/**
 * One page of the user's feed, newest first (docs/notifications.md "The feed, the count and marking
 * read"): one statement for the page and the total. A row whose payload does not parse is skipped
 * (and logged) so one bad row never costs the student their feed.
 */
async function readFeed(scope: Scope, query: { page: number; paginate: number }, log: Log): Promise<NotificationList> {
  const owner = ownerOf(scope);
  const { total, rows } = await findFeedPage(scope.db, owner, { limit: query.paginate, offset: (query.page - 1) * query.paginate });
  const data: Notification[] = [];
  for (const row of rows) {
    const shown = presentNotification(row);
    if (shown) data.push(shown);
    else log.warn({ tenantId: owner.tenantId, notificationId: row.id, type: row.type }, 'notification payload does not match its type');
  }
  return {
    data,
    current_page: query.page,
    // The next page repeats the page size asked for.
    next_page_url:
      query.page * query.paginate < total ? notificationPaths.feed({}, { page: query.page + 1, paginate: query.paginate }) : null,
    per_page: query.paginate,
    total,
  };
}

/** A feed page as the bytes sent; the first page (the bell's, the page's) from memory when warm (reader-cache.ts). */
export function readFeedBytes(scope: Scope, query: { page: number; paginate: number }, log: Log): Promise<JsonBytes> {
  const read = async () => jsonBytes(JSON.stringify(await readFeed(scope, query, log)));
  return isFirstPage(query) ? cachedFirstPage(scope.db, ownerOf(scope), read) : read();
}

/** The bell: whether anything is unread, and how many up to the cap (the badge shows "+9" above 9); from memory when warm. */
export function readUnreadTotal(scope: Scope): Promise<NotificationTotal> {
  const { db } = scope;
  const owner = ownerOf(scope);
  return cachedTotal(db, owner, async () => {
    const unread = await countUnread(db, owner);
    return { has_unread_notifications: unread > 0, unread_count: unread };
  });
}

/** Marks the listed notifications, or every unread one, read; answers how many changed. The badge is never stale after it. */
export async function markNotificationsRead(scope: Scope, body: MarkReadBody): Promise<number> {
  const { db } = scope;
  const owner = ownerOf(scope);
  const updated = await ('ids' in body ? markRead(db, owner, [...new Set(body.ids)]) : markAllRead(db, owner));
  forgetUserNotifications(db, owner);
  return updated;
}
