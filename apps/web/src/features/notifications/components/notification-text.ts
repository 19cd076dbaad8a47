import type { Notification } from '@trilha/shared/notifications/schemas';
import type { TFunction } from 'i18next';

type Person = { name: string; photo_url: string | null };
export type NotificationView = { actor: Person; sentence: string; excerpt: string | null };

/**
 * What one line says, by type (spec 000 §3 payloads): who acted, the sentence, and the text they
 * wrote when there is one. Folded likes (docs/notifications.md) read "Ana e mais 9 pessoas curtiram…".
 */
export function describeNotification(n: Notification, t: TFunction): NotificationView {
  const s = (key: string, options: Record<string, unknown>) => t(`notifications.sentences.${key}`, options);
  // A post may have no title: the sentence then names none ("curtiu seu post"), never empty quotes.
  const quoted = (title: string) => (title.trim() ? ` “${title}”` : '');
  switch (n.type) {
    case 'community_like': {
      const { user, post } = n.owner_like;
      const sentence =
        n.others_count > 0
          ? s('likeOthers', { name: user.name, title: quoted(post.title), count: n.others_count })
          : s('like', { name: user.name, title: quoted(post.title) });
      return { actor: user, sentence, excerpt: null };
    }
    case 'community_comment':
      return { actor: n.user, sentence: s('comment', { name: n.user.name }), excerpt: n.content || null };
    case 'community_reply':
      return { actor: n.user, sentence: s('reply', { name: n.user.name }), excerpt: n.content || null };
    case 'community_post':
      return { actor: n.user, sentence: s('post', { name: n.user.name, title: quoted(n.title) }), excerpt: null };
    case 'doubt':
      return {
        actor: n.response_owner,
        sentence: s('doubt', { name: n.response_owner.name, title: n.lesson.title }),
        excerpt: n.content || null,
      };
  }
}

/** Each notification once, the first (newest) place it appears: folded likes move up between pages. */
export function uniqueNotifications(list: readonly Notification[]): Notification[] {
  const seen = new Set<number>();
  return list.filter((n) => {
    if (seen.has(n.id)) return false;
    seen.add(n.id);
    return true;
  });
}

/** Spec 000 §4: Hoje (created today in the viewer's time zone) and Antigas; an unreadable date is older. */
export function splitByDay(list: readonly Notification[], now = new Date()) {
  const today = now.toDateString();
  const isToday = (n: Notification) => new Date(n.created_at).toDateString() === today;
  return { today: list.filter(isToday), older: list.filter((n) => !isToday(n)) };
}

/** The badge's text (spec 000 §9): the count, "+9" above 9, nothing when all is read. */
export const badgeText = (count: number, max: number) => (count <= 0 ? null : count > max ? `+${max}` : String(count));
