import { apiPath } from '../platform/api-path';

/** The study reminders' API paths (CONTRACT "Study reminders"), registered by the server and called by the web app. */
export const reminderPaths = {
  reminders: apiPath('/api/auth/reminders/:tenant'),
  /** One-click unsubscribe from reminder e-mails (`?token=`; RFC 8058). */
  unsubscribe: apiPath('/api/reminders/unsubscribe'),
};
