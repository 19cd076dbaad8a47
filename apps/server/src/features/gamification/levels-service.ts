import type { LevelCreateFields, LevelUpdateBody } from '@trilha/shared/gamification/admin-schemas';
import { LEVELS_MAX } from '@trilha/shared/gamification/admin-schemas';
import type { Db } from '../../platform/db/client';
import { FOREIGN_KEY_VIOLATION, violates } from '../../platform/db/constraint';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import { releaseStoredFile, storeUpload } from '../../platform/uploads';
import { forgetBoards } from './engine/board-cache';
import type { PreparedImage } from './levels-form';
import {
  addLevelPermissions,
  countLevels,
  deleteLevel,
  deleteLevelPermission,
  findLevel,
  insertLevel,
  listLevelPermissions as listLevelPermissionRows,
  listLevels as listLevelRows,
  updateLevel as updateLevelRow,
  type LevelRow,
} from './levels-repo';
import { adminText, productRefusal } from './ranking-admin-support';

const LEVEL_IMAGE_AREA = 'levels';

/** A level write, then the kept boards of the school forgotten: their rows show each one's level. */
async function releveled<T>({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, write: Promise<T>): Promise<T> {
  const result = await write;
  forgetBoards(db, tenantId);
  return result;
}

/**
 * Runs a level write in one transaction with its picture stored inside it: the files row rolls back
 * with it, and bytes written for a failed write are deleted, so no orphan is left. The picture is
 * the actor's upload.
 */
async function withImage<T>(scope: ActorScope, image: PreparedImage | null, work: (tx: Db, url: string | null) => Promise<T>) {
  const written: string[] = [];
  try {
    return await releveled(
      scope,
      scope.db.transaction(async (tx) => {
        if (!image) return work(tx, null);
        const stored = await storeUpload(
          { db: tx, storage: scope.storage },
          { tenantId: scope.tenantId, userId: scope.actor.id, area: LEVEL_IMAGE_AREA, ...image },
        );
        written.push(stored.key);
        return work(tx, stored.url);
      }),
    );
  } catch (error) {
    for (const key of written) {
      await scope.storage.delete(key).catch(() => {
        // Best effort: the error that brought us here is the one to report.
      });
    }
    throw error;
  }
}

export const listLevels = ({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>) => listLevelRows(db, { tenantId });

/** POST levels/create: a level and its picture; at most LEVELS_MAX per school (409). */
export async function createLevel(scope: ActorScope, props: { fields: LevelCreateFields; image: PreparedImage | null }): Promise<LevelRow> {
  const { tenantId } = scope;
  const f = props.fields;
  return withImage(scope, props.image, async (tx, url) => {
    if ((await countLevels(tx, { tenantId })) >= LEVELS_MAX) throw new HttpError(409, null, adminText(scope.lang, 'levelLimit'));
    return insertLevel(tx, {
      tenantId,
      values: {
        name: f.name,
        neededScore: f.needed_score,
        color: f.color.toUpperCase(),
        image: url,
        showLevelOnProfile: f.show_level_on_profile,
        showScoreOnProfile: f.show_score_on_profile,
        animation: f.animation,
      },
    });
  });
}

/**
 * POST levels/update (JSON): `img` as the level has it keeps the picture, null removes it, and any
 * other address is refused (a picture is uploaded, never pointed to). Another school's level: 404.
 */
export async function updateLevel(
  { db, tenantId, lang }: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>,
  body: LevelUpdateBody,
): Promise<LevelRow> {
  const write = db.transaction(async (tx) => {
    const before = await findLevel(tx, { tenantId, id: body.id });
    if (!before) throw notFound();
    const image = body.img === undefined || body.img === before.image ? before.image : body.img === null ? null : undefined;
    if (image === undefined) throw badRequest(adminText(lang, 'levelImageKept'), 'img');
    const row = await updateLevelRow(tx, {
      tenantId,
      id: body.id,
      values: {
        name: body.name,
        neededScore: body.needed_score,
        color: body.color.toUpperCase(),
        image,
        showLevelOnProfile: body.show_level_on_profile,
        showScoreOnProfile: body.show_score_on_profile,
        animation: body.animation,
      },
    });
    if (!row) throw notFound();
    if (before.image && before.image !== image) await releaseStoredFile(tx, { tenantId, url: before.image });
    return row;
  });
  return releveled({ db, tenantId }, write);
}

/** POST levels/image/{tenant}/{levelId}: a new picture for a level; the old one's bytes go after commit. */
export async function replaceLevelImage(scope: ActorScope, props: { id: number; image: PreparedImage }): Promise<LevelRow> {
  const { tenantId } = scope;
  return withImage(scope, props.image, async (tx, url) => {
    const before = await findLevel(tx, { tenantId, id: props.id });
    if (!before) throw notFound();
    const values = {
      name: before.name,
      neededScore: before.neededScore,
      color: before.color,
      image: url,
      showLevelOnProfile: before.showLevelOnProfile,
      showScoreOnProfile: before.showScoreOnProfile,
      animation: before.animation,
    };
    const row = await updateLevelRow(tx, { tenantId, id: before.id, values });
    if (!row) throw notFound();
    if (before.image) await releaseStoredFile(tx, { tenantId, url: before.image });
    return row;
  });
}

/** DELETE levels/delete/{levelId}/{tenant}: the level, its products and its picture's bytes (after commit). */
export async function removeLevel({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { id: number }): Promise<void> {
  const write = db.transaction(async (tx) => {
    const row = await deleteLevel(tx, { tenantId, id: props.id });
    if (!row) throw notFound();
    if (row.image) await releaseStoredFile(tx, { tenantId, url: row.image });
  });
  await releveled({ db, tenantId }, write);
}

export async function listLevelPermissions({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { levelId: number }) {
  if (!(await findLevel(db, { tenantId, id: props.levelId }))) throw notFound();
  return listLevelPermissionRows(db, { tenantId, levelId: props.levelId });
}

/** POST levels/permissions/create: products added to a level (those it holds stay); a level not of the school is 404. */
export async function createLevelPermissions(
  { db, tenantId, lang }: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>,
  props: { levelId: number; productIds: number[] },
) {
  const write = db
    .transaction((tx) => addLevelPermissions(tx, { tenantId, ...props }))
    .catch((error: unknown) => {
      if (violates(error, FOREIGN_KEY_VIOLATION, 'level_permissions_tenant_id_level_id_levels_tenant_id_id_fk')) throw notFound();
      throw productRefusal(error, lang, 'level_permissions_tenant_id_product_id_products_tenant_id_id_fk');
    });
  return releveled({ db, tenantId }, write);
}

export async function removeLevelPermission({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { id: number }): Promise<void> {
  if (!(await releveled({ db, tenantId }, deleteLevelPermission(db, { tenantId, id: props.id })))) throw notFound();
}
