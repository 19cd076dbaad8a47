import type { PerDayBody, PerDaySetting, ScoringBody, ScoringReply } from '@trilha/shared/gamification/admin-schemas';
import { PER_DAY_COMMUNITY, PER_DAY_PLATFORM, type PerDayAction } from '@trilha/shared/gamification/constants';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { adminText } from './ranking-admin-support';
import './scoring-events';
import {
  findSettings,
  listPerDay,
  lockSettings,
  NO_SETTINGS,
  PER_DAY_ACTIONS,
  upsertPerDay,
  upsertPoints,
  type PerDayRow,
  type PointValues,
  type SettingsRow,
} from './scoring-repo';

const NO_PER_DAY = (action: PerDayAction): PerDayRow => ({ action, enabled: false, neededInteraction: 1, plusUserScore: 0 });

/**
 * The recalculation's call site (docs/gamification.md "Levels, scoring, plans and the ranking switch
 * (administration)"): a domain event in the save's own transaction, so the engine's rate-limited job starts
 * only once the new values are committed, and the request never waits for it.
 */
async function requestRecalculationOnPointsChange(
  scope: Pick<RequestScope, 'tenantId' | 'events'>,
  tx: Db,
  changed: string[],
): Promise<void> {
  if (changed.length === 0) return;
  await scope.events.publish(tx, scope.tenantId, 'gamification.points.changed', { changed });
}

const pointValues = (body: ScoringBody): PointValues => ({
  login: body.platform.login,
  commentClass: body.platform.comment_class,
  watchClass: body.platform.watch_class,
  likeClass: body.platform.like_class,
  finishModule: body.platform.finish_module,
  finishCourse: body.platform.finish_course,
  finishClass: body.platform.finish_class,
  scorePosts: body.community.score_posts,
  scoreComments: body.community.score_comments,
  scoreReplies: body.community.score_replies,
  scoreLikes: body.community.score_likes,
});

const changedPoints = (before: SettingsRow, after: PointValues) =>
  (Object.keys(after) as (keyof PointValues)[]).filter((key) => before[key] !== after[key]);

const setting = (row: PerDayRow): PerDaySetting => ({
  enable: row.enabled,
  needed_interaction: row.neededInteraction,
  plus_user_score: row.plusUserScore,
});

/** GET get-parameters/{tenant}: what the form shows; `custom_name` null is its create mode (spec 001 §4). */
export async function readScoring({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>): Promise<ScoringReply> {
  const [row = NO_SETTINGS, perDay] = await Promise.all([findSettings(db, { tenantId }), listPerDay(db, { tenantId })]);
  const byAction = new Map(perDay.map((r) => [r.action, r]));
  const group = <K extends PerDayAction>(actions: readonly K[]) =>
    Object.fromEntries(actions.map((a) => [a, setting(byAction.get(a) ?? NO_PER_DAY(a))])) as Record<K, PerDaySetting>;
  return {
    platform: {
      login: row.login,
      comment_class: row.commentClass,
      watch_class: row.watchClass,
      like_class: row.likeClass,
      finish_module: row.finishModule,
      finish_course: row.finishCourse,
      finish_class: row.finishClass,
    },
    community: {
      score_posts: row.scorePosts,
      score_comments: row.scoreComments,
      score_replies: row.scoreReplies,
      score_likes: row.scoreLikes,
      custom_name: row.customName,
    },
    per_day: { community_settings: group(PER_DAY_COMMUNITY), platform_settings: group(PER_DAY_PLATFORM) },
  };
}

/**
 * POST create-parameters and PUT update-parameters: the points and their name. Create is for a
 * school still in create mode (no custom_name): once one exists, create is 409 (a second click, or a
 * stale form) and update is the call. Points that changed request the recalculation.
 */
export async function saveScoring(
  scope: Pick<RequestScope, 'db' | 'tenantId' | 'lang' | 'events'>,
  props: { body: ScoringBody; mode: 'create' | 'update' },
): Promise<void> {
  const { db, tenantId, lang } = scope;
  await db.transaction(async (tx) => {
    const before = (await lockSettings(tx, { tenantId })) ?? NO_SETTINGS;
    if (props.mode === 'create' && before.customName !== null) throw new HttpError(409, null, adminText(lang, 'scoringExists'));
    const values = pointValues(props.body);
    await upsertPoints(tx, { tenantId, values: { ...values, customName: props.body.community.custom_name } });
    await requestRecalculationOnPointsChange(scope, tx, changedPoints(before, values));
  });
}

/** POST create-per-day-parameters: all ten settings at once; a changed bonus requests the recalculation too. */
export async function savePerDay(scope: Pick<RequestScope, 'db' | 'tenantId' | 'events'>, body: PerDayBody): Promise<void> {
  const { db, tenantId } = scope;
  const settings: Record<PerDayAction, PerDaySetting> = { ...body.community_settings, ...body.platform_settings };
  const rows = PER_DAY_ACTIONS.map((action): PerDayRow => {
    const s = settings[action];
    return { action, enabled: s.enable, neededInteraction: s.needed_interaction, plusUserScore: s.plus_user_score };
  });
  await db.transaction(async (tx) => {
    // The settings row's lock orders two saves of the same school; a school without one has no race worth ordering.
    await lockSettings(tx, { tenantId });
    const before = new Map((await listPerDay(tx, { tenantId })).map((r) => [r.action, r]));
    await upsertPerDay(tx, { tenantId, rows });
    const changed = rows
      .filter((r) => {
        const b = before.get(r.action) ?? NO_PER_DAY(r.action);
        return b.enabled !== r.enabled || b.neededInteraction !== r.neededInteraction || b.plusUserScore !== r.plusUserScore;
      })
      .map((r) => `per_day.${r.action}`);
    await requestRecalculationOnPointsChange(scope, tx, changed);
  });
}
