import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { lessons, products } from './catalog';
import { createdAt, identityId, tenantId, updatedAt } from './columns';

/**
 * A comment on a lesson, or a reply to one (one level: a reply's parent is a comment without a
 * parent). The school turns comments on and off (`platform_settings.lesson_comments`).
 */
export const lessonComments = pgTable(
  'lesson_comments',
  {
    tenantId: tenantId(),
    id: identityId(),
    lessonId: integer('lesson_id').notNull(),
    userId: integer('user_id').notNull(),
    parentId: integer('parent_id'),
    content: varchar('content', { length: 2000 }).notNull(),
    repliesCount: integer('replies_count').notNull().default(0),
    /**
     * The author held a staff role when writing it: the school's answer. Kept on the row (as the
     * counts are) so a page of comments reads no roles; a reply by staff stays the school's answer.
     */
    authorIsStaff: boolean('author_is_staff').notNull().default(false),
    /** A top-level comment with a staff reply: set in the statement that inserts the reply, recomputed when one is deleted. */
    answered: boolean('answered').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete('cascade'),
    // Newest first per lesson and level (keyset on id); replies oldest first under their comment.
    index('lesson_comments_thread').on(t.tenantId, t.lessonId, t.parentId, t.id),
    index('lesson_comments_parent').on(t.tenantId, t.parentId, t.id),
    // A user's comments of the last minute (the commenting limit).
    index('lesson_comments_user').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** One like per user and lesson: the primary key is the rule, not a read before the write. */
export const lessonLikes = pgTable(
  'lesson_likes',
  {
    tenantId: tenantId(),
    lessonId: integer('lesson_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.lessonId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * The scrolling text on the lessons of one product (spec 001 "Letreiro"). One per product: the
 * unique key is the rule (a second one is a 409), never a read before the write.
 */
export const marquees = pgTable(
  'marquees',
  {
    tenantId: tenantId(),
    id: identityId(),
    productId: integer('product_id').notNull(),
    text: varchar('text', { length: 255 }).notNull(),
    /** Speed, 10 to 150 (spec 001 §9): pixels per second on the student's screen. */
    timer: integer('timer').notNull().default(40),
    url: text('url'),
    type: varchar('type', { length: 16 }).notNull().default('horizontal'),
    font: varchar('font', { length: 32 }).notNull().default('Poppins'),
    fontWeight: integer('font_weight').notNull().default(400),
    borderRadius: integer('border_radius').notNull().default(8),
    backgroundColor: varchar('background_color', { length: 7 }).notNull().default('#6C5CE7'),
    textColor: varchar('text_color', { length: 7 }).notNull().default('#FFFFFF'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('marquees_one_per_product').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
    check('marquees_timer', sql`${t.timer} between 10 and 150`),
  ],
);

/** A live broadcast the school schedules for the holders of some products (docs/lives.md "What a live is"). */
export const lives = pgTable(
  'lives',
  {
    tenantId: tenantId(),
    id: identityId(),
    title: varchar('title', { length: 150 }).notNull(),
    /** An https address of an embeddable player (the lesson embed hosts, docs/catalog.md). */
    streamUrl: text('stream_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('lives_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // "Is one on now": the ones not yet over, by end.
    index('lives_ends').on(t.tenantId, t.endsAt),
  ],
);

/** Which products see a live; a live with none is for the whole school. */
export const liveProducts = pgTable(
  'live_products',
  {
    tenantId: tenantId(),
    liveId: integer('live_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.liveId, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.liveId], foreignColumns: [lives.tenantId, lives.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);
