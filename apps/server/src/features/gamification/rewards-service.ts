import type { RewardCreateFields, RewardUpdateFields } from '@trilha/shared/gamification/reward-schemas';
import { REWARD_PLANS_MAX, REWARDS_MAX } from '@trilha/shared/gamification/reward-schemas';
import type { Db } from '../../platform/db/client';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import { privateArea } from '../../platform/storage';
import { releaseStoredFile, storeUpload } from '../../platform/uploads';
import { refuseReward, type PreparedFile, type RewardForm } from './rewards-form';
import {
  countPermissions,
  countRewards,
  deletePermission,
  deleteReward,
  findExistingProducts,
  findPermission,
  findReward,
  insertPermissions,
  insertReward,
  lessonExists,
  listPermissions,
  listRewards as listRewardRows,
  lockReward,
  lockSchool,
  quizExists,
  updateReward as updateRewardRow,
  type PermissionRow,
  type RewardRow,
  type RewardValues,
} from './rewards-repo';

type Fields = RewardCreateFields | RewardUpdateFields;
type Stored = { content: { key: string; name: string; type: string } | null; badgeUrl: string | null };
export type RewardWithPermissions = { row: RewardRow; permissions: PermissionRow[] };

/** The area of a reward's badge (a public picture) and of its file (only earners download it). */
const BADGE_AREA = 'rewards';
const FILE_AREA = privateArea('rewards');

/**
 * Runs a write in one transaction with the form's files stored inside it: their `files` rows roll
 * back with it, and bytes written for a failed write are deleted, so nothing is left behind. The
 * files are the actor's uploads: an editor of the school (the routes checked it).
 */
async function withFiles<T>(scope: ActorScope, form: RewardForm<Fields>, work: (tx: Db, stored: Stored) => Promise<T>) {
  const written: string[] = [];
  const store = async (tx: Db, area: string, file: PreparedFile) => {
    const stored = await storeUpload(
      { db: tx, storage: scope.storage },
      { tenantId: scope.tenantId, userId: scope.actor.id, area, ...file },
    );
    written.push(stored.key);
    return stored;
  };
  try {
    return await scope.db.transaction(async (tx) => {
      const content = form.content ? await store(tx, FILE_AREA, form.content) : null;
      const badge = form.badge ? await store(tx, BADGE_AREA, form.badge) : null;
      return work(tx, {
        content: content && form.content ? { key: content.key, name: form.content.name, type: content.contentType } : null,
        badgeUrl: badge?.url ?? null,
      });
    });
  } catch (error) {
    for (const key of written) {
      await scope.storage.delete(key).catch(() => {
        // Best effort: the error that brought us here is the one to report.
      });
    }
    throw error;
  }
}

/** The quiz, lesson and products a form names must be the school's (another school's id is 404, contract). */
async function checkReferences(scope: Pick<RequestScope, 'tenantId' | 'lang'>, tx: Db, fields: Fields, plans: number[]) {
  const { tenantId, lang } = scope;
  if (fields.reward_type === 'quiz' && fields.quiz !== undefined && !(await quizExists(tx, { tenantId, quizId: fields.quiz })))
    refuseReward(lang, 404, 'quizNotFound', 'quiz');
  if (fields.reward_type === 'lesson' && fields.lesson !== undefined && !(await lessonExists(tx, { tenantId, lessonId: fields.lesson })))
    refuseReward(lang, 404, 'lessonNotFound', 'lesson');
  const deliverable = fields.delivery_type === 'product' ? fields.deliverable_product : undefined;
  const wanted = [...plans, ...(deliverable === undefined ? [] : [deliverable])];
  const found = await findExistingProducts(tx, { tenantId, ids: wanted });
  if (plans.some((id) => !found.has(id))) refuseReward(lang, 404, 'productNotFound', 'plansSelected');
  if (deliverable !== undefined && !found.has(deliverable)) refuseReward(lang, 404, 'productNotFound', 'deliverable_product');
}

/**
 * The row's values from the form: only the chosen criterion's field and the chosen delivery's
 * content are kept (switching from a file to links lets the file go). `kept` is what the reward
 * already holds, for an edit that sends no new file.
 */
function valuesOf(scope: Pick<RequestScope, 'lang'>, fields: Fields, stored: Stored, kept: Stored): RewardValues {
  const content = fields.delivery_type === 'file' ? (stored.content ?? kept.content) : null;
  const badgeUrl = fields.delivery_type === 'badge' ? (stored.badgeUrl ?? kept.badgeUrl) : null;
  if (fields.delivery_type === 'file' && !content) refuseReward(scope.lang, 400, 'required', 'content');
  if (fields.delivery_type === 'badge' && !badgeUrl) refuseReward(scope.lang, 400, 'required', 'img');
  return {
    name: fields.name,
    rewardType: fields.reward_type,
    neededScore: fields.reward_type === 'score' ? (fields.needed_score ?? 0) : null,
    quizId: fields.reward_type === 'quiz' ? (fields.quiz ?? null) : null,
    lessonId: fields.reward_type === 'lesson' ? (fields.lesson ?? null) : null,
    description: fields.description,
    deliveryType: fields.delivery_type,
    contentKey: content?.key ?? null,
    contentName: content?.name ?? null,
    contentType: content?.type ?? null,
    links: fields.delivery_type === 'link' ? fields.links : [],
    badgeUrl,
    embed: fields.delivery_type === 'embed' ? fields.embed : null,
    deliverableProductId: fields.delivery_type === 'product' ? (fields.deliverable_product ?? null) : null,
    song: fields.song,
    animation: fields.animation,
  };
}

async function readOne(db: Db, scope: Pick<RequestScope, 'tenantId' | 'lang'>, rewardId: number): Promise<RewardWithPermissions> {
  const row = await findReward(db, { tenantId: scope.tenantId, rewardId });
  if (!row) refuseReward(scope.lang, 404, 'notFound', 'id');
  const permissions = await listPermissions(db, { tenantId: scope.tenantId, rewardIds: [rewardId] });
  return { row, permissions };
}

/** GET rewards/get/{tenant}: the school's rewards with their products, oldest first. */
export async function listRewards(scope: Pick<RequestScope, 'db' | 'tenantId'>): Promise<RewardWithPermissions[]> {
  const rows = await listRewardRows(scope.db, { tenantId: scope.tenantId });
  const permissions = await listPermissions(scope.db, { tenantId: scope.tenantId, rewardIds: rows.map((row) => row.id) });
  return rows.map((row) => ({ row, permissions: permissions.filter((p) => p.rewardId === row.id) }));
}

/** The reward's delivery file for its editors: its bytes, name and type; 404 when it holds none. */
export async function readRewardContent(scope: Pick<RequestScope, 'db' | 'tenantId' | 'lang' | 'storage'>, rewardId: number) {
  const row = await findReward(scope.db, { tenantId: scope.tenantId, rewardId });
  if (!row) refuseReward(scope.lang, 404, 'notFound', 'rewardId');
  const body = row.contentKey ? await scope.storage.read(row.contentKey) : null;
  if (!body) refuseReward(scope.lang, 404, 'notFound', 'rewardId');
  return { body, name: row.contentName ?? 'recompensa', type: row.contentType ?? 'application/octet-stream' };
}

/** POST rewards/create: the reward and its products (plansSelected) in one transaction. */
export async function createReward(scope: ActorScope, form: RewardForm<RewardCreateFields>): Promise<RewardWithPermissions> {
  const { tenantId } = scope;
  const none: Stored = { content: null, badgeUrl: null };
  const rewardId = await withFiles(scope, form, async (tx, stored) => {
    await lockSchool(tx, { tenantId });
    if ((await countRewards(tx, { tenantId })) >= REWARDS_MAX) refuseReward(scope.lang, 409, 'tooMany', '');
    await checkReferences(scope, tx, form.fields, form.fields.plansSelected);
    const id = await insertReward(tx, { tenantId, values: valuesOf(scope, form.fields, stored, none) });
    await insertPermissions(tx, { tenantId, rewardId: id, productIds: [...new Set(form.fields.plansSelected)] });
    return id;
  });
  return readOne(scope.db, scope, rewardId);
}

/**
 * POST rewards/update: the same fields on the reward `id`; its products stay as created (spec 001
 * §4). A file left out keeps the stored one; a replaced or dropped file's bytes go after commit.
 */
export async function updateReward(scope: ActorScope, form: RewardForm<RewardUpdateFields>): Promise<RewardWithPermissions> {
  const { tenantId } = scope;
  const rewardId = form.fields.id;
  await withFiles(scope, form, async (tx, stored) => {
    const before = await lockReward(tx, { tenantId, rewardId });
    if (!before) refuseReward(scope.lang, 404, 'notFound', 'id');
    await checkReferences(scope, tx, form.fields, []);
    const kept: Stored = {
      content: before.contentKey ? { key: before.contentKey, name: before.contentName ?? '', type: before.contentType ?? '' } : null,
      badgeUrl: before.badgeUrl,
    };
    const values = valuesOf(scope, form.fields, stored, kept);
    await updateRewardRow(tx, { tenantId, rewardId, values });
    if (before.contentKey && before.contentKey !== values.contentKey) await releaseStoredFile(tx, { tenantId, url: before.contentKey });
    if (before.badgeUrl && before.badgeUrl !== values.badgeUrl) await releaseStoredFile(tx, { tenantId, url: before.badgeUrl });
  });
  return readOne(scope.db, scope, rewardId);
}

/** DELETE rewards/delete/{tenant}/{id}: the reward, its products, and (after commit) its files. */
export async function removeReward(scope: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>, rewardId: number) {
  const { tenantId } = scope;
  await scope.db.transaction(async (tx) => {
    const before = await lockReward(tx, { tenantId, rewardId });
    if (!before) refuseReward(scope.lang, 404, 'notFound', 'rewardId');
    await deleteReward(tx, { tenantId, rewardId });
    if (before.contentKey) await releaseStoredFile(tx, { tenantId, url: before.contentKey });
    if (before.badgeUrl) await releaseStoredFile(tx, { tenantId, url: before.badgeUrl });
  });
}

/**
 * POST rewards/permissions/create (spec 000 §7, sent after the create): adds products to the
 * reward. Products it already holds stay as they are, so the spec's second step replays harmlessly.
 */
export async function createPermissions(
  scope: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>,
  props: { rewardId: number; productIds: number[] },
): Promise<PermissionRow[]> {
  const { tenantId } = scope;
  await scope.db.transaction(async (tx) => {
    if (!(await lockReward(tx, { tenantId, rewardId: props.rewardId }))) refuseReward(scope.lang, 404, 'notFound', 'reward_id');
    const found = await findExistingProducts(tx, { tenantId, ids: props.productIds });
    if (props.productIds.some((id) => !found.has(id))) refuseReward(scope.lang, 404, 'productNotFound', 'array_plans_id');
    const held = await listPermissions(tx, { tenantId, rewardIds: [props.rewardId] });
    const added = props.productIds.filter((id) => !held.some((p) => p.productId === id));
    if (held.length + added.length > REWARD_PLANS_MAX) refuseReward(scope.lang, 400, 'plansRequired', 'array_plans_id');
    await insertPermissions(tx, { tenantId, rewardId: props.rewardId, productIds: added });
  });
  return listPermissions(scope.db, { tenantId, rewardIds: [props.rewardId] });
}

/** DELETE rewards/permissions/delete/{id}: a product off a reward, never its last one (products are required). */
export async function removePermission(scope: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>, permissionId: number) {
  const { tenantId } = scope;
  await scope.db.transaction(async (tx) => {
    const permission = await findPermission(tx, { tenantId, permissionId });
    if (!permission) refuseReward(scope.lang, 404, 'notFound', 'permissionId');
    await lockReward(tx, { tenantId, rewardId: permission.rewardId });
    if ((await countPermissions(tx, { tenantId, rewardId: permission.rewardId })) <= 1)
      refuseReward(scope.lang, 409, 'lastProduct', 'permissionId');
    await deletePermission(tx, { tenantId, permissionId });
  });
}
