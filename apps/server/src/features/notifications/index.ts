import type { FeaturePlugin } from '../../platform/feature';
import { firstPagesCache, totalsCache } from './reader-cache';
import { notificationsRoutes } from './routes';
import { registerNotificationSubscribers } from './subscribers';
import { notificationMailRoutes } from './unsubscribe-routes';

/**
 * Notifications (docs/notifications.md), made from the other features' domain events alone: the
 * subscribers and the fan-out's jobs, the member's list, the e-mail digests' sweep and their
 * one-click way out.
 */
export const notificationsFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(totalsCache, firstPagesCache);
  registerNotificationSubscribers(ctx);
  await app.register(notificationsRoutes, { ctx });
  await app.register(notificationMailRoutes, { ctx });
};
