/** Spec 000 §9 and docs/notifications.md: the numbers the server and the web app share. */

/** The notification types on the wire (spec 000 §3). */
export const NOTIFICATION_TYPES = ['doubt', 'community_post', 'community_comment', 'community_reply', 'community_like'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The preferences' four rows (spec 000 §2 modal, §3): which row governs which type. */
export const PREFERENCE_KINDS = ['like', 'comment', 'reply', 'post'] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];
export const PREFERENCE_OF: Record<NotificationType, PreferenceKind> = {
  community_like: 'like',
  community_comment: 'comment',
  community_reply: 'reply',
  doubt: 'reply',
  community_post: 'post',
};

/** Spec 000 §9: 10 a page; the client may ask up to 50. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_PAGE_MAX = 50;
/** Spec 000 §9: the bell polls page 1 and the count every 5 minutes. */
export const NOTIFICATION_POLL_MS = 300_000;
/** Spec 000 §9: the badge shows "+9" above 9, so the count stops at 10. */
export const UNREAD_BADGE_MAX = 9;
export const UNREAD_COUNT_CAP = UNREAD_BADGE_MAX + 1;
/** Spec 000 §9: preferences cached 30 minutes, no refetch on focus; toasts 4 s. */
export const PREFERENCES_CACHE_MS = 1_800_000;
export const PREFERENCES_TOAST_MS = 4_000;
/** Spec 000 §8: the preferences' fetch retries (unless 404 or 500) after 3 s. */
export const PREFERENCES_RETRY_MS = 3_000;
/** `{ ids }` marks at most this many at once. */
export const MARK_READ_MAX_IDS = 100;
/** A user keeps at most this many notifications (docs/notifications.md). */
export const NOTIFICATIONS_KEPT = 1_000;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notificação lida com sucesso.',
  preferencesSaved: 'Configurações salvas com sucesso!',
  preferencesFailed: 'Erro ao salvar as configurações',
  empty: 'Você não tem notificações no momento.',
  noCommunities: 'Nenhuma comunidade encontrada',
  markReadBody: 'Envie ids ou all: true',
} as const;
