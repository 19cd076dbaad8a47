import { and, eq, sql } from 'drizzle-orm';
import { gamificationPerDay, gamificationSettings } from '../../../db/schema/index';
import { rowsOf, type Db } from '../../../platform/db/client';
import type { PerDayAction } from '@trilha/shared/gamification/constants';
import { bonusAction, compareText, dayNumber, PER_DAY_KIND, utcDay, type ScoredAction } from './actions';
import { forgetBoards } from './board-cache';
import { reachCriterion, reachScores } from './grants';
import { countActions, countsOnDay, scoringStudents, uncountActions } from './ledger';
import { applyDeltas, type Delta } from './totals';

/**
 * One action to count or take back (engine/subscribers.ts makes them from the domain events).
 * `objectId` is what the action is about (a post, a lesson, a day); `at` the event's time, so a
 * re-run lands on the same day and window as the first run.
 */
export type ScoreItem = { userId: number; action: ScoredAction; objectId: number; eventId: number; at: Date; revoke?: boolean };

type SettingsRow = typeof gamificationSettings.$inferSelect;
type PerDayRow = typeof gamificationPerDay.$inferSelect;
const POINTS_KEY: Record<ScoredAction, keyof SettingsRow> = {
  login: 'login',
  comment_class: 'commentClass',
  watch_class: 'watchClass',
  like_class: 'likeClass',
  finish_module: 'finishModule',
  finish_course: 'finishCourse',
  finish_class: 'finishClass',
  score_posts: 'scorePosts',
  score_comments: 'scoreComments',
  score_replies: 'scoreReplies',
  score_likes: 'scoreLikes',
};
const pointsOf = (settings: SettingsRow, action: ScoredAction) => settings[POINTS_KEY[action]] as number;

/**
 * The engine's state row, created on first use, held FOR SHARE for the batch: the daily roll
 * (engine/windows.ts) takes it FOR UPDATE, so a batch's window arithmetic and the roll never mix.
 */
export async function lockWindowDay(tx: Db, tenantId: number, today: string, mode: 'share' | 'update') {
  await tx.execute(
    sql`insert into gamification_engine_state (tenant_id, window_day) values (${tenantId}, ${today}) on conflict do nothing`,
  );
  const [row] = rowsOf<{ window_day: string }>(
    await tx.execute(
      sql`select window_day::text as window_day from gamification_engine_state where tenant_id = ${tenantId} for ${sql.raw(mode)}`,
    ),
  );
  return row?.window_day ?? today;
}

/** scoreWithin in a transaction of its own, and the school's boards forgotten once it commits. */
export async function scoreBatch(db: Db, tenantId: number, items: ScoreItem[], now = new Date()) {
  if (items.length === 0) return;
  await db.transaction((tx) => scoreWithin(tx, tenantId, items, now));
  forgetBoards(db, tenantId);
}

/**
 * Scores a batch of actions of one school in the caller's transaction (the awards batch: the ledger
 * rows, then every total once); the caller forgets the school's boards after its commit. A school
 * without scoring settings scores nothing; students only, of the gamification plans' products; a
 * take-back applies to anyone who scored.
 */
export async function scoreWithin(tx: Db, tenantId: number, items: ScoreItem[], now = new Date()) {
  if (items.length === 0) return;
  // FOR SHARE: a reset (a new period) waits for the batch, and the batch scores in one period.
  const [settings] = await tx.select().from(gamificationSettings).where(eq(gamificationSettings.tenantId, tenantId)).for('share');
  if (!settings) return;
  const windowDay = await lockWindowDay(tx, tenantId, utcDay(now), 'share');
  const scoring = await scoringStudents(tx, tenantId, [...new Set(items.filter((i) => !i.revoke).map((i) => i.userId))]);
  const perDay = new Map(
    (
      await tx
        .select()
        .from(gamificationPerDay)
        .where(and(eq(gamificationPerDay.tenantId, tenantId), eq(gamificationPerDay.enabled, true)))
    ).map((row) => [row.action, row]),
  );
  // One lock order for every batch (student, action, object), so two workers cannot deadlock.
  const sorted = [...items].sort((a, b) => a.userId - b.userId || compareText(a.action, b.action) || a.objectId - b.objectId);
  const deltas: Delta[] = [];
  const counts: Parameters<typeof countActions>[2] = [];
  // A key taken back twice in one call (a re-run beside its first run) is taken back once, by its newest event.
  const revokes = new Map<string, Parameters<typeof uncountActions>[2][number]>();
  const seen = new Set<string>();
  for (const item of sorted) {
    const key = { userId: item.userId, action: item.action, objectId: item.objectId, eventId: item.eventId };
    const day = utcDay(item.at);
    const unique = `${item.userId}|${item.action}|${item.objectId}`;
    if (item.revoke) {
      if ((revokes.get(unique)?.eventId ?? 0) < item.eventId) revokes.set(unique, { ...key, period: settings.period, day });
      continue;
    }
    if (!scoring.has(item.userId) || seen.has(unique)) continue;
    seen.add(unique);
    counts.push({ ...key, points: pointsOf(settings, item.action), period: settings.period, day });
  }
  // The take-backs in one statement, then the batch's new rows in one, then the per-day bonuses they reached.
  for (const taken of await uncountActions(tx, tenantId, [...revokes.values()])) {
    if (taken.points !== 0) deltas.push({ userId: taken.user_id, period: taken.period, day: taken.day, points: -taken.points });
  }
  const counted = await countActions(tx, tenantId, counts);
  for (const c of counted) deltas.push({ userId: c.user_id, period: c.period, day: c.day, points: c.points });
  deltas.push(...(await countBonuses(tx, tenantId, { counted, perDay, period: settings.period })));
  const lifetimes = await applyDeltas(tx, { tenantId, period: settings.period, windowDay }, deltas);
  await reachScores(tx, tenantId, lifetimes);
}

/**
 * The per-day bonuses (docs/gamification.md "Per-day bonus") the batch's newly counted rows reached:
 * once per (student, action, day) whose count passed its setting's needed_interaction, as a ledger
 * row keyed by the day. Two statements for the whole batch: a school whose students post all day
 * used to cost two per post, and on PGlite a scoring transaction holds the only connection.
 */
async function countBonuses(
  tx: Db,
  tenantId: number,
  batch: { counted: Awaited<ReturnType<typeof countActions>>; perDay: Map<string, PerDayRow>; period: number },
): Promise<Delta[]> {
  const groups = new Map<string, { userId: number; action: string; day: string; kind: PerDayAction; bonus: PerDayRow }>();
  for (const c of batch.counted) {
    const kind = PER_DAY_KIND[c.action as ScoredAction];
    const bonus = kind ? batch.perDay.get(kind) : undefined;
    if (!kind || !bonus || bonus.plusUserScore === 0) continue;
    groups.set(`${c.user_id}|${c.action}|${c.day}`, { userId: c.user_id, action: c.action, day: c.day, kind, bonus });
  }
  const candidates = [...groups.values()];
  const counts = await countsOnDay(tx, tenantId, candidates);
  const reached = candidates.filter((g, i) => (counts[i] ?? 0) >= g.bonus.neededInteraction);
  const earned = await countActions(
    tx,
    tenantId,
    reached.map((g) => ({
      userId: g.userId,
      action: bonusAction(g.kind),
      objectId: dayNumber(g.day),
      points: g.bonus.plusUserScore,
      eventId: 0,
      period: batch.period,
      day: g.day,
    })),
  );
  return earned.map((e) => ({ userId: e.user_id, period: e.period, day: e.day, points: e.points }));
}

/** A quiz passed or a lesson finished grants that quiz's or lesson's rewards (their own transaction). */
export async function grantCriterion(db: Db, tenantId: number, item: { userId: number; kind: 'quiz' | 'lesson'; objectId: number }) {
  await db.transaction((tx) => reachCriterion(tx, tenantId, item));
}
