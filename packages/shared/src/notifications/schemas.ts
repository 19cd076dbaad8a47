import { z } from 'zod';
import { idParam, MAX_ID, paginated } from '../platform/http';
import {
  MARK_READ_MAX_IDS,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  PREFERENCE_KINDS,
  type PreferenceKind,
} from './constants';

export * from './constants';

const id = z.number().int();
const person = z.object({ name: z.string(), photo_url: z.string().nullable() });

// ---- The feed (CONTRACT "Notifications"; payloads as spec 000 §3 gives each type) ----

export const notificationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  paginate: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE),
});

const base = {
  id,
  read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  /** Where a click goes (docs/notifications.md): the lesson, the post, else /homepage. */
  redirect_url: z.string(),
};

/**
 * The payloads. Spec 000 §3 names the post's id `id` on community_post; spread into the
 * notification (CONTRACT "Notifications") it would hide the notification's own id, so it travels as `post_id`.
 */
export const notification = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('doubt'),
    lesson: z.object({ id, title: z.string() }),
    response_owner: person,
    /** The answer's first 200 characters (Trilha's addition, for the line's preview). */
    content: z.string(),
  }),
  z.object({ ...base, type: z.literal('community_post'), post_id: id, community_id: id, title: z.string(), user: person }),
  z.object({
    ...base,
    type: z.literal('community_comment'),
    community_id: id,
    content: z.string(),
    user: person,
    community_comment_data: z.object({ post: z.object({ id }) }),
  }),
  z.object({
    ...base,
    type: z.literal('community_reply'),
    community_id: id,
    content: z.string(),
    user: person,
    post_data: z.object({ post_id: id }),
  }),
  z.object({
    ...base,
    type: z.literal('community_like'),
    owner_like: z.object({ post_id: id, community_id: id, user: person, post: z.object({ title: z.string() }) }),
    /** Likes fold into one unread line: `user` liked last, and this many others before (docs/notifications.md). */
    others_count: z.number().int().min(0),
  }),
]);
export type Notification = z.infer<typeof notification>;

export const notificationList = paginated(notification);
export type NotificationList = z.infer<typeof notificationList>;

export const notificationTotal = z.object({ has_unread_notifications: z.boolean(), unread_count: z.number().int().min(0) });
export type NotificationTotal = z.infer<typeof notificationTotal>;

/** `{ ids }` marks those read, `{ all: true }` every one. */
export const markReadBody = z.union(
  [z.object({ ids: z.array(idParam).min(1).max(MARK_READ_MAX_IDS) }).strict(), z.object({ all: z.literal(true) }).strict()],
  { error: M.markReadBody },
);
export type MarkReadBody = z.infer<typeof markReadBody>;
export const markReadReply = z.object({ message: z.string(), updated: z.number().int() });

// ---- Preferences (spec 000 §2 modal, §3, §5; CONTRACT) ----

export const channel = z.object({ platform: z.boolean(), email: z.boolean() });
export type Channel = z.infer<typeof channel>;
const kinds = Object.fromEntries(PREFERENCE_KINDS.map((k) => [k, channel])) as Record<PreferenceKind, typeof channel>;

/** The wire, both ways: the four rows, and the ids of the communities with notifications on. */
export const preferences = z.object({ ...kinds, communities: z.array(z.number().int().positive().max(MAX_ID)).max(500) });
export type Preferences = z.infer<typeof preferences>;

/** Spec 000 §5: the modal's form, each followed community with its switch; on the wire, the ids switched on. */
export const preferencesForm = z.object({
  ...kinds,
  communities: z.array(z.object({ id: z.number().int(), title: z.string(), activeNotify: z.boolean().optional() })),
});
export type PreferencesForm = z.infer<typeof preferencesForm>;
export const toPreferencesBody = (form: PreferencesForm): Preferences => ({
  like: form.like,
  comment: form.comment,
  reply: form.reply,
  post: form.post,
  communities: form.communities.filter((c) => c.activeNotify !== false).map((c) => c.id),
});

export const preferencesParams = z.object({ tenantId: idParam });
export const subscribedReply = z.object({ data: z.array(z.object({ id, title: z.string() })) });
