import { sql, type SQL } from 'drizzle-orm';
import { intArray, intsOf, textArray } from '../../../platform/db/arrays';
import { rowsOf, type Db } from '../../../platform/db/client';

/**
 * The ledger's writes (engine/award.ts calls them inside its transaction). Each answers the row
 * only when it changed what the row counts, so the caller adds or takes points exactly once,
 * however many workers or re-runs deliver the same event.
 */
export type LedgerKey = { tenantId: number; userId: number; action: string; objectId: number };
export type LedgerChange = { points: number; period: number; day: string };

/**
 * Takes actions back (an unlike, a deletion and whatever it removed), many rows in one statement:
 * a counting row older than the take-back turns inactive and answers the points it counted; with
 * no row yet (the take-back arrived before the action: the stream's parts run side by side) an
 * inactive row of 0 points records this event, so the older action, delivered later, counts
 * nothing; a row already inactive or newer stays as it is. Keys must be distinct within the call.
 */
export async function uncountActions(
  tx: Db,
  tenantId: number,
  rows: (Omit<LedgerKey, 'tenantId'> & { eventId: number; period: number; day: string })[],
): Promise<(LedgerChange & { user_id: number })[]> {
  if (rows.length === 0) return [];
  return rowsOf<LedgerChange & { user_id: number }>(
    await tx.execute(sql`
      insert into gamification_ledger as l (tenant_id, user_id, action, object_id, points, active, event_id, period, day)
      select ${tenantId}, v.user_id, v.action, v.object_id, 0, false, v.event_id, v.period, v.day
      from unnest(${intsOf(rows, (r) => r.userId)}::int[], ${textArray(rows.map((r) => r.action))}::varchar[],
        ${intsOf(rows, (r) => r.objectId)}::bigint[], ${intsOf(rows, (r) => r.eventId)}::bigint[], ${intsOf(rows, (r) => r.period)}::int[],
        ${textArray(rows.map((r) => r.day))}::date[]) as v(user_id, action, object_id, event_id, period, day)
      order by v.user_id, v.action, v.object_id
      on conflict (tenant_id, user_id, action, object_id) do update set active = false, event_id = excluded.event_id
        where l.active and l.event_id < excluded.event_id
      returning l.user_id, l.points, l.period, l.day::text as day`),
  );
}

/**
 * How many actions each (student, action, day) has counting (the per-day bonus's threshold), in
 * the order given: the awards batch asks once for all its groups, not once per action it counted.
 */
export async function countsOnDay(tx: Db, tenantId: number, groups: { userId: number; action: string; day: string }[]): Promise<number[]> {
  if (groups.length === 0) return [];
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select (select count(*) from gamification_ledger l
          where l.tenant_id = ${tenantId} and l.user_id = g.user_id and l.action = g.action and l.day = g.day and l.active)::int as n
      from unnest(${intsOf(groups, (g) => g.userId)}::int[], ${textArray(groups.map((g) => g.action))}::varchar[],
        ${textArray(groups.map((g) => g.day))}::date[]) with ordinality as g(user_id, action, day, i)
      order by g.i`),
  );
  return rows.map((r) => r.n);
}

/**
 * The ids, among `userIds`, that score (docs/gamification.md "The engine"): students only (no staff role)
 * holding a live enrollment in a product of the school's gamification plans.
 */
export async function scoringStudents(tx: Db, tenantId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  // No join to users: the live enrollment in this school that scoresSql asks for proves the student is of it.
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select u.id from unnest(${intArray(userIds)}::int[]) as u(id) where ${scoresSql(tenantId, sql`u.id`)}`),
  );
  return new Set(rows.map((r) => r.id));
}

/** "`user` (a column or id of the school) scores now": a student of no other role with a live enrollment in a plan's product. */
export const scoresSql = (tenantId: number, user: SQL) =>
  sql`(not exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
      where ur.tenant_id = ${tenantId} and ur.user_id = ${user} and r.slug <> 'student')
    and exists (select 1 from enrollments e join gamification_plans p on p.tenant_id = e.tenant_id and p.product_id = e.product_id
      where e.tenant_id = ${tenantId} and e.user_id = ${user} and (e.expires_at is null or e.expires_at > now())))`;

/**
 * Counts actions, many rows in one statement (the awards batch): a new row, or an inactive one (a
 * like taken back) whose newest event is older than this one. Answers the rows that now count, each
 * with its key; a row already counting, or one turned off by a newer event, is not among them. Keys
 * must be distinct within the call (ON CONFLICT touches a row once).
 */
export async function countActions(
  tx: Db,
  tenantId: number,
  rows: (Omit<LedgerKey, 'tenantId'> & { points: number; eventId: number; period: number; day: string })[],
): Promise<(LedgerChange & { user_id: number; action: string; object_id: number })[]> {
  if (rows.length === 0) return [];
  return rowsOf(
    await tx.execute(sql`
      insert into gamification_ledger as l (tenant_id, user_id, action, object_id, points, active, event_id, period, day)
      select ${tenantId}, v.user_id, v.action, v.object_id, v.points, true, v.event_id, v.period, v.day
      from unnest(${intsOf(rows, (r) => r.userId)}::int[], ${textArray(rows.map((r) => r.action))}::varchar[],
        ${intsOf(rows, (r) => r.objectId)}::bigint[], ${intsOf(rows, (r) => r.points)}::int[], ${intsOf(rows, (r) => r.eventId)}::bigint[],
        ${intsOf(rows, (r) => r.period)}::int[], ${textArray(rows.map((r) => r.day))}::date[])
        as v(user_id, action, object_id, points, event_id, period, day)
      order by v.user_id, v.action, v.object_id
      on conflict (tenant_id, user_id, action, object_id) do update
        set active = true, points = excluded.points, event_id = excluded.event_id, period = excluded.period, day = excluded.day
        where not l.active and l.event_id < excluded.event_id
      returning l.user_id, l.action, l.object_id::int8 as object_id, l.points, l.period, l.day::text as day`),
  ).map((r) => ({
    ...(r as LedgerChange & { user_id: number; action: string; object_id: number }),
    object_id: Number((r as { object_id: unknown }).object_id),
  }));
}
