import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { lessonMaterials } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

const materialColumns = {
  id: lessonMaterials.id,
  lessonId: lessonMaterials.lessonId,
  name: lessonMaterials.name,
  key: lessonMaterials.key,
  contentType: lessonMaterials.contentType,
  sizeBytes: lessonMaterials.sizeBytes,
};
export type MaterialRow = Awaited<ReturnType<typeof listMaterials>>[number];

/** A lesson's materials in the order they were added (bounded by STUDIO_MATERIALS_MAX). */
export function listMaterials(db: Db, { tenantId, lessonId }: Tenant & { lessonId: number }) {
  return db
    .select(materialColumns)
    .from(lessonMaterials)
    .where(and(eq(lessonMaterials.tenantId, tenantId), eq(lessonMaterials.lessonId, lessonId)))
    .orderBy(asc(lessonMaterials.id))
    .limit(100);
}

export async function countMaterials(tx: Db, { tenantId, lessonId }: Tenant & { lessonId: number }) {
  const [row] = await tx
    .select({ n: count() })
    .from(lessonMaterials)
    .where(and(eq(lessonMaterials.tenantId, tenantId), eq(lessonMaterials.lessonId, lessonId)));
  return row?.n ?? 0;
}

export async function insertMaterial(
  tx: Db,
  values: Tenant & { lessonId: number; name: string; key: string; contentType: string; sizeBytes: number },
) {
  const [row] = await tx.insert(lessonMaterials).values(values).returning(materialColumns);
  if (!row) throw new Error('the material just inserted was not returned');
  return row;
}

/** Deletes a material of the school; the row it was, or undefined when there is none. */
export async function deleteMaterial(tx: Db, { tenantId, materialId }: Tenant & { materialId: number }) {
  const [row] = await tx
    .delete(lessonMaterials)
    .where(and(eq(lessonMaterials.tenantId, tenantId), eq(lessonMaterials.id, materialId)))
    .returning(materialColumns);
  return row;
}

/** The stored keys of the materials of lessons a deletion takes (their rows go by the foreign key). */
export async function materialKeysOf(tx: Db, { tenantId, lessonIds }: Tenant & { lessonIds: number[] }) {
  if (lessonIds.length === 0) return [];
  const rows = await tx
    .select({ key: lessonMaterials.key })
    .from(lessonMaterials)
    .where(and(eq(lessonMaterials.tenantId, tenantId), inArray(lessonMaterials.lessonId, lessonIds)));
  return rows.map((r) => r.key);
}
