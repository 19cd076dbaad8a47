import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { lessons, products } from './catalog';
import { createdAt, identityId, tenantId, updatedAt } from './columns';
import { quizzes } from './quizzes';
import { tenants } from './tenancy';

/**
 * The school's scoring (spec 001 "Pontuação"; docs/gamification.md): points per action,
 * the points' name and the ranking switch. No row, or a null `custom_name`, is the form's create
 * mode. `period` is the ranking's current period: "clear the general score" starts the next one
 * (the ledger stays as history).
 */
export const gamificationSettings = pgTable(
  'gamification_settings',
  {
    tenantId: tenantId()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    customName: varchar('custom_name', { length: 32 }),
    login: integer('login').notNull().default(0),
    commentClass: integer('comment_class').notNull().default(0),
    watchClass: integer('watch_class').notNull().default(0),
    likeClass: integer('like_class').notNull().default(0),
    finishModule: integer('finish_module').notNull().default(0),
    finishCourse: integer('finish_course').notNull().default(0),
    finishClass: integer('finish_class').notNull().default(0),
    scorePosts: integer('score_posts').notNull().default(0),
    scoreComments: integer('score_comments').notNull().default(0),
    scoreReplies: integer('score_replies').notNull().default(0),
    scoreLikes: integer('score_likes').notNull().default(0),
    /** The school's switch (spec 001 "Ranking"); a community's own `show_ranking` must be on too. */
    showRanking: boolean('show_ranking').notNull().default(true),
    period: integer('period').notNull().default(1),
    periodStartedAt: timestamp('period_started_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'gamification_settings_points',
      sql`least(${t.login}, ${t.commentClass}, ${t.watchClass}, ${t.likeClass}, ${t.finishModule}, ${t.finishCourse}, ${t.finishClass}, ${t.scorePosts}, ${t.scoreComments}, ${t.scoreReplies}, ${t.scoreLikes}) >= 0 and greatest(${t.login}, ${t.commentClass}, ${t.watchClass}, ${t.likeClass}, ${t.finishModule}, ${t.finishCourse}, ${t.finishClass}, ${t.scorePosts}, ${t.scoreComments}, ${t.scoreReplies}, ${t.scoreLikes}) <= 10000`,
    ),
    check('gamification_settings_period', sql`${t.period} >= 1`),
  ],
);

/**
 * Spec 001 §3 per-day settings: after `needed_interaction` actions of `action` in one window
 * (docs/gamification.md says which window), `plus_user_score` bonus points, once per window.
 * `action` is one of PER_DAY_COMMUNITY / PER_DAY_PLATFORM (packages/shared gamification/constants).
 */
export const gamificationPerDay = pgTable(
  'gamification_per_day',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 24 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    neededInteraction: integer('needed_interaction').notNull().default(1),
    plusUserScore: integer('plus_user_score').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.action] }),
    check(
      'gamification_per_day_action',
      sql`${t.action} in ('post', 'like', 'reply', 'comment', 'like_class', 'comment_class', 'watch_class', 'finish_class', 'finish_module', 'finish_course')`,
    ),
    check('gamification_per_day_bounds', sql`${t.neededInteraction} between 1 and 1000 and ${t.plusUserScore} between 0 and 10000`),
  ],
);

/** Spec 001 "gamification plans": the products whose students score. No plan: nobody scores. */
export const gamificationPlans = pgTable(
  'gamification_plans',
  {
    tenantId: tenantId(),
    id: identityId(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('gamification_plans_product').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);

/**
 * A level (spec 001 "Níveis"): reached at `needed_score` by students of its products
 * (level_permissions). The level is computed from the total when read, so editing a threshold
 * re-levels everyone at once.
 */
export const levels = pgTable(
  'levels',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    name: varchar('name', { length: 150 }).notNull(),
    neededScore: integer('needed_score').notNull(),
    color: varchar('color', { length: 32 }).notNull().default('#228be6'),
    image: text('image'),
    showLevelOnProfile: boolean('show_level_on_profile').notNull().default(true),
    showScoreOnProfile: boolean('show_score_on_profile').notNull().default(true),
    animation: varchar('animation', { length: 32 }).notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('levels_needed_score', sql`${t.neededScore} between 0 and 100000000`),
    index('levels_score_index').on(t.tenantId, t.neededScore),
  ],
);

/** Spec 001 §3: a level's products, held as permission records (id, plan_id). */
export const levelPermissions = pgTable(
  'level_permissions',
  {
    tenantId: tenantId(),
    id: identityId(),
    levelId: integer('level_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('level_permissions_product').on(t.tenantId, t.levelId, t.productId),
    foreignKey({ columns: [t.tenantId, t.levelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);

/**
 * A reward (spec 000 §3, spec 001 §3 "Recompensa"): earned once per student by its criterion, for
 * students of its products (reward_permissions, fixed once created). The delivery's file lives under
 * a private storage key (platform/storage.ts privateArea) that only earners download; the badge is
 * a public picture. A quiz or lesson deleted takes its rewards with it.
 */
export const rewards = pgTable(
  'rewards',
  {
    tenantId: tenantId().references(() => tenants.id, { onDelete: 'cascade' }),
    id: identityId(),
    name: varchar('name', { length: 150 }).notNull(),
    rewardType: varchar('reward_type', { length: 8 }).notNull(),
    neededScore: integer('needed_score'),
    quizId: integer('quiz_id'),
    lessonId: integer('lesson_id'),
    description: varchar('description', { length: 250 }).notNull().default(''),
    deliveryType: varchar('delivery_type', { length: 8 }).notNull(),
    contentKey: text('content_key'),
    contentName: varchar('content_name', { length: 255 }),
    contentType: varchar('content_type', { length: 127 }),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    badgeUrl: text('badge_url'),
    embed: text('embed'),
    deliverableProductId: integer('deliverable_product_id'),
    song: varchar('song', { length: 32 }).notNull().default('none'),
    animation: varchar('animation', { length: 32 }).notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('rewards_type', sql`${t.rewardType} in ('score', 'quiz', 'lesson')`),
    check('rewards_delivery', sql`${t.deliveryType} in ('file', 'link', 'badge', 'embed', 'product')`),
    check(
      'rewards_criterion',
      sql`(${t.rewardType} <> 'score' or ${t.neededScore} between 0 and 100000000) and (${t.rewardType} <> 'quiz' or ${t.quizId} is not null) and (${t.rewardType} <> 'lesson' or ${t.lessonId} is not null)`,
    ),
    foreignKey({ columns: [t.tenantId, t.quizId], foreignColumns: [quizzes.tenantId, quizzes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.deliverableProductId], foreignColumns: [products.tenantId, products.id] }),
    index('rewards_quiz_index').on(t.tenantId, t.quizId),
    index('rewards_lesson_index').on(t.tenantId, t.lessonId),
  ],
);

/** Spec 000 §3: a reward's products (permission_id, reward_id, plan). */
export const rewardPermissions = pgTable(
  'reward_permissions',
  {
    tenantId: tenantId(),
    id: identityId(),
    rewardId: integer('reward_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('reward_permissions_product').on(t.tenantId, t.rewardId, t.productId),
    foreignKey({ columns: [t.tenantId, t.rewardId], foreignColumns: [rewards.tenantId, rewards.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete('cascade'),
  ],
);
