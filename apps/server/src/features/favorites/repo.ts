import type { FavoriteKind } from '@trilha/shared/home/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { courses, favorites, lessons } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Target = { tenantId: number; userId: number; kind: FavoriteKind; targetId: number };

const mine = (t: { tenantId: number; userId: number }) => and(eq(favorites.tenantId, t.tenantId), eq(favorites.userId, t.userId));
const sameTarget = (t: Target) => and(mine(t), eq(favorites.kind, t.kind), eq(favorites.targetId, t.targetId));

/** In one read: whether the course or lesson exists in the school, is already listed, and the list's size. */
export async function findFavoriteState(db: Db, target: Target) {
  const table = target.kind === 'course' ? courses : lessons;
  const [row] = await db
    .select({
      exists: sql<boolean>`exists (select 1 from ${table} where ${table.tenantId} = ${target.tenantId} and ${table.id} = ${target.targetId})`,
      present: sql<boolean>`exists (select 1 from ${favorites} where ${sameTarget(target)})`,
      count: sql<number>`(select count(*)::int from ${favorites} where ${mine(target)})`,
    })
    .from(sql`(select 1) as one`);
  return { exists: row?.exists === true, present: row?.present === true, count: row?.count ?? 0 };
}

export async function insertFavorite(db: Db, target: Target) {
  await db
    .insert(favorites)
    .values({ tenantId: target.tenantId, userId: target.userId, kind: target.kind, targetId: target.targetId })
    .onConflictDoNothing();
}

/** True when a row was removed. */
export async function deleteFavorite(db: Db, target: Target) {
  const rows = await db.delete(favorites).where(sameTarget(target)).returning({ kind: favorites.kind });
  return rows.length > 0;
}

export async function courseOrLessonExists(db: Db, target: Omit<Target, 'userId'>) {
  const table = target.kind === 'course' ? courses : lessons;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, target.tenantId), eq(table.id, target.targetId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A favourite names its course or lesson by kind and id, with no foreign key to either: a studio
 * deletion removes the rows of what it deletes in its own transaction, so no list keeps a dead
 * entry and no student's limit counts one.
 */
export async function removeFavoritesOf(tx: Db, { tenantId, kind, ids }: { tenantId: number; kind: FavoriteKind; ids: number[] }) {
  if (ids.length === 0) return;
  await tx.delete(favorites).where(and(eq(favorites.tenantId, tenantId), eq(favorites.kind, kind), inArray(favorites.targetId, ids)));
}
