import { and, asc, eq, sql } from 'drizzle-orm';
import {
  gamificationPerDay,
  gamificationPlans,
  gamificationSettings,
  gamificationStandings,
  levelPermissions,
  levels,
  products,
  rewardPermissions,
  rewards,
} from '../db/schema/index';
import { boardScore } from '../features/gamification/engine/actions';
import { forgetBoards } from '../features/gamification/engine/board-cache';
import type { DomainEventPayloads, EventType } from '../platform/events';
import { userIdOf } from './builders';
import type { TestApp } from './harness';

/**
 * Gamification's fixtures (the admin routes are other features': tests write the staff's rows
 * straight through Drizzle). Aurora is school 1; its product 0 is aluno's, 1 and 2 aluna's.
 */
type Points = Partial<Omit<typeof gamificationSettings.$inferInsert, 'tenantId'>>;

export const userId = (t: TestApp, email: string) => userIdOf(t.ctx.db, email);

/** The school's product ids in creation order (the seed's product indexes). */
export async function productIds(t: TestApp, tenantId = 1) {
  const rows = await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.tenantId, tenantId)).orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

/** Points per action and the plans whose students score (product indexes; default all). */
export async function setScoring(t: TestApp, points: Points, options: { tenantId?: number; plans?: number[] } = {}) {
  const tenantId = options.tenantId ?? 1;
  const all = await productIds(t, tenantId);
  await t.ctx.db
    .insert(gamificationSettings)
    .values({ tenantId, customName: 'pontos', ...points })
    .onConflictDoUpdate({ target: gamificationSettings.tenantId, set: { customName: 'pontos', ...points } });
  const plans = (options.plans ?? all.map((_, i) => i)).map((i) => all[i]!);
  await t.ctx.db.delete(gamificationPlans).where(eq(gamificationPlans.tenantId, tenantId));
  if (plans.length) await t.ctx.db.insert(gamificationPlans).values(plans.map((productId) => ({ tenantId, productId })));
}

export async function setPerDay(t: TestApp, action: string, neededInteraction: number, plusUserScore: number, tenantId = 1) {
  await t.ctx.db
    .insert(gamificationPerDay)
    .values({ tenantId, action, enabled: true, neededInteraction, plusUserScore })
    .onConflictDoUpdate({
      target: [gamificationPerDay.tenantId, gamificationPerDay.action],
      set: { enabled: true, neededInteraction, plusUserScore },
    });
}

export async function addLevel(t: TestApp, level: { name: string; neededScore: number; products?: number[]; tenantId?: number }) {
  const tenantId = level.tenantId ?? 1;
  const [row] = await t.ctx.db
    .insert(levels)
    .values({ tenantId, name: level.name, neededScore: level.neededScore, animation: 'rocket' })
    .returning({ id: levels.id });
  const all = await productIds(t, tenantId);
  for (const i of level.products ?? []) await t.ctx.db.insert(levelPermissions).values({ tenantId, levelId: row!.id, productId: all[i]! });
  // Written straight to the table: the kept boards (they show levels) are forgotten as the service would.
  forgetBoards(t.ctx.db, tenantId);
  return row!.id;
}

type RewardFixture = Omit<typeof rewards.$inferInsert, 'tenantId' | 'deliveryType'> & {
  deliveryType?: string;
  products: number[];
  tenantId?: number;
};
export async function addReward(t: TestApp, reward: RewardFixture) {
  const tenantId = reward.tenantId ?? 1;
  const { products: indexes, ...values } = reward;
  const [row] = await t.ctx.db
    .insert(rewards)
    .values({ deliveryType: 'link', links: ['https://example.com/premio'], ...values, tenantId })
    .returning({ id: rewards.id });
  const all = await productIds(t, tenantId);
  for (const i of indexes) await t.ctx.db.insert(rewardPermissions).values({ tenantId, rewardId: row!.id, productId: all[i]! });
  return row!.id;
}

/** Publishes an event as its feature would (own transaction), then runs every job. */
export async function emit<T extends EventType>(t: TestApp, type: T, payload: DomainEventPayloads[T], tenantId = 1) {
  const id = await t.ctx.db.transaction((tx) => t.ctx.events.publish(tx, tenantId, type, payload));
  await t.ctx.jobs.drain();
  return id;
}

/** A student's lifetime points and their board scores of the current period. */
export async function pointsOf(t: TestApp, userIdValue: number, tenantId = 1) {
  const [row] = await t.ctx.db
    .select()
    .from(gamificationStandings)
    .where(and(eq(gamificationStandings.tenantId, tenantId), eq(gamificationStandings.userId, userIdValue)));
  const [settings] = await t.ctx.db
    .select({ period: gamificationSettings.period })
    .from(gamificationSettings)
    .where(eq(gamificationSettings.tenantId, tenantId));
  const current = row !== undefined && row.period === settings?.period;
  return {
    lifetime: row?.lifetime ?? 0,
    all: current ? row.scoreAll : 0,
    d30: current ? row.score30d : 0,
    d7: current ? row.score7d : 0,
  };
}

/** The histogram of a board equals its rows (the engine's invariant), as [score, students] pairs. */
export async function histogramMatchesRows(t: TestApp, board: number, tenantId = 1) {
  const score = boardScore(board);
  const fromRows = await t.ctx.db.execute(sql`
    select ${score} as score, count(*)::int as students from gamification_standings b join gamification_settings s on s.tenant_id = b.tenant_id
    where b.tenant_id = ${tenantId} and b.period = s.period group by ${score} order by ${score}`);
  const kept = await t.ctx.db.execute(sql`
    select h.score, h.students from gamification_histogram h join gamification_settings s on s.tenant_id = h.tenant_id
    where h.tenant_id = ${tenantId} and h.board = ${board} and h.period = s.period order by h.score`);
  return { rows: (fromRows as { rows: unknown[] }).rows, histogram: (kept as { rows: unknown[] }).rows };
}

/** Empties the engine and the staff's gamification rows, so each test starts from nothing. */
export async function clearGamification(t: TestApp) {
  await t.ctx.db.execute(sql`
    truncate gamification_ledger, gamification_standings, gamification_histogram, gamification_daily,
      gamification_engine_state, gamification_earned_rewards, gamification_celebrations, gamification_per_day,
      gamification_plans, level_permissions, reward_permissions, levels, rewards, gamification_settings`);
  for (const tenantId of [1, 2]) forgetBoards(t.ctx.db, tenantId);
}
