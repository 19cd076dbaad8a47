import type { Reminders } from '@trilha/shared/reminders/schemas';
import { and, eq } from 'drizzle-orm';
import { studyReminders, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Student = { tenantId: number; userId: number };
const whose = ({ tenantId, userId }: Student) => and(eq(studyReminders.tenantId, tenantId), eq(studyReminders.userId, userId));

export async function findReminders(db: Db, student: Student) {
  const [row] = await db.select().from(studyReminders).where(whose(student)).limit(1);
  return row ?? null;
}

/** The row and, for the job, a lock on it: two runs of one job wait for each other and the second finds it moved on. */
export async function lockReminders(tx: Db, student: Student) {
  const [row] = await tx.select().from(studyReminders).where(whose(student)).for('update').limit(1);
  return row ?? null;
}

export async function saveReminders(db: Db, student: Student & { reminders: Reminders; language: string; nextRunAt: Date | null }) {
  const values = {
    enabled: student.reminders.enabled,
    days: student.reminders.days,
    time: student.reminders.time,
    timezone: student.reminders.timezone,
    language: student.language,
    nextRunAt: student.nextRunAt,
    updatedAt: new Date(),
  };
  await db
    .insert(studyReminders)
    .values({ tenantId: student.tenantId, userId: student.userId, ...values })
    .onConflictDoUpdate({ target: [studyReminders.tenantId, studyReminders.userId], set: values });
}

export const moveReminder = (tx: Db, student: Student, nextRunAt: Date | null) =>
  tx.update(studyReminders).set({ nextRunAt }).where(whose(student));

/** The unsubscribe link: off, and nothing more due. */
export const turnOffReminders = (db: Db, student: Student) =>
  db.update(studyReminders).set({ enabled: false, nextRunAt: null, updatedAt: new Date() }).where(whose(student));

export async function findStudent(db: Db, { tenantId, userId }: Student) {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
