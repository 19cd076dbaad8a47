import { boolean, foreignKey, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tenantId, updatedAt } from './columns';

/**
 * A student's study reminder (/lembretes, docs/reminders.md): the weekdays and wall-clock time in
 * their time zone, and when it is next due. `next_run_at` is the job's guard: a reminders.send job
 * runs only while it names the same instant, so a changed schedule leaves old jobs with nothing to do
 * and a job run twice sends once.
 */
export const studyReminders = pgTable(
  'study_reminders',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    enabled: boolean('enabled').notNull(),
    /** 0 Sunday … 6 Saturday, as JavaScript numbers them. */
    days: integer('days').array().notNull(),
    time: varchar('time', { length: 5 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    /** The language the student set it in: the reminder's e-mail speaks it. */
    language: varchar('language', { length: 2 }).notNull().default('pt'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
