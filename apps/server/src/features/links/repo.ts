import { and, asc, count, eq, sql } from 'drizzle-orm';
import { customLinks, tenants } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

const columns = { id: customLinks.id, title: customLinks.title, url: customLinks.url, order: customLinks.order };
export type LinkRow = { id: number; title: string; url: string; order: number };

export async function listLinks(db: Db, props: { tenantId: number }): Promise<LinkRow[]> {
  return db
    .select(columns)
    .from(customLinks)
    .where(eq(customLinks.tenantId, props.tenantId))
    .orderBy(asc(customLinks.order), asc(customLinks.id));
}

/** Serialises link writes of one school (the 3-link limit and the order are read-then-write). */
export async function lockTenant(db: Db, props: { tenantId: number }) {
  await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, props.tenantId)).for('update');
}

export async function countLinks(db: Db, props: { tenantId: number }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customLinks).where(eq(customLinks.tenantId, props.tenantId));
  return row?.n ?? 0;
}

export async function insertLink(db: Db, props: { tenantId: number; title: string; url: string }): Promise<LinkRow> {
  const [row] = await db
    .insert(customLinks)
    .values({
      tenantId: props.tenantId,
      title: props.title,
      url: props.url,
      // New links go last: one more than the highest order in use.
      order: sql`(select coalesce(max(${customLinks.order}), 0) + 1 from ${customLinks} where ${customLinks.tenantId} = ${props.tenantId})`,
    })
    .returning(columns);
  if (!row) throw new Error('insert into custom_links returned no row');
  return row;
}

export async function updateLink(db: Db, props: { tenantId: number; id: number; title: string; url: string }): Promise<LinkRow | null> {
  const [row] = await db
    .update(customLinks)
    .set({ title: props.title, url: props.url })
    .where(and(eq(customLinks.tenantId, props.tenantId), eq(customLinks.id, props.id)))
    .returning(columns);
  return row ?? null;
}

export async function deleteLink(db: Db, props: { tenantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(customLinks)
    .where(and(eq(customLinks.tenantId, props.tenantId), eq(customLinks.id, props.id)))
    .returning({ id: customLinks.id });
  return rows.length > 0;
}

export async function setLinkOrder(db: Db, props: { tenantId: number; id: number; order: number }) {
  await db
    .update(customLinks)
    .set({ order: props.order })
    .where(and(eq(customLinks.tenantId, props.tenantId), eq(customLinks.id, props.id)));
}
