import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, identityId, tenantId } from './columns';
import { levels, rewards } from './gamification';
import { tenants } from './tenancy';

/**
 * The engine's ledger (docs/gamification.md "The engine"): one row per
 * (student, action, object), its primary key, so a re-run job, two workers or a double click
 * score once. A like or post taken back is the same row turned inactive (its points kept, so the
 * totals know what to subtract); `event_id` is the newest event applied, so a late, older event
 * (a like delivered after its unlike) changes nothing. A per-day bonus is a row too
 * (action `bonus:<kind>`, object the UTC day as yyyymmdd), keyed the same way.
 */
export const gamificationLedger = pgTable(
  'gamification_ledger',
  {
    // No key to tenants of its own: the student's key (tenant, user) below holds the school too and
    // cascades from it, and every point written would check both.
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    action: varchar('action', { length: 24 }).notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    active: boolean('active').notNull().default(true),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** The ranking period it scored in (gamification_settings.period): a reset leaves it as history. */
    period: integer('period').notNull(),
    /** The UTC day of the action (the event's time): the per-day window and the 7/30-day boards. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The key is the row's identity: no surrogate id, so each point written costs one index fewer.
    primaryKey({ columns: [t.tenantId, t.userId, t.action, t.objectId] }),
    index('gamification_ledger_day').on(t.tenantId, t.userId, t.action, t.day),
    // Who completed a module or course, by its id: what the studio's deletion takes back
    // (docs/course-studio.md "Deleting"). Partial, so only completions (one per student and
    // module or course) pay for it, not every point written.
    index('gamification_ledger_completions')
      .on(t.tenantId, t.action, t.objectId)
      .where(sql`${t.action} in ('finish_module', 'finish_course')`),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Each student's standing, one row (so awarding holds at a million students, docs/performance.md
 * "Gamification reads"): the lifetime total (every period's points; levels read it, a reset keeps it) and the
 * score on each board of the row's period: all time, the last 30 days, the last 7 (a row of an older period
 * counts as 0 on the boards and restarts at the next point). One row and one update per student scored, where
 * a row per board and a total apart were four. Kept by the awards, the daily roll (engine/windows.ts) and the
 * recalculation; each board's top 10 is a range of its index, a rank a histogram sum.
 */
export const gamificationStandings = pgTable(
  'gamification_standings',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    lifetime: integer('lifetime').notNull().default(0),
    period: integer('period').notNull(),
    scoreAll: integer('score_all').notNull().default(0),
    score30d: integer('score_30d').notNull().default(0),
    score7d: integer('score_7d').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('gamification_standings_all').on(t.tenantId, t.period, t.scoreAll.desc(), t.userId),
    index('gamification_standings_30d').on(t.tenantId, t.period, t.score30d.desc(), t.userId),
    index('gamification_standings_7d').on(t.tenantId, t.period, t.score7d.desc(), t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * How many students of a board hold each score (shared notes: a count of higher scores scans
 * half a million rows for a median student; a sum over the distinct scores above does not).
 */
export const gamificationHistogram = pgTable(
  'gamification_histogram',
  {
    tenantId: tenantId(),
    board: smallint('board').notNull(),
    period: integer('period').notNull(),
    score: integer('score').notNull(),
    students: integer('students').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.board, t.period, t.score] })],
);

/** Points per student per UTC day of a period (discourse-gamification's table): the windows roll from it. */
export const gamificationDaily = pgTable(
  'gamification_daily',
  {
    tenantId: tenantId(),
    period: integer('period').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.period, t.day, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * The engine's state per school: the UTC day the 7/30-day boards stand at (awards take it FOR
 * SHARE, the roll FOR UPDATE, so no point is counted in a window twice or dropped), and the
 * recalculation's progress (recalculation-schemas.ts).
 */
export const gamificationEngineState = pgTable(
  'gamification_engine_state',
  {
    tenantId: tenantId()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    windowDay: date('window_day', { mode: 'string' }).notNull(),
    recalcState: varchar('recalc_state', { length: 8 }).notNull().default('idle'),
    recalcDone: integer('recalc_done').notNull().default(0),
    recalcTotal: integer('recalc_total').notNull().default(0),
    recalcRequestedAt: timestamp('recalc_requested_at', { withTimezone: true }),
    recalcFinishedAt: timestamp('recalc_finished_at', { withTimezone: true }),
  },
  (t) => [check('gamification_engine_state_recalc', sql`${t.recalcState} in ('idle', 'queued', 'running')`)],
);

/** A reward a student earned: once (the unique key), kept across resets. */
export const gamificationEarnedRewards = pgTable(
  'gamification_earned_rewards',
  {
    tenantId: tenantId(),
    id: identityId(),
    userId: integer('user_id').notNull(),
    rewardId: integer('reward_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('gamification_earned_rewards_key').on(t.tenantId, t.userId, t.rewardId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.rewardId], foreignColumns: [rewards.tenantId, rewards.id] }).onDelete('cascade'),
  ],
);

/**
 * A level reached or a reward earned, shown once by the next page the student opens (seen_at).
 * Unique per (student, kind, level or reward), so a re-run celebrates once.
 */
export const gamificationCelebrations = pgTable(
  'gamification_celebrations',
  {
    tenantId: tenantId(),
    id: identityId(),
    userId: integer('user_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    levelId: integer('level_id'),
    rewardId: integer('reward_id'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check(
      'gamification_celebrations_kind',
      sql`(${t.kind} = 'level' and ${t.levelId} is not null) or (${t.kind} = 'reward' and ${t.rewardId} is not null)`,
    ),
    uniqueIndex('gamification_celebrations_level').on(t.tenantId, t.userId, t.levelId),
    uniqueIndex('gamification_celebrations_reward').on(t.tenantId, t.userId, t.rewardId),
    index('gamification_celebrations_unseen')
      .on(t.tenantId, t.userId, t.id)
      .where(sql`${t.seenAt} is null`),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.levelId], foreignColumns: [levels.tenantId, levels.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.rewardId], foreignColumns: [rewards.tenantId, rewards.id] }).onDelete('cascade'),
  ],
);
