import { foreignKey, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tenantId } from './columns';

/**
 * The write limits' counters (platform/rate-counter.ts; docs/communities.md "Limits"): one row per
 * member, action and minute, moved by one upsert per attempt, so a limit counts attempts, never
 * the rows that survive (a delete frees no slot), and two requests at once cannot both take the
 * last slot. Rows older than the previous minute are read by nobody: a periodic job deletes them,
 * so the table holds the last few minutes' writers only.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    /** What is limited ('community.post', 'community.comment', 'lesson.comment'). */
    action: varchar('action', { length: 32 }).notNull(),
    /** The minute the attempts fall in (its start). */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.action, t.windowStart] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
