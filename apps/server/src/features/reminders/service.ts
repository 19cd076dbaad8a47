import { REMINDER_DEFAULTS, type Reminders } from '@trilha/shared/reminders/schemas';
import type { Db } from '../../platform/db/client';
import { parseLang } from '../../platform/messages';
import { enqueue } from '../../platform/jobs/queue';
import { enqueueMail } from '../../platform/mail/jobs';
import { schoolMail } from '../../platform/mail/school';
import { readUnsubscribeToken, unsubscribeToken } from '../../platform/mail/unsubscribe';
import type { ActorScope } from '../../platform/request-scope';
import type { TenantRef } from '../../platform/tenancy';
import { lessonToContinue } from '../catalog/public';
import { reminderMail } from './mail';
import { findReminders, findStudent, lockReminders, moveReminder, saveReminders, turnOffReminders } from './repo';
import { nextReminderAt } from '@trilha/shared/reminders/schedule';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** One due reminder: it runs only while the row still names `dueAt` (docs/reminders.md). */
    'reminders.send': { tenantId: number; userId: number; dueAt: string };
  }
}

type Student = { tenantId: number; userId: number };
/** The student is the actor: they read and save their own reminders. */
const studentOf = ({ tenantId, actor }: Pick<ActorScope, 'tenantId' | 'actor'>): Student => ({ tenantId, userId: actor.id });
const UNSUBSCRIBE_TOPIC = 'reminders';
/** A reminder found this late (the server was down) is not sent at an hour nobody chose: the next one is scheduled. */
export const LATE_LIMIT_MS = 6 * 3_600_000;
/** Without a saved schedule: the defaults, in the school's home time zone until the browser says otherwise. */
const DEFAULT_TIMEZONE = 'America/Sao_Paulo';

export async function readReminders(scope: Pick<ActorScope, 'db' | 'tenantId' | 'actor'>): Promise<Reminders> {
  const row = await findReminders(scope.db, studentOf(scope));
  if (!row) return { ...REMINDER_DEFAULTS, days: [...REMINDER_DEFAULTS.days], timezone: DEFAULT_TIMEZONE };
  return { enabled: row.enabled, days: row.days, time: row.time, timezone: row.timezone };
}

/** Saves the schedule and, when on, queues its next reminder in the same transaction. */
export async function writeReminders(
  scope: Pick<ActorScope, 'db' | 'tenantId' | 'actor' | 'lang'>,
  reminders: Reminders,
  now = new Date(),
) {
  const student = studentOf(scope);
  const next = reminders.enabled ? nextReminderAt(reminders, now) : null;
  await scope.db.transaction(async (tx) => {
    await saveReminders(tx, { ...student, reminders, language: scope.lang, nextRunAt: next });
    if (next) await enqueueNext(tx, student, next);
  });
  return reminders;
}

const enqueueNext = (tx: Db, { tenantId, userId }: Student, dueAt: Date) =>
  enqueue(tx, 'reminders.send', { tenantId, userId, dueAt: dueAt.toISOString() }, { tenantId, runAt: dueAt });

type SendDeps = { db: Db; tenants: { byId(id: number): Promise<TenantRef | null> }; secret: string };

/**
 * A due reminder: under the row's lock, only if the row still names this instant (a changed or
 * turned-off schedule, or a second run of the job, finds it moved on and does nothing). Moves the
 * row to the next instant, queues that job and this mail in one transaction: a crash before the
 * commit leaves the job to run again, after it leaves nothing to send twice.
 */
export async function sendDueReminder(deps: SendDeps, payload: { tenantId: number; userId: number; dueAt: string }, now = new Date()) {
  const student = { tenantId: payload.tenantId, userId: payload.userId };
  const school = await schoolMail(deps.db, deps.tenants, student.tenantId);
  await deps.db.transaction(async (tx) => {
    const row = await lockReminders(tx, student);
    if (!row?.enabled || row.nextRunAt?.toISOString() !== payload.dueAt) return;
    const due = new Date(payload.dueAt);
    const next = nextReminderAt(row, new Date(Math.max(now.getTime(), due.getTime())));
    await moveReminder(tx, student, next);
    if (next) await enqueueNext(tx, student, next);
    if (now.getTime() - due.getTime() > LATE_LIMIT_MS || !school) return;
    const person = await findStudent(tx, student);
    if (!person) return;
    const lang = parseLang(row.language);
    const lesson = await lessonToContinue(tx, student);
    const token = unsubscribeToken(deps.secret, { ...student, topic: UNSUBSCRIBE_TOPIC });
    await enqueueMail(tx, reminderMail({ tenantId: student.tenantId, school, student: person, lang, lesson, unsubscribeToken: token }));
  });
}

/** The mail's link: reminders off for the student the token names. False when the token is not ours. */
export async function unsubscribeReminders(db: Db, secret: string, token: string): Promise<boolean> {
  const who = readUnsubscribeToken(secret, token);
  if (who?.topic !== UNSUBSCRIBE_TOPIC) return false;
  await turnOffReminders(db, who);
  return true;
}
