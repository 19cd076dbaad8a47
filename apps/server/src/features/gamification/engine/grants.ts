import { sql, type SQL } from 'drizzle-orm';
import { intsOf } from '../../../platform/db/arrays';
import type { Db } from '../../../platform/db/client';

/**
 * Levels reached and rewards earned (docs/gamification.md "The engine"). Every write is
 * keyed (one earned row per student and reward, one celebration per student and level or reward)
 * with ON CONFLICT DO NOTHING, so a re-run grants and celebrates once.
 */

/** "The student in `user` holds a live enrollment in one of the products of `permissions` for `owner`." */
const holdsProductOf = (
  permissions: 'level_permissions' | 'reward_permissions',
  owner: 'level_id' | 'reward_id',
  ownerId: SQL,
  user: SQL,
) =>
  sql`exists (select 1 from ${sql.raw(permissions)} p join enrollments e on e.tenant_id = p.tenant_id and e.product_id = p.product_id
    where p.tenant_id = e.tenant_id and p.${sql.raw(owner)} = ${ownerId} and e.user_id = ${user}
      and (e.expires_at is null or e.expires_at > now()))`;

/** A student: no staff role in the school (staff never score nor earn). */
const isStudent = (tenantId: number, user: SQL) =>
  sql`not exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
    where ur.tenant_id = ${tenantId} and ur.user_id = ${user} and r.slug <> 'student')`;

/**
 * Grants the rewards of `candidates` (a query of `user_id, reward_id`): the earned row, its
 * celebration and, for a product delivered, a real enrollment without expiry.
 */
async function grant(tx: Db, tenantId: number, candidates: SQL) {
  await tx.execute(sql`
    with earned as (
      insert into gamification_earned_rewards (tenant_id, user_id, reward_id)
      select ${tenantId}, c.user_id, c.reward_id from (${candidates}) c
      on conflict do nothing
      returning user_id, reward_id
    ), celebrated as (
      insert into gamification_celebrations (tenant_id, user_id, kind, reward_id)
      select ${tenantId}, user_id, 'reward', reward_id from earned
      on conflict do nothing
    )
    insert into enrollments (tenant_id, user_id, product_id, source)
    select ${tenantId}, e.user_id, r.deliverable_product_id, 'reward' from earned e
    join rewards r on r.tenant_id = ${tenantId} and r.id = e.reward_id
    where r.delivery_type = 'product' and r.deliverable_product_id is not null
    on conflict (tenant_id, user_id, product_id) do update set expires_at = null, source = 'reward'`);
}

/**
 * After a batch moved lifetimes: a celebration for each level crossed upwards (of the student's
 * products, or of everyone when a level names none) and every score reward whose needed score
 * the new total reaches (also one created after the student passed it: earned on the next point).
 */
export async function reachScores(tx: Db, tenantId: number, lifetimes: Map<number, { before: number; after: number }>) {
  const raised = [...lifetimes].filter(([, l]) => l.after > l.before);
  if (raised.length === 0) return;
  // Three array parameters, however many students the batch raised (platform/db/arrays.ts).
  const values = sql`unnest(${intsOf(raised, ([userId]) => userId)}::int[], ${intsOf(raised, ([, l]) => l.before)}::int[],
    ${intsOf(raised, ([, l]) => l.after)}::int[])`;
  await tx.execute(sql`
    insert into gamification_celebrations (tenant_id, user_id, kind, level_id)
    select ${tenantId}, v.user_id, 'level', l.id from ${values} as v(user_id, before, after)
    join levels l on l.tenant_id = ${tenantId} and l.needed_score > v.before and l.needed_score <= v.after
    where not exists (select 1 from level_permissions lp where lp.tenant_id = ${tenantId} and lp.level_id = l.id)
      or ${holdsProductOf('level_permissions', 'level_id', sql`l.id`, sql`v.user_id`)}
    on conflict do nothing`);
  await grant(
    tx,
    tenantId,
    sql`select v.user_id, r.id as reward_id from ${values} as v(user_id, before, after)
      join rewards r on r.tenant_id = ${tenantId} and r.reward_type = 'score' and r.needed_score <= v.after
      where ${holdsProductOf('reward_permissions', 'reward_id', sql`r.id`, sql`v.user_id`)}`,
  );
}

/** A quiz passed or a lesson finished: the rewards of that quiz or lesson, for a student of their products. */
export async function reachCriterion(tx: Db, tenantId: number, item: { userId: number; kind: 'quiz' | 'lesson'; objectId: number }) {
  const column = item.kind === 'quiz' ? sql`r.quiz_id` : sql`r.lesson_id`;
  await grant(
    tx,
    tenantId,
    sql`select ${item.userId}::int as user_id, r.id as reward_id from rewards r
      where r.tenant_id = ${tenantId} and r.reward_type = ${item.kind} and ${column} = ${item.objectId}
        and ${isStudent(tenantId, sql`${item.userId}::int`)}
        and ${holdsProductOf('reward_permissions', 'reward_id', sql`r.id`, sql`${item.userId}::int`)}`,
  );
}
