import { z } from 'zod';
import { idParam } from '../platform/http';
import {
  ANIMATIONS,
  DELIVERY_TYPES,
  NEEDED_SCORE_MAX,
  REWARD_DESCRIPTION_MAX,
  REWARD_EMBED_MAX,
  REWARD_LINKS_MAX,
  REWARD_NAME_MAX,
  REWARD_TYPES,
  SONGS,
} from './constants';
import { REWARD_MESSAGES as M } from './reward-messages';

/**
 * Recompensa (spec 000 §3, §5, §7, §8; spec 001 §2, §3, §5; CONTRACT "Rewards' multipart fields").
 * The server's routes and the web's form share these; docs/gamification.md "Rewards" has the rules.
 */

/** Trilha's bound on a school's rewards, so the list (read whole, reversed for display) stays small. */
export const REWARDS_MAX = 200;
/** Spec 000 §9's maximum upload, for the delivery file; the badge has its own 1 MB (BADGE_MAX_BYTES). */
export const REWARD_FILE_MAX_BYTES = 15 * 1_048_576;
/** A reward's products: at most this many (a school's catalogue is far smaller). */
export const REWARD_PLANS_MAX = 100;
const LINK_MAX = 2048;

const id = z.number().int();

// ---- Params ----

export const rewardTenantParams = z.object({ tenant: idParam });
export const rewardDeleteParams = z.object({ tenant: idParam, rewardId: idParam });
export const rewardPermissionParams = z.object({ permissionId: idParam });

// ---- Fields ----

/** An id from a form: a number or its text; an empty text (a select left empty) is no id. */
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idParam.optional());
/** The contract's repeated field: one value, or a list of them. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]), z.array(item));

/** Spec 000 §5 "URL check: valid if it parses as a URL"; Trilha also requires http(s), so no javascript: link is ever delivered. */
export function isRewardLink(value: string): boolean {
  if (value.length > LINK_MAX) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const rewardLink = z.string().trim().refine(isRewardLink, { error: M.linkInvalid });

/** What the form says, the same on create and edit; the files travel as their own parts. */
const rewardShape = {
  name: z.string({ error: M.required }).trim().min(1, M.required).max(REWARD_NAME_MAX, M.nameTooLong),
  reward_type: z.enum(REWARD_TYPES, { error: M.invalidChoice }),
  needed_score: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: M.neededScoreInvalid })
      .int(M.neededScoreInvalid)
      .min(0, M.neededScoreInvalid)
      .max(NEEDED_SCORE_MAX, M.neededScoreInvalid)
      .optional(),
  ),
  quiz: optionalId,
  lesson: optionalId,
  description: z.string().trim().max(REWARD_DESCRIPTION_MAX, M.descriptionTooLong).default(''),
  delivery_type: z.enum(DELIVERY_TYPES, { error: M.invalidChoice }),
  links: list(rewardLink).pipe(z.array(z.string()).max(REWARD_LINKS_MAX, M.linksTooMany)),
  embed: z.string().trim().max(REWARD_EMBED_MAX, M.embedTooLong).default(''),
  deliverable_product: optionalId,
  song: z.enum(SONGS, { error: M.invalidChoice }).default('none'),
  animation: z.enum(ANIMATIONS, { error: M.invalidChoice }).default('none'),
};

type RewardCore = {
  reward_type: (typeof REWARD_TYPES)[number];
  needed_score?: number | undefined;
  quiz?: number | undefined;
  lesson?: number | undefined;
  delivery_type: (typeof DELIVERY_TYPES)[number];
  links: string[];
  embed: string;
  deliverable_product?: number | undefined;
};

/**
 * The rules between fields (spec 000 §5): the criterion's own field, and the delivery's. A file or
 * badge is checked where the bytes are (the server's form reader; the web form's file fields).
 */
export function checkRewardRules(value: RewardCore, ctx: z.RefinementCtx) {
  const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.reward_type === 'score' && value.needed_score === undefined) need('needed_score', M.required);
  if (value.reward_type === 'quiz' && value.quiz === undefined) need('quiz', M.required);
  if (value.reward_type === 'lesson' && value.lesson === undefined) need('lesson', M.required);
  if (value.delivery_type === 'link' && value.links.length === 0) need('links', M.linksRequired);
  if (value.delivery_type === 'embed' && value.embed === '') need('embed', M.required);
  if (value.delivery_type === 'product' && value.deliverable_product === undefined) need('deliverable_product', M.required);
}

const plansSelected = list(idParam).pipe(z.array(z.number()).min(1, M.plansRequired).max(REWARD_PLANS_MAX, M.plansRequired));

/** POST .../rewards/create, the text parts (multipart; `content` and `img` are file parts). */
export const rewardCreateFields = z.object({ ...rewardShape, tenant_id: idParam, plansSelected }).superRefine(checkRewardRules);
export type RewardCreateFields = z.output<typeof rewardCreateFields>;

/** POST .../rewards/update: the reward's `id` and the same fields; its products stay as created (spec 001 §4). */
export const rewardUpdateFields = z.object({ ...rewardShape, tenant_id: idParam, id: idParam }).superRefine(checkRewardRules);
export type RewardUpdateFields = z.output<typeof rewardUpdateFields>;

/**
 * The web form's values (spec 000 §5): the same fields and rules; the files are the form's own
 * fields (a file or a badge is required only while the reward holds none).
 */
export const rewardForm = z
  .object({ ...rewardShape, plansSelected: z.array(z.number().int()).min(1, M.plansRequired).max(REWARD_PLANS_MAX, M.plansRequired) })
  .superRefine(checkRewardRules);
export type RewardFormValues = z.output<typeof rewardForm>;

/** The multipart bodies as OpenAPI shows them (the route reads the parts itself: platform/uploads.ts readFormParts). */
const documentedShape = {
  tenant_id: z.number().int(),
  name: z.string().max(REWARD_NAME_MAX),
  reward_type: z.enum(REWARD_TYPES),
  needed_score: z.number().int().min(0).optional(),
  quiz: z.number().int().optional(),
  lesson: z.number().int().optional(),
  description: z.string().max(REWARD_DESCRIPTION_MAX).optional(),
  delivery_type: z.enum(DELIVERY_TYPES),
  links: z.array(z.string()).max(REWARD_LINKS_MAX).optional(),
  embed: z.string().max(REWARD_EMBED_MAX).optional(),
  deliverable_product: z.number().int().optional(),
  song: z.enum(SONGS).optional(),
  animation: z.enum(ANIMATIONS).optional(),
  content: z.file().max(REWARD_FILE_MAX_BYTES).optional(),
  img: z.file().max(1_048_576).optional(),
};
export const rewardCreateForm = z.object({ ...documentedShape, plansSelected: z.array(z.number().int()).min(1) });
export const rewardUpdateForm = z.object({ ...documentedShape, id: z.number().int() });

/** POST .../rewards/permissions/create (JSON, spec 000 §7). */
export const rewardPermissionsBody = z.object({
  reward_id: idParam,
  array_plans_id: z
    .array(idParam, { error: M.plansRequired })
    .min(1, M.plansRequired)
    .max(REWARD_PLANS_MAX, M.plansRequired)
    .transform((ids) => [...new Set(ids)]),
  tenant_id: idParam,
});

// ---- Replies ----

/** Spec 000 §3's permission record: permission_id, reward_id and the product. */
export const rewardPermission = z.object({ permission_id: id, reward_id: id, plan_id: id, title: z.string() });
export type RewardPermission = z.infer<typeof rewardPermission>;

/** A reward as the editors see it. The file is described, never linked: only earners download it. */
export const adminReward = z.object({
  id,
  tenant_id: id,
  name: z.string(),
  reward_type: z.enum(REWARD_TYPES),
  needed_score: z.number().int().nullable(),
  quiz: z.object({ id, name: z.string() }).nullable(),
  lesson: z.object({ id, title: z.string() }).nullable(),
  description: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  content: z.object({ name: z.string(), type: z.string() }).nullable(),
  links: z.array(z.string()),
  img: z.string().nullable(),
  embed: z.string().nullable(),
  deliverable_product: z.object({ id, title: z.string() }).nullable(),
  song: z.enum(SONGS),
  animation: z.enum(ANIMATIONS),
  plansSelected: z.array(rewardPermission),
  created_at: z.string(),
});
export type AdminReward = z.infer<typeof adminReward>;

/** GET .../rewards/get/{tenant}: oldest first, as the spec's client reverses it for display. */
export const rewardListReply = z.object({ data: z.array(adminReward) });
export const rewardSavedReply = z.object({ message: z.string(), data: adminReward });
export const rewardPermissionsReply = z.object({ message: z.string(), data: z.array(rewardPermission) });
