import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { lessons, products, quizzes } from '../../db/schema/index';
import type { TestApp } from '../../test/harness';
import { multipartWith, type FilePart } from '../../test/multipart';

export type Fields = Record<string, string | number | (string | number)[]>;

/** A square PNG of `side` pixels; `noise` makes it big (random pixels do not compress). */
export async function png(side = 64, noise = false): Promise<Buffer> {
  if (!noise)
    return sharp({ create: { width: side, height: side, channels: 3, background: '#f5b400' } })
      .png()
      .toBuffer();
  const raw = randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The smallest file file-type reads as a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Ids of a school's seeded products, lessons and quizzes, read from the database. */
export async function schoolIds(t: TestApp, tenantId: number) {
  const db = t.ctx.db;
  const productRows = await db.select({ id: products.id }).from(products).where(eq(products.tenantId, tenantId)).orderBy(asc(products.id));
  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.tenantId, tenantId))
    .orderBy(asc(lessons.id))
    .limit(2);
  const quizRows = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.tenantId, tenantId)))
    .orderBy(asc(quizzes.id));
  return { products: productRows.map((r) => r.id), lessons: lessonRows.map((r) => r.id), quizzes: quizRows.map((r) => r.id) };
}

/** The rewards calls of spec 000 §7 as a browser makes them. */
export function rewardCalls(t: TestApp) {
  const send = (url: string, cookie: string, fields: Fields, files: FilePart[] = [], host?: string) => {
    const { payload, headers } = multipartWith(fields, files);
    return t.request({ method: 'POST', url, cookie, payload, headers, host });
  };
  return {
    list: (cookie: string, tenant = 1, host?: string) => t.request({ url: `/api/auth/ranking/rewards/get/${tenant}`, cookie, host }),
    create: (cookie: string, fields: Fields, files: FilePart[] = [], host?: string) =>
      send('/api/auth/ranking/rewards/create', cookie, fields, files, host),
    update: (cookie: string, fields: Fields, files: FilePart[] = [], host?: string) =>
      send('/api/auth/ranking/rewards/update', cookie, fields, files, host),
    remove: (cookie: string, rewardId: number, tenant = 1, host?: string) =>
      t.request({ method: 'DELETE', url: `/api/auth/ranking/rewards/delete/${tenant}/${rewardId}`, cookie, host }),
    addPermissions: (cookie: string, payload: { reward_id: number; array_plans_id: number[]; tenant_id: number }, host?: string) =>
      t.request({ method: 'POST', url: '/api/auth/ranking/rewards/permissions/create', cookie, payload, host }),
    removePermission: (cookie: string, permissionId: number, host?: string) =>
      t.request({ method: 'DELETE', url: `/api/auth/ranking/rewards/permissions/delete/${permissionId}`, cookie, host }),
  };
}
export type RewardCalls = ReturnType<typeof rewardCalls>;
