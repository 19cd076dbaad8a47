import { sql } from 'drizzle-orm';
import { scoreBatch, type ScoreItem } from '../apps/server/src/features/gamification/engine/award';
import { rowsOf, type Db } from '../apps/server/src/platform/db/client';
import { scoreItemsOf } from '../apps/server/src/seed/gamification-scores';

const TENANT = 1;
/** The awards job's batch size on a busy school: the seed scores in the same batches. */
const BATCH = 500;

/**
 * The gamification's reads for the large school's students: Aurora's Pontuação, levels and rewards (the demo
 * seed, seed/gamification-settings.ts and gamification-rewards.ts) opened to the large school's
 * product, so its 1,000 students score; then their points through the engine itself (scoreBatch, as
 * seed/gamification-scores.ts does for the demo): every lesson they finished, and a few of their
 * posts in the large community each (0 to 9 by student, so the board is not one long tie). Their
 * levels and the score reward reached along the way stay unseen, as a student's celebrations are
 * until a page shows them.
 */
export async function seedLargeGamification(db: Db, { productId, communityId }: { productId: number; communityId: number }) {
  const started = performance.now();
  await db.execute(sql`insert into gamification_plans (tenant_id, product_id) values (${TENANT}, ${productId})`);
  await db.execute(sql`insert into level_permissions (tenant_id, level_id, product_id)
    select ${TENANT}, id, ${productId} from levels where tenant_id = ${TENANT}`);
  await db.execute(sql`insert into reward_permissions (tenant_id, reward_id, product_id)
    select ${TENANT}, id, ${productId} from rewards where tenant_id = ${TENANT}`);
  const rows = rowsOf<{ user_id: number; action: ScoreItem['action']; object_id: number; at: Date | string }>(
    await db.execute(sql`
      with students as (
        select u.id, row_number() over (order by u.id) as n from users u
        where u.tenant_id = ${TENANT} and u.email like 'aluno%@bench.aurora.test'
      )
      select p.user_id, 'finish_class' as action, p.lesson_id as object_id, p.finished_at as at
        from lesson_progress p join students s on s.id = p.user_id
        where p.tenant_id = ${TENANT} and p.finished_at is not null
      union all
      select user_id, 'score_posts', id, created_at from (
        select p.user_id, p.id, p.created_at, s.n, row_number() over (partition by p.user_id order by p.id) as k
        from community_posts p join students s on s.id = p.user_id
        where p.tenant_id = ${TENANT} and p.community_id = ${communityId}
      ) posts where k <= n % 10
      order by at`),
  );
  const items = scoreItemsOf(rows);
  for (let i = 0; i < items.length; i += BATCH) await scoreBatch(db, TENANT, items.slice(i, i + BATCH));
  return { scored: items.length, seedSeconds: (performance.now() - started) / 1000 };
}
