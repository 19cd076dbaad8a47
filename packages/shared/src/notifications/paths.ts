import { apiPath } from '../platform/api-path';

/** The notifications' API paths (CONTRACT "Notifications", spec 000 §7), registered by the server and called by the web app. */
export const notificationPaths = {
  /** The member's notifications, newest first (`?page=&paginate=`). */
  feed: apiPath('/api/auth/notification'),
  /** Whether there are unread notifications, and how many. */
  total: apiPath('/api/auth/notification/total'),
  /** PATCH: marks notifications read. */
  read: apiPath('/api/platform/auth/notification/update'),
  preferences: apiPath('/api/auth/v2/notification-preferences/:tenantId'),
  /** One-click unsubscribe from notification e-mails (`?token=`; RFC 8058). */
  unsubscribe: apiPath('/api/notifications/unsubscribe'),
};
