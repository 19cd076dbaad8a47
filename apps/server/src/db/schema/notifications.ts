import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { communities } from './communities';
import { communityComments, communityPosts } from './community-posts';
import { lessonComments } from './lesson-page';
import { createdAt, identityId, tenantId, updatedAt } from './columns';

/**
 * A notification for one user (docs/notifications.md). `data` is the payload of its type as the
 * feed sends it (spec 000 §3), `event_id` the domain event it came from: one per user and event,
 * by the unique key, however often the event is delivered. The foreign keys to what it points at
 * remove it with the post, the comment or the answer.
 */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: tenantId(),
    id: identityId(),
    userId: integer('user_id').notNull(),
    type: varchar('type', { length: 24 }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    data: jsonb('data').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    /** The Plataforma switch when it was created: only these show in the feed, the bell and the count. */
    inFeed: boolean('in_feed').notNull(),
    read: boolean('read').notNull().default(false),
    /** A folded like line: how many liked before the one named in `data`. */
    othersCount: integer('others_count').notNull().default(0),
    /** E-mail: `pending` until the sweep sends or skips it (docs/notifications.md "E-mail"); `none` when not for mail. */
    mailState: varchar('mail_state', { length: 8 }).notNull().default('none'),
    postId: integer('post_id'),
    communityCommentId: integer('community_comment_id'),
    lessonCommentId: integer('lesson_comment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('notifications_type', sql`${t.type} in ('doubt', 'community_post', 'community_comment', 'community_reply', 'community_like')`),
    check('notifications_mail_state', sql`${t.mailState} in ('none', 'pending', 'sent', 'skipped')`),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.postId], foreignColumns: [communityPosts.tenantId, communityPosts.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.communityCommentId],
      foreignColumns: [communityComments.tenantId, communityComments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonCommentId], foreignColumns: [lessonComments.tenantId, lessonComments.id] }).onDelete(
      'cascade',
    ),
    // One notification per user and event: a second delivery inserts nothing.
    uniqueIndex('notifications_event').on(t.tenantId, t.userId, t.eventId),
    // One unread like line per user and post: new likes fold into it.
    uniqueIndex('notifications_like_fold')
      .on(t.tenantId, t.userId, t.postId)
      .where(sql`${t.type} = 'community_like' and not ${t.read}`),
    // The feed, newest first.
    index('notifications_feed')
      .on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.inFeed}`),
    // The bell's count.
    index('notifications_unread')
      .on(t.tenantId, t.userId)
      .where(sql`${t.inFeed} and not ${t.read}`),
    // What deleting a post or a comment looks up to cascade (a post may have a notification per reader).
    index('notifications_post')
      .on(t.tenantId, t.postId)
      .where(sql`${t.postId} is not null`),
    index('notifications_community_comment')
      .on(t.tenantId, t.communityCommentId)
      .where(sql`${t.communityCommentId} is not null`),
    index('notifications_lesson_comment')
      .on(t.tenantId, t.lessonCommentId)
      .where(sql`${t.lessonCommentId} is not null`),
    // The mail sweep's work.
    index('notifications_mail_pending')
      .on(t.createdAt)
      .where(sql`${t.mailState} = 'pending'`),
  ],
);

/** The events already counted into a user's folded line: a like delivered twice counts once. */
export const notificationReceipts = pgTable(
  'notification_receipts',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.eventId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** A user's switches (spec 000 §2 modal); no row: everything on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    likePlatform: boolean('like_platform').notNull().default(true),
    likeEmail: boolean('like_email').notNull().default(true),
    commentPlatform: boolean('comment_platform').notNull().default(true),
    commentEmail: boolean('comment_email').notNull().default(true),
    replyPlatform: boolean('reply_platform').notNull().default(true),
    replyEmail: boolean('reply_email').notNull().default(true),
    postPlatform: boolean('post_platform').notNull().default(true),
    postEmail: boolean('post_email').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** A community whose new posts a user turned off (the modal's community switch). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    communityId: integer('community_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.communityId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.communityId], foreignColumns: [communities.tenantId, communities.id] }).onDelete('cascade'),
    // The fan-out's anti-join: who muted this community.
    index('notification_mutes_community').on(t.tenantId, t.communityId, t.userId),
  ],
);

/**
 * The notification mail a student was last sent (docs/notifications.md "E-mail"): the sweep keeps
 * at most one message per 15 minutes and 10 per day (`day`, UTC) per student. The sweep locks this
 * row while it decides, so two workers never mail the same student twice.
 */
export const notificationMailLog = pgTable(
  'notification_mail_log',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    day: date('day', { mode: 'string' }),
    sentThatDay: integer('sent_that_day').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
