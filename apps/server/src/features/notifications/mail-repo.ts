import type { PreferenceKind } from '@trilha/shared/notifications/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notificationMailLog, notifications, studyReminders, users } from '../../db/schema/index';
import { type Db, rowsOf } from '../../platform/db/client';
import type { Owner } from './repo';

/** One unsent notification as the sweep reads it: enough to decide, and to write its line. */
export type PendingRow = {
  id: number;
  type: string;
  data: unknown;
  redirectUrl: string;
  othersCount: number;
  read: boolean;
  createdAt: Date;
};

/**
 * The students the sweep may mail now, oldest news first, at most `limit`: a pending notification
 * created at or before `readyBy`, and the mail log allowing a message (none since `gapSince`, fewer
 * than `dailyCap` on `day`). Students held by the gap or the cap are not picked, so they do not
 * use up the run's bound. Across schools: the sweep serves them all (every later query takes the tenant).
 */
export async function findDueRecipients(
  db: Db,
  props: { readyBy: Date; gapSince: Date; day: string; dailyCap: number; limit: number },
): Promise<Owner[]> {
  const result = await db.execute(sql`
    select n.tenant_id, n.user_id
    from notifications n
    left join notification_mail_log l on l.tenant_id = n.tenant_id and l.user_id = n.user_id
    where n.mail_state = 'pending' and n.created_at <= ${props.readyBy.toISOString()}::timestamptz
      and (l.last_sent_at is null or l.last_sent_at <= ${props.gapSince.toISOString()}::timestamptz)
      and (l.day is distinct from ${props.day}::date or l.sent_that_day < ${props.dailyCap})
    group by n.tenant_id, n.user_id
    order by min(n.created_at), n.tenant_id, n.user_id
    limit ${props.limit}`);
  return rowsOf<{ tenant_id: number; user_id: number }>(result).map((r) => ({ tenantId: r.tenant_id, userId: r.user_id }));
}

/**
 * The student's mail log row, created when missing and locked until the transaction ends: a second
 * sweep deciding for the same student waits here, then finds the message already counted.
 */
export async function lockMailLog(tx: Db, owner: Owner) {
  await tx.insert(notificationMailLog).values(owner).onConflictDoNothing();
  const [row] = await tx
    .select({ lastSentAt: notificationMailLog.lastSentAt, day: notificationMailLog.day, sentThatDay: notificationMailLog.sentThatDay })
    .from(notificationMailLog)
    .where(and(eq(notificationMailLog.tenantId, owner.tenantId), eq(notificationMailLog.userId, owner.userId)))
    .for('update');
  return row ?? null;
}

/** Counts a message sent on `day` (UTC) at `at`. */
export async function recordSent(tx: Db, owner: Owner, props: { at: Date; day: string }) {
  await tx
    .update(notificationMailLog)
    .set({
      lastSentAt: props.at,
      sentThatDay: sql`case when ${notificationMailLog.day} = ${props.day}::date then ${notificationMailLog.sentThatDay} + 1 else 1 end`,
      day: props.day,
    })
    .where(and(eq(notificationMailLog.tenantId, owner.tenantId), eq(notificationMailLog.userId, owner.userId)));
}

/** The student's pending notifications, newest first, locked: a like folding into one waits for the decision. */
export async function lockPending(tx: Db, owner: Owner): Promise<PendingRow[]> {
  return tx
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      redirectUrl: notifications.redirectUrl,
      othersCount: notifications.othersCount,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.tenantId, owner.tenantId), eq(notifications.userId, owner.userId), eq(notifications.mailState, 'pending')))
    .orderBy(sql`${notifications.createdAt} desc, ${notifications.id} desc`)
    .for('update');
}

/**
 * Moves rows from `pending` to `state` and answers the ids it moved: the guard on `pending` means a
 * row is sent (or skipped) once however many sweeps reach it.
 */
export async function settle(tx: Db, owner: Owner, ids: number[], state: 'sent' | 'skipped'): Promise<number[]> {
  if (ids.length === 0) return [];
  const moved = await tx
    .update(notifications)
    .set({ mailState: state })
    .where(
      and(
        eq(notifications.tenantId, owner.tenantId),
        eq(notifications.userId, owner.userId),
        inArray(notifications.id, ids),
        eq(notifications.mailState, 'pending'),
      ),
    )
    .returning({ id: notifications.id });
  return moved.map((r) => r.id);
}

/**
 * When the student was last active: the latest sign-in or signed-in request of any of their
 * sessions (`last_seen_at` moves at most once a minute, platform/auth/session.ts). Null: never signed in.
 */
export async function lastActiveAt(tx: Db, owner: Owner): Promise<Date | null> {
  const result = await tx.execute(sql`
    select max(greatest(created_at, last_seen_at)) as at from sessions
    where tenant_id = ${owner.tenantId} and user_id = ${owner.userId}`);
  const at = rowsOf<{ at: Date | string | null }>(result)[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

/**
 * The student's name and address, and the language they last chose where Trilha keeps one (the
 * study reminders' row, set from their `lang` cookie when they saved it); null language: unknown.
 */
export async function findRecipient(tx: Db, owner: Owner) {
  const [row] = await tx
    .select({ name: users.name, email: users.email, language: studyReminders.language })
    .from(users)
    .leftJoin(studyReminders, and(eq(studyReminders.tenantId, users.tenantId), eq(studyReminders.userId, users.id)))
    .where(and(eq(users.tenantId, owner.tenantId), eq(users.id, owner.userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Turns the E-mail switch of `kinds` off, every other switch as it was (no row yet: all on). Written
 * only while the user exists: a valid link of a deleted account changes nothing (and is no error).
 */
export async function turnOffEmail(db: Db, owner: Owner, kinds: readonly PreferenceKind[]) {
  const on = (kind: PreferenceKind) => !kinds.includes(kind);
  await db.execute(sql`
    insert into notification_preferences (tenant_id, user_id, like_email, comment_email, reply_email, post_email)
    select u.tenant_id, u.id, ${on('like')}, ${on('comment')}, ${on('reply')}, ${on('post')}
    from users u where u.tenant_id = ${owner.tenantId} and u.id = ${owner.userId}
    on conflict (tenant_id, user_id) do update set
      like_email = notification_preferences.like_email and excluded.like_email,
      comment_email = notification_preferences.comment_email and excluded.comment_email,
      reply_email = notification_preferences.reply_email and excluded.reply_email,
      post_email = notification_preferences.post_email and excluded.post_email,
      updated_at = now()`);
}
