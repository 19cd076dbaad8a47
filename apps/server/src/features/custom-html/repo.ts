import { CUSTOM_HTML_MAX_BLOCKS, type CustomHtmlFields, type CustomHtmlPage } from '@trilha/shared/custom-html/schemas';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { customHtmlBlocks, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };

/** A block without its HTML: what a screen's list is made of (the HTML is read by its frame). */
export type BlockSummary = {
  id: number;
  title: string;
  page: CustomHtmlPage;
  communityId: number | null;
  courseId: number | null;
  moduleId: number | null;
  lessonId: number | null;
  updatedAt: Date;
};
export type BlockRow = BlockSummary & { html: string };

const summary = {
  id: customHtmlBlocks.id,
  title: customHtmlBlocks.title,
  page: sql<CustomHtmlPage>`${customHtmlBlocks.page}`,
  communityId: customHtmlBlocks.communityId,
  courseId: customHtmlBlocks.courseId,
  moduleId: customHtmlBlocks.moduleId,
  lessonId: customHtmlBlocks.lessonId,
  updatedAt: customHtmlBlocks.updatedAt,
};
const full = { ...summary, html: customHtmlBlocks.html };

/** Every block of the school, oldest first, with their HTML (the edit panel); bounded by the per-school limit. */
export const listBlocks = (db: Db, { tenantId }: Tenant): Promise<BlockRow[]> =>
  db
    .select(full)
    .from(customHtmlBlocks)
    .where(eq(customHtmlBlocks.tenantId, tenantId))
    .orderBy(asc(customHtmlBlocks.id))
    .limit(CUSTOM_HTML_MAX_BLOCKS);

/** The same without the HTML: what the screens' lists are drawn from (kept in memory, view-cache.ts). */
export const listSummaries = (db: Db, { tenantId }: Tenant): Promise<BlockSummary[]> =>
  db
    .select(summary)
    .from(customHtmlBlocks)
    .where(eq(customHtmlBlocks.tenantId, tenantId))
    .orderBy(asc(customHtmlBlocks.id))
    .limit(CUSTOM_HTML_MAX_BLOCKS);

export async function findBlock(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<BlockRow | undefined> {
  const [row] = await db
    .select(full)
    .from(customHtmlBlocks)
    .where(and(eq(customHtmlBlocks.tenantId, tenantId), eq(customHtmlBlocks.id, id)));
  return row;
}

/** Serialises the school's block writes: the 50-block limit is a count, then an insert. */
export async function lockTenant(db: Db, { tenantId }: Tenant) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}

export async function countBlocks(db: Db, { tenantId }: Tenant): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customHtmlBlocks).where(eq(customHtmlBlocks.tenantId, tenantId));
  return row?.n ?? 0;
}

const valuesOf = (fields: CustomHtmlFields) => ({
  title: fields.title,
  html: fields.html,
  page: fields.page,
  communityId: fields.community_id,
  courseId: fields.course_id,
  moduleId: fields.module_id,
  lessonId: fields.lesson_id,
});

/** Throws the foreign key violation when a selector names an item the school does not have. */
export async function insertBlock(db: Db, { tenantId, fields }: Tenant & { fields: CustomHtmlFields }): Promise<BlockRow> {
  const [row] = await db
    .insert(customHtmlBlocks)
    .values({ tenantId, ...valuesOf(fields) })
    .returning(full);
  if (!row) throw new Error('insert into custom_html_blocks returned no row');
  return row;
}

/** Undefined when the school has no such block; throws like insertBlock. */
export async function updateBlock(db: Db, { tenantId, id, fields }: Tenant & { id: number; fields: CustomHtmlFields }) {
  const [row] = await db
    .update(customHtmlBlocks)
    .set({ ...valuesOf(fields), updatedAt: new Date() })
    .where(and(eq(customHtmlBlocks.tenantId, tenantId), eq(customHtmlBlocks.id, id)))
    .returning(full);
  return row;
}

export async function deleteBlock(db: Db, { tenantId, id }: Tenant & { id: number }): Promise<boolean> {
  const rows = await db
    .delete(customHtmlBlocks)
    .where(and(eq(customHtmlBlocks.tenantId, tenantId), eq(customHtmlBlocks.id, id)))
    .returning({ id: customHtmlBlocks.id });
  return rows.length > 0;
}

/**
 * Whether the chosen module is the chosen course's and the chosen lesson the chosen module's (the
 * foreign keys say each item is the school's; this says they are one place of the catalogue). ONE read.
 */
export async function placeHolds(db: Db, { tenantId, fields }: Tenant & { fields: CustomHtmlFields }) {
  const { course_id: courseId, module_id: moduleId, lesson_id: lessonId } = fields;
  if (moduleId === null && lessonId === null) return { module: true, lesson: true };
  const result = await db.execute(sql`select
    ${moduleId === null ? sql`true` : sql`exists (select 1 from modules where tenant_id = ${tenantId} and id = ${moduleId} and course_id = ${courseId})`} as module,
    ${lessonId === null ? sql`true` : sql`exists (select 1 from lessons where tenant_id = ${tenantId} and id = ${lessonId} and module_id = ${moduleId})`} as lesson`);
  const [row] = (result as { rows: { module: boolean; lesson: boolean }[] }).rows;
  return { module: row?.module === true, lesson: row?.lesson === true };
}
