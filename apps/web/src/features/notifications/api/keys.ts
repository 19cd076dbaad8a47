/** The notifications' query keys, one owner each (mutations update and invalidate through these). */
export const notificationKeys = {
  /** Everything the bell and the page show: marking read refreshes all of it. */
  all: ['notifications'] as const,
  total: ['notifications', 'total'] as const,
  /** The bell's page 1, polled on its own (spec 000 §9: page 1 only). */
  firstPage: ['notifications', 'page', 1] as const,
  /** /notifications, every page loaded so far. */
  feed: ['notifications', 'feed'] as const,
  // Outside `all`: marking a notification read has nothing to refresh here.
  preferences: (tenantId: number) => ['notification-preferences', tenantId, 'preferences'] as const,
  subscribed: (tenantId: number) => ['notification-preferences', tenantId, 'subscribed'] as const,
};
