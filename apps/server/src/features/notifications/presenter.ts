import { notification, type Notification } from '@trilha/shared/notifications/schemas';
import type { NotificationRow } from './repo';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored row as the feed sends it (CONTRACT "Notifications"): the payload of its type spread in,
 * then the row's own fields over it (so a payload key can never hide the notification's id), `read`
 * as 0/1 and `created_at` in ISO-8601. `others_count` is the folded like line's column.
 *
 * Checked against the shared schema here, once: a row whose payload does not match its type (written
 * by an older fan-out, or by hand) is left out and reported, rather than failing the user's whole feed.
 */
export function presentNotification(row: NotificationRow): Notification | null {
  if (!isRecord(row.data)) return null;
  const parsed = notification.safeParse({
    ...row.data,
    id: row.id,
    type: row.type,
    read: row.read ? 1 : 0,
    created_at: new Date(row.created_at).toISOString(),
    redirect_url: row.redirect_url,
    ...(row.type === 'community_like' ? { others_count: row.others_count } : {}),
  });
  return parsed.success ? parsed.data : null;
}
