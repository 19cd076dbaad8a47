import { PER_DAY_COMMUNITY, PER_DAY_PLATFORM, type PerDayAction } from '@trilha/shared/gamification/constants';
import { eq, sql } from 'drizzle-orm';
import { gamificationPerDay, gamificationSettings } from '../../db/schema/index';
import { rowsOf, type Db } from '../../platform/db/client';

/** The points per action (spec 001 §3), as the columns name them. */
const pointColumns = {
  login: gamificationSettings.login,
  commentClass: gamificationSettings.commentClass,
  watchClass: gamificationSettings.watchClass,
  likeClass: gamificationSettings.likeClass,
  finishModule: gamificationSettings.finishModule,
  finishCourse: gamificationSettings.finishCourse,
  finishClass: gamificationSettings.finishClass,
  scorePosts: gamificationSettings.scorePosts,
  scoreComments: gamificationSettings.scoreComments,
  scoreReplies: gamificationSettings.scoreReplies,
  scoreLikes: gamificationSettings.scoreLikes,
};
export type PointValues = { [K in keyof typeof pointColumns]: number };
export type SettingsRow = PointValues & { customName: string | null; showRanking: boolean };

/** A school with no row scores nothing, shows the ranking (the column's default) and is in create mode. */
export const NO_SETTINGS: SettingsRow = {
  login: 0,
  commentClass: 0,
  watchClass: 0,
  likeClass: 0,
  finishModule: 0,
  finishCourse: 0,
  finishClass: 0,
  scorePosts: 0,
  scoreComments: 0,
  scoreReplies: 0,
  scoreLikes: 0,
  customName: null,
  showRanking: true,
};

export async function findSettings(db: Db, { tenantId }: { tenantId: number }): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select({ ...pointColumns, customName: gamificationSettings.customName, showRanking: gamificationSettings.showRanking })
    .from(gamificationSettings)
    .where(eq(gamificationSettings.tenantId, tenantId));
  return row;
}

/** Holds the school's settings row (when there is one) until the transaction ends, so two saves compare in turn. */
export async function lockSettings(db: Db, { tenantId }: { tenantId: number }): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select({ ...pointColumns, customName: gamificationSettings.customName, showRanking: gamificationSettings.showRanking })
    .from(gamificationSettings)
    .where(eq(gamificationSettings.tenantId, tenantId))
    .for('update');
  return row;
}

/** The points and their name, the row made when the school has none (one row per school: the primary key). */
export async function upsertPoints(db: Db, { tenantId, values }: { tenantId: number; values: PointValues & { customName: string } }) {
  await db
    .insert(gamificationSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: gamificationSettings.tenantId, set: { ...values, updatedAt: new Date() } });
}

export async function upsertShowRanking(db: Db, { tenantId, show }: { tenantId: number; show: boolean }) {
  await db
    .insert(gamificationSettings)
    .values({ tenantId, showRanking: show })
    .onConflictDoUpdate({ target: gamificationSettings.tenantId, set: { showRanking: show, updatedAt: new Date() } });
}

export type PerDayRow = { action: PerDayAction; enabled: boolean; neededInteraction: number; plusUserScore: number };
export const PER_DAY_ACTIONS: readonly PerDayAction[] = [...PER_DAY_COMMUNITY, ...PER_DAY_PLATFORM];

/** The school's per-day settings; at most one row per action (the primary key), ten in all. */
export async function listPerDay(db: Db, { tenantId }: { tenantId: number }): Promise<PerDayRow[]> {
  const rows = await db
    .select({
      action: gamificationPerDay.action,
      enabled: gamificationPerDay.enabled,
      neededInteraction: gamificationPerDay.neededInteraction,
      plusUserScore: gamificationPerDay.plusUserScore,
    })
    .from(gamificationPerDay)
    .where(eq(gamificationPerDay.tenantId, tenantId))
    .limit(PER_DAY_ACTIONS.length);
  return rows as PerDayRow[];
}

/** Every per-day setting at once, in one statement. */
export async function upsertPerDay(db: Db, { tenantId, rows }: { tenantId: number; rows: PerDayRow[] }) {
  await db
    .insert(gamificationPerDay)
    .values(rows.map((r) => ({ tenantId, ...r })))
    .onConflictDoUpdate({
      target: [gamificationPerDay.tenantId, gamificationPerDay.action],
      set: {
        enabled: sql`excluded.enabled`,
        neededInteraction: sql`excluded.needed_interaction`,
        plusUserScore: sql`excluded.plus_user_score`,
        updatedAt: new Date(),
      },
    });
}

/** Opens the school's next ranking period (the first reset makes period 2) and answers its number. */
export async function startNextPeriod(db: Db, { tenantId }: { tenantId: number }): Promise<number> {
  const [row] = rowsOf<{ period: number }>(
    await db.execute(sql`
      insert into gamification_settings (tenant_id, period, period_started_at) values (${tenantId}, 2, now())
      on conflict (tenant_id) do update set period = gamification_settings.period + 1, period_started_at = now(), updated_at = now()
      returning period`),
  );
  return row?.period ?? 1;
}
