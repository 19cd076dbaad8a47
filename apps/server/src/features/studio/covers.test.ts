import { studioPaths } from '@trilha/shared/studio/paths';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, files } from '../../db/schema/index';
import { signInRoles } from '../../test/builders';
import { multipartForm } from '../../test/multipart';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { studioBuilder } from './test-support';

// CONTRACT "Course studio" covers: PUT .../cover (multipart `cover`), checked from the bytes,
// re-encoded, the replaced one released, and released with the course or module that goes.

let t: TestApp;
let admin: string, moderator: string, borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, moderator, borealAdmin } = await signInRoles(t));
});
afterAll(async () => {
  await t.ctx.db.delete(courses).where(like(courses.title, 'Capa %'));
  await t.close();
});

const png = (width = 1200, height = 675) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
const putCover = async (
  url: string,
  body: Buffer,
  { cookie = admin, host, type = 'image/png' }: { cookie?: string; host?: string; type?: string } = {},
) => {
  const form = multipartForm(body, { field: 'cover', type, filename: 'capa.png' });
  return t.request({ method: 'PUT', url, cookie, host, payload: form.payload, headers: form.headers });
};
const { created } = studioBuilder(
  () => t,
  () => admin,
);
const fileRows = async (url: string) =>
  t.ctx.db
    .select()
    .from(files)
    .where(eq(files.key, url.replace(/^\/files\//, '')));

describe('course and module covers', () => {
  it('stores a cover as WebP, serves it, and releases the one it replaces', async () => {
    const course = await created(studioPaths.courses(), { title: 'Capa curso' });
    const first = await putCover(studioPaths.courseCover({ id: course.id }), await png());
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json().data.cover_url as string;
    expect(url).toMatch(/^\/files\/tenants\/1\/courses\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await t.request({ url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const second = await putCover(studioPaths.courseCover({ id: course.id }), await png(800, 450));
    const replaced = second.json().data.cover_url as string;
    expect(replaced).not.toBe(url);
    expect(await fileRows(url)).toEqual([]);
    expect(await fileRows(replaced)).toHaveLength(1);
    // The student's shelf and the studio's list show the new cover.
    const list = (await t.request({ url: studioPaths.courses(), cookie: admin })).json().data as { id: number; cover_url: string }[];
    expect(list.find((c) => c.id === course.id)?.cover_url).toBe(replaced);
  });

  it("a module's cover, then the course deleted: every cover's file goes with it", async () => {
    const course = await created(studioPaths.courses(), { title: 'Capa módulo' });
    const module = await created(studioPaths.courseModules({ id: course.id }), { title: 'Módulo com capa' });
    const res = await putCover(studioPaths.moduleCover({ id: module.id }), await png());
    expect(res.statusCode, res.body).toBe(200);
    const moduleCover = res.json().data.cover_url as string;
    const courseCover = (await putCover(studioPaths.courseCover({ id: course.id }), await png())).json().data.cover_url as string;
    expect((await t.request({ method: 'DELETE', url: studioPaths.course({ id: course.id }), cookie: admin })).statusCode).toBe(204);
    expect([await fileRows(moduleCover), await fileRows(courseCover)]).toEqual([[], []]);
    await t.ctx.jobs.drain(10_000);
    expect((await t.request({ url: courseCover })).statusCode).toBe(404);
  });

  it('refuses what is not an image (415), a missing file (400), other roles and schools, storing nothing', async () => {
    const course = await created(studioPaths.courses(), { title: 'Capa recusada' });
    const url = studioPaths.courseCover({ id: course.id });
    const before = (await t.ctx.db.select().from(files)).length;
    expect((await putCover(url, Buffer.from('%PDF-1.4 not an image'), { type: 'image/png' })).statusCode).toBe(415);
    const empty = await t.request({ method: 'PUT', url, cookie: admin, payload: {} });
    expect([400, 415]).toContain(empty.statusCode);
    expect((await putCover(url, await png(), { cookie: moderator })).statusCode).toBe(403);
    expect((await putCover(url, await png(), { cookie: borealAdmin, host: BOREAL })).statusCode).toBe(404);
    expect((await putCover(studioPaths.moduleCover({ id: 999_999 }), await png())).statusCode).toBe(404);
    expect((await t.ctx.db.select().from(files)).length).toBe(before);
  });
});
