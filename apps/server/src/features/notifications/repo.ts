import { UNREAD_COUNT_CAP } from '@trilha/shared/notifications/constants';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

/** One user in one school: every statement here is bound to both. */
export type Owner = { tenantId: number; userId: number };

/** A feed row as stored: `data` is the type's payload (docs/notifications.md), parsed by the presenter. */
export type NotificationRow = {
  id: number;
  type: string;
  data: unknown;
  redirect_url: string;
  read: boolean;
  others_count: number;
  created_at: Date | string;
};

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** The feed's rows of this user: the partial index `notifications_feed` (tenant, user, created_at desc, id desc) where in_feed. */
const feedOf = (o: Owner) => sql`tenant_id = ${o.tenantId} and user_id = ${o.userId} and in_feed`;

/**
 * One page of the feed and the feed's size in one statement: the count is a one-row subquery and the
 * page joins it laterally, so a page past the end still answers the total. A user keeps at most
 * NOTIFICATIONS_KEPT rows, so the count reads at most that many index entries.
 */
export async function findFeedPage(db: Db, owner: Owner, page: { limit: number; offset: number }) {
  type Row = { total: number } & ({ [K in keyof NotificationRow]: NotificationRow[K] } | { [K in keyof NotificationRow]: null });
  const found = await rows<Row>(
    db,
    sql`select t.total, n.id, n.type, n.data, n.redirect_url, n.read, n.others_count, n.created_at
      from (select count(*)::int as total from notifications where ${feedOf(owner)}) t
      left join lateral (
        select id, type, data, redirect_url, read, others_count, created_at from notifications
        where ${feedOf(owner)}
        order by created_at desc, id desc
        limit ${page.limit} offset ${page.offset}
      ) n on true`,
  );
  const total = found[0]?.total ?? 0;
  return { total, rows: found.filter((r): r is Row & NotificationRow => r.id !== null) };
}

/**
 * The bell's count, stopped at UNREAD_COUNT_CAP: the LIMIT subquery reads at most that many
 * entries of the partial index `notifications_unread` (in_feed and not read), however many there are.
 */
export async function countUnread(db: Db, owner: Owner): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from notifications where ${feedOf(owner)} and not read limit ${UNREAD_COUNT_CAP}
    ) unread`,
  );
  return row?.n ?? 0;
}

const unreadOf = (o: Owner) =>
  and(
    eq(notifications.tenantId, o.tenantId),
    eq(notifications.userId, o.userId),
    eq(notifications.inFeed, true),
    eq(notifications.read, false),
  );

/**
 * Marks the listed notifications read, one statement: ids of another user or school match no row
 * (the owner is in the where clause) and are not counted. Only feed rows: the ids come from the
 * feed, and an e-mail-only row stays unread so its mail is still decided by the sweep.
 */
export async function markRead(db: Db, owner: Owner, ids: readonly number[]): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(unreadOf(owner), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Marks every unread feed row of the user read (the partial index `notifications_unread`), one statement. */
export async function markAllRead(db: Db, owner: Owner): Promise<number> {
  const updated = await db.update(notifications).set({ read: true }).where(unreadOf(owner)).returning({ id: notifications.id });
  return updated.length;
}
