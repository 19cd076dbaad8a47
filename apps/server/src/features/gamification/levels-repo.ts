import { LEVELS_MAX } from '@trilha/shared/gamification/admin-schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { levelPermissions, levels, products } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

const columns = {
  id: levels.id,
  tenantId: levels.tenantId,
  name: levels.name,
  neededScore: levels.neededScore,
  color: levels.color,
  image: levels.image,
  showLevelOnProfile: levels.showLevelOnProfile,
  showScoreOnProfile: levels.showScoreOnProfile,
  animation: levels.animation,
};
export type LevelRow = {
  id: number;
  tenantId: number;
  name: string;
  neededScore: number;
  color: string;
  image: string | null;
  showLevelOnProfile: boolean;
  showScoreOnProfile: boolean;
  animation: string;
};
export type LevelValues = Omit<LevelRow, 'id' | 'tenantId'>;

/** The school's levels, lowest threshold first (ties by age); LEVELS_MAX bounds them. */
export function listLevels(db: Db, { tenantId }: { tenantId: number }): Promise<LevelRow[]> {
  return db
    .select(columns)
    .from(levels)
    .where(eq(levels.tenantId, tenantId))
    .orderBy(asc(levels.neededScore), asc(levels.id))
    .limit(LEVELS_MAX);
}

export async function findLevel(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<LevelRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(levels)
    .where(and(eq(levels.tenantId, tenantId), eq(levels.id, id)));
  return row;
}

export async function countLevels(db: Db, { tenantId }: { tenantId: number }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(levels).where(eq(levels.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function insertLevel(db: Db, { tenantId, values }: { tenantId: number; values: LevelValues }): Promise<LevelRow> {
  const [row] = await db
    .insert(levels)
    .values({ tenantId, ...values })
    .returning(columns);
  if (!row) throw new Error('insert into levels returned no row');
  return row;
}

/** Undefined when the school has no such level. */
export async function updateLevel(db: Db, { tenantId, id, values }: { tenantId: number; id: number; values: LevelValues }) {
  const [row] = await db
    .update(levels)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(levels.tenantId, tenantId), eq(levels.id, id)))
    .returning(columns);
  return row;
}

/** The deleted level (its permissions go with it, by the foreign key), or undefined. */
export async function deleteLevel(db: Db, { tenantId, id }: { tenantId: number; id: number }) {
  const [row] = await db
    .delete(levels)
    .where(and(eq(levels.tenantId, tenantId), eq(levels.id, id)))
    .returning(columns);
  return row;
}

const permissionColumns = { id: levelPermissions.id, productId: levelPermissions.productId, productTitle: products.title };
export type PermissionRow = { id: number; productId: number; productTitle: string };
const joinProduct = and(eq(products.tenantId, levelPermissions.tenantId), eq(products.id, levelPermissions.productId));

/** A level's products, oldest first; the unique key (level, product) bounds them by the school's products. */
export function listLevelPermissions(db: Db, { tenantId, levelId }: { tenantId: number; levelId: number }): Promise<PermissionRow[]> {
  return db
    .select(permissionColumns)
    .from(levelPermissions)
    .innerJoin(products, joinProduct)
    .where(and(eq(levelPermissions.tenantId, tenantId), eq(levelPermissions.levelId, levelId)))
    .orderBy(asc(levelPermissions.id))
    .limit(1_000);
}

/**
 * Adds products to a level; one it holds already is kept as it is (the unique key), so a repeated
 * call changes nothing. Throws the foreign key violations (a product or level not of the school).
 */
export async function addLevelPermissions(db: Db, props: { tenantId: number; levelId: number; productIds: number[] }) {
  await db
    .insert(levelPermissions)
    .values(props.productIds.map((productId) => ({ tenantId: props.tenantId, levelId: props.levelId, productId })))
    .onConflictDoNothing();
  return db
    .select(permissionColumns)
    .from(levelPermissions)
    .innerJoin(products, joinProduct)
    .where(
      and(
        eq(levelPermissions.tenantId, props.tenantId),
        eq(levelPermissions.levelId, props.levelId),
        inArray(levelPermissions.productId, props.productIds),
      ),
    )
    .orderBy(asc(levelPermissions.id));
}

export async function deleteLevelPermission(db: Db, { tenantId, id }: { tenantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(levelPermissions)
    .where(and(eq(levelPermissions.tenantId, tenantId), eq(levelPermissions.id, id)))
    .returning({ id: levelPermissions.id });
  return rows.length > 0;
}
