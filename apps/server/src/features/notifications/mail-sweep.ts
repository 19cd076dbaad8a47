import { PREFERENCE_KINDS, PREFERENCE_OF, type NotificationType, type PreferenceKind } from '@trilha/shared/notifications/constants';
import type { Db } from '../../platform/db/client';
import { parseLang } from '../../platform/messages';
import { enqueueMail } from '../../platform/mail/jobs';
import { schoolMail, type SchoolMail } from '../../platform/mail/school';
import { readUnsubscribeToken, unsubscribeToken } from '../../platform/mail/unsubscribe';
import type { TenantRef } from '../../platform/tenancy';
import { digestItem, digestMail, type DigestItem, type MailTopic } from './mail';
import {
  findDueRecipients,
  findRecipient,
  lastActiveAt,
  lockMailLog,
  lockPending,
  recordSent,
  settle,
  turnOffEmail,
  type PendingRow,
} from './mail-repo';
import { findPreferences } from './preferences-repo';
import type { Owner } from './repo';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** The periodic e-mail sweep (docs/notifications.md "E-mail"). */
    'notifications.mail-sweep': Record<string, never>;
  }
}

const MINUTE = 60_000;
/** docs/notifications.md "E-mail": the sweep's pace, the wait before mailing, and the per-student limits. */
const MAIL_SWEEP_EVERY_MS = MINUTE;
const MAIL_DELAY_MS = 5 * MINUTE;
const MAIL_GAP_MS = 15 * MINUTE;
export const MAIL_DAILY_CAP = 10;
/** Students a run handles at most: a backlog drains over the next minutes instead of one long job. */
const MAIL_SWEEP_BATCH = 200;

export type SweepDeps = {
  db: Db;
  tenants: { byId(id: number): Promise<TenantRef | null> };
  secret: string;
  /** The wait before mailing (config NOTIFICATION_MAIL_DELAY_SECONDS); MAIL_DELAY_MS when not given. */
  delayMs?: number;
};

/** The sweep runs every minute, or as often as the delay when an operator set it shorter. */
export const sweepEveryMs = (delayMs: number) => Math.min(MAIL_SWEEP_EVERY_MS, delayMs);
export type SweepResult = { students: number; sent: number; skipped: number };

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const isType = (type: string): type is NotificationType => type in PREFERENCE_OF;

/**
 * One pass of the sweep: the students with news at least MAIL_DELAY_MS old whom the gap and the
 * daily cap allow, each decided in its own transaction (sendDigest).
 */
export async function sweepNotificationMail(deps: SweepDeps, now = new Date()): Promise<SweepResult> {
  const due = await findDueRecipients(deps.db, {
    readyBy: new Date(now.getTime() - (deps.delayMs ?? MAIL_DELAY_MS)),
    gapSince: new Date(now.getTime() - MAIL_GAP_MS),
    day: utcDay(now),
    dailyCap: MAIL_DAILY_CAP,
    limit: MAIL_SWEEP_BATCH,
  });
  const schools = new Map<number, Promise<SchoolMail | null>>();
  const result: SweepResult = { students: due.length, sent: 0, skipped: 0 };
  for (const owner of due) {
    let school = schools.get(owner.tenantId);
    if (!school) schools.set(owner.tenantId, (school = schoolMail(deps.db, deps.tenants, owner.tenantId)));
    const done = await sendDigest(deps, owner, await school, now);
    result.sent += done.sent;
    result.skipped += done.skipped;
  }
  return result;
}

/**
 * One student, under the lock of their mail log row: drops what no longer should be mailed (read,
 * E-mail switch now off, or the student signed in after it came), then, when the gap and the cap
 * allow and something left is MAIL_DELAY_MS old, marks all the rest `sent` and queues ONE message
 * with them in the same transaction. A second sweep waits for the lock and finds nothing pending.
 */
async function sendDigest(deps: SweepDeps, owner: Owner, school: SchoolMail | null, now: Date) {
  return deps.db.transaction(async (tx) => {
    const log = await lockMailLog(tx, owner);
    const today = utcDay(now);
    const allowed =
      (!log?.lastSentAt || log.lastSentAt.getTime() <= now.getTime() - MAIL_GAP_MS) &&
      (log?.day !== today || log.sentThatDay < MAIL_DAILY_CAP);
    if (!allowed) return { sent: 0, skipped: 0 };
    const rows = await lockPending(tx, owner);
    const { switches } = await findPreferences(tx, owner);
    const activeAt = await lastActiveAt(tx, owner);
    const person = await findRecipient(tx, owner);
    const drop = (row: PendingRow) =>
      !school ||
      !person ||
      row.read ||
      !isType(row.type) ||
      !switches[PREFERENCE_OF[row.type]].email ||
      (activeAt !== null && activeAt > row.createdAt);
    const skipped = await settle(
      tx,
      owner,
      rows.filter(drop).map((r) => r.id),
      'skipped',
    );
    const keep = rows.filter((r) => !drop(r));
    if (!school || !person || !keep.some((r) => r.createdAt.getTime() <= now.getTime() - (deps.delayMs ?? MAIL_DELAY_MS))) {
      return { sent: 0, skipped: skipped.length };
    }
    const sentIds = new Set(
      await settle(
        tx,
        owner,
        keep.map((r) => r.id),
        'sent',
      ),
    );
    const sent = keep.filter((r) => sentIds.has(r.id));
    const items = sent.map(digestItem).filter((i): i is DigestItem => i !== null);
    if (items.length === 0) return { sent: 0, skipped: skipped.length };
    const [only, ...more] = new Set(sent.map((r) => PREFERENCE_OF[r.type as NotificationType]));
    const topic: MailTopic = only && more.length === 0 ? only : 'notifications';
    const lang = parseLang(person.language ?? undefined);
    const token = unsubscribeToken(deps.secret, { ...owner, topic });
    await recordSent(tx, owner, { at: now, day: today });
    await enqueueMail(tx, digestMail({ tenantId: owner.tenantId, school, student: person, lang, items, topic, unsubscribeToken: token }));
    return { sent: sent.length, skipped: skipped.length };
  });
}

/** What each token topic turns off: a kind's E-mail switch, or all four. */
const KINDS_OF: Record<MailTopic, readonly PreferenceKind[]> = {
  like: ['like'],
  comment: ['comment'],
  reply: ['reply'],
  post: ['post'],
  notifications: PREFERENCE_KINDS,
};
const isTopic = (topic: string): topic is MailTopic => Object.hasOwn(KINDS_OF, topic);

/**
 * The digest's one-click way out: the E-mail switches its token names turned off for the student it
 * names. The next sweep reads the switches again, so nothing already pending of those kinds goes
 * out. False when the token is not ours (or is another mail's, such as the reminders').
 */
export async function unsubscribeNotificationMail(db: Db, secret: string, token: string): Promise<boolean> {
  const who = readUnsubscribeToken(secret, token);
  if (!who || !isTopic(who.topic)) return false;
  await turnOffEmail(db, { tenantId: who.tenantId, userId: who.userId }, KINDS_OF[who.topic]);
  return true;
}
