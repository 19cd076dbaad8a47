import { z } from 'zod';
import { flagField, idParam, MAX_ID } from '../platform/http';
import { GAMIFICATION_ADMIN_MESSAGES as M } from './admin-messages';
import {
  ANIMATIONS,
  LEVEL_NAME_EDIT_MAX,
  LEVEL_NAME_MAX,
  NEEDED_INTERACTION_MAX,
  NEEDED_SCORE_MAX,
  PER_DAY_COMMUNITY,
  PER_DAY_PLATFORM,
  POINTS_MAX,
  POINTS_NAME_MAX,
} from './constants';

/**
 * The Níveis, Pontuação (with the gamification plans) and Ranking drawers (spec 001 §3, §5, §7;
 * docs/gamification.md): one schema for each call, read by the route and the form alike.
 */

export { GAMIFICATION_ADMIN_MESSAGES } from './admin-messages';

/** Trilha's bounds: a school has at most this many levels, and a list of product ids this long. */
export const LEVELS_MAX = 100;
export const PRODUCT_IDS_MAX = 200;
export const LEVEL_COLOR_DEFAULT = '#228BE6';

const tenantId = z.coerce.number({ error: 'tenant_id inválido' }).int().positive().max(MAX_ID, { error: 'tenant_id inválido' });
const flag = flagField();
const hex = z.string({ error: M.colorInvalid }).regex(/^#[0-9a-fA-F]{6}$/, M.colorInvalid);
const animation = z.enum(ANIMATIONS, { error: M.animationInvalid });
/** Multipart sends numbers as text (CONTRACT "Response bodies"), JSON as numbers: both arrive here. */
const neededScore = z.coerce
  .number({ error: M.neededScoreInvalid })
  .int(M.neededScoreInvalid)
  .min(0, M.neededScoreInvalid)
  .max(NEEDED_SCORE_MAX, M.neededScoreInvalid);
const points = z.number({ error: M.pointsInvalid }).int(M.pointsInvalid).min(0, M.pointsInvalid).max(POINTS_MAX, M.pointsInvalid);
/** Spec 001 §5: 'Nenhum produto selecionado.' when none; each id once. */
const productIds = z
  .array(idParam, { error: M.noProductSelected })
  .min(1, M.noProductSelected)
  .max(PRODUCT_IDS_MAX)
  .transform((ids) => [...new Set(ids)]);
const levelName = (max: number, tooLong: string) => z.string({ error: M.required }).trim().min(1, M.required).max(max, tooLong);

export const tenantParams = z.object({ tenant: idParam });

// ---- Níveis ----

export const levelParams = z.object({ levelId: idParam, tenant: idParam });
export const levelPermissionsParams = z.object({ tenant: idParam, levelId: idParam });
export const levelPermissionParams = z.object({ permissionId: idParam });

/** POST levels/create's text parts (multipart; `img` is its file part). Spec 001 §3: the name is 32 on create. */
export const levelCreateFields = z.object({
  tenant_id: tenantId,
  name: levelName(LEVEL_NAME_MAX, M.levelNameTooLong),
  needed_score: neededScore,
  color: hex.default(LEVEL_COLOR_DEFAULT),
  show_level_on_profile: flag.default(true),
  show_score_on_profile: flag.default(true),
  animation: animation.default('none'),
});
export type LevelCreateFields = z.infer<typeof levelCreateFields>;
/** For OpenAPI: the multipart body with its image. */
export const levelCreateForm = levelCreateFields.extend({ img: z.file().optional() });

/**
 * POST levels/update (JSON). Spec 001 §3: the edit input allows 150. `img` is the level's picture as
 * it is now (kept), or null (removed); a new picture goes through levels/image.
 */
export const levelUpdateBody = z.object({
  tenant_id: tenantId,
  id: idParam,
  name: levelName(LEVEL_NAME_EDIT_MAX, M.levelNameEditTooLong),
  needed_score: neededScore,
  color: hex,
  img: z.string().max(2048).nullable().optional(),
  show_level_on_profile: flag,
  show_score_on_profile: flag,
  animation,
});
export type LevelUpdateBody = z.infer<typeof levelUpdateBody>;

export const level = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  name: z.string(),
  needed_score: z.number().int(),
  color: z.string(),
  /** Spec 001 §3 names both `url_img` and `img`: the same address. */
  url_img: z.string().nullable(),
  img: z.string().nullable(),
  show_level_on_profile: z.boolean(),
  show_score_on_profile: z.boolean(),
  animation: z.enum(ANIMATIONS),
});
export type Level = z.infer<typeof level>;
/** GET levels/get/{tenant}: the school's levels, lowest needed score first. */
export const levelsReply = z.object({ data: z.array(level) });
export const levelSavedReply = z.object({ message: z.string(), id: z.number().int(), data: level });

export const levelPermissionsBody = z.object({ level_id: idParam, array_plans_id: productIds, tenant_id: tenantId });

/** Spec 001 §3: a product held as a permission record (id, plan_id, plan.title). */
export const productPermission = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan: z.object({ id: z.number().int(), title: z.string() }),
});
export type ProductPermission = z.infer<typeof productPermission>;
export const productPermissionsReply = z.object({ data: z.array(productPermission) });

/** The level drawer's form (web): the level's fields and its products, checked before any call. */
export const levelForm = z.object({
  name: levelName(LEVEL_NAME_EDIT_MAX, M.levelNameEditTooLong),
  needed_score: neededScore,
  color: hex,
  show_level_on_profile: z.boolean(),
  show_score_on_profile: z.boolean(),
  animation,
  products: productIds,
});
export type LevelFormValues = z.input<typeof levelForm>;
export type LevelFormOutput = z.output<typeof levelForm>;

// ---- Pontuação ----

export const platformPoints = z.object({
  login: points,
  comment_class: points,
  watch_class: points,
  like_class: points,
  finish_module: points,
  finish_course: points,
  finish_class: points,
});

/** Spec 001 §3: the community group holds the points' name; §5 'Obrigatório'. */
export const communityPoints = z.object({
  score_posts: points,
  score_comments: points,
  score_replies: points,
  score_likes: points,
  custom_name: z.string({ error: M.required }).trim().min(1, M.required).max(POINTS_NAME_MAX, M.pointsNameTooLong),
});

/** POST create-parameters / PUT update-parameters. */
export const scoringBody = z.object({ tenant_id: tenantId, platform: platformPoints, community: communityPoints });
export type ScoringBody = z.infer<typeof scoringBody>;

export const perDaySetting = z.object({
  enable: z.boolean(),
  needed_interaction: z
    .number({ error: M.neededInteractionInvalid })
    .int(M.neededInteractionInvalid)
    .min(1, M.neededInteractionInvalid)
    .max(NEEDED_INTERACTION_MAX, M.neededInteractionInvalid),
  plus_user_score: points,
});
export type PerDaySetting = z.infer<typeof perDaySetting>;

const perDayGroup = <const K extends readonly string[]>(actions: K) =>
  z.object(Object.fromEntries(actions.map((a) => [a, perDaySetting])) as Record<K[number], typeof perDaySetting>);
export const communitySettings = perDayGroup(PER_DAY_COMMUNITY);
export const platformSettings = perDayGroup(PER_DAY_PLATFORM);

/** POST create-per-day-parameters: every per-day setting of both groups. */
export const perDayBody = z.object({ tenant_id: tenantId, community_settings: communitySettings, platform_settings: platformSettings });
export type PerDayBody = z.infer<typeof perDayBody>;

/** GET get-parameters/{tenant}: `community.custom_name` null is the form's create mode (spec 001 §4). */
export const scoringReply = z.object({
  platform: platformPoints,
  community: communityPoints.extend({ custom_name: z.string().nullable() }),
  per_day: z.object({ community_settings: communitySettings, platform_settings: platformSettings }),
});
export type ScoringReply = z.infer<typeof scoringReply>;

/** The Pontuação drawer's form (web): both groups, the per-day settings and the products that score. */
export const scoringForm = z.object({
  platform: platformPoints,
  community: communityPoints,
  community_settings: communitySettings,
  platform_settings: platformSettings,
});
export type ScoringFormValues = z.input<typeof scoringForm>;
export type ScoringFormOutput = z.output<typeof scoringForm>;

// ---- Gamification plans ----

export const plansBody = z.object({ array_plans_id: productIds, tenant_id: tenantId });
export const planParams = z.object({ id: idParam, tenant: idParam });

// ---- Ranking ----

export const rankingToggleParams = z.object({ status: z.enum(['0', '1']).transform((s) => s === '1'), tenant: idParam });

/**
 * GET community/get-first/{tenant}: the school's ranking switch (spec 001 "reads show_ranking") and
 * its first community, null when it has none (spec 001 §6: the switch is then disabled).
 */
export const rankingSwitchReply = z.object({
  show_ranking: z.boolean(),
  has_community: z.boolean(),
  community: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type RankingSwitchReply = z.infer<typeof rankingSwitchReply>;
