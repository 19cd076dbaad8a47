import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { banners, files, jobs, tenants } from '../../db/schema/index';
import { BOREAL, type TestApp } from '../../test/harness';
import { multipartWith, type FilePart } from '../../test/multipart';
import { bumpHomeVersion } from '../../platform/content-versions';

export type { FilePart };

export const BASE = '/api/auth/config/plataforma/bannersCustom';
export const SAMPLE_MP4 = readFileSync(path.resolve(import.meta.dirname, '../../seed/assets/sample-lesson.mp4'));

/**
 * Empties both schools' slideshows between tests. The index is cached per home version
 * (index-cache.ts), so like every banner write this bumps it.
 */
export async function clearBanners(t: TestApp) {
  await t.ctx.db.delete(banners);
  for (const tenantId of [1, 2]) await bumpHomeVersion(t.ctx.db, tenantId);
}

/** A 1x1 PNG: the least a banner needs to be saved (an image or a video, service.ts). */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** The image part `create` sends unless a test gives its own parts (`[]` for none). */
const TINY_IMAGE: FilePart = { field: 'url_image', body: TINY_PNG };

/** The banner forms are the shared browser-like multipart form. */
const bannerMultipart = multipartWith;

export function bannerClient(t: TestApp) {
  const send = (url: string, cookie: string, fields: Record<string, string | number>, fileParts: FilePart[] = [], host?: string) =>
    t.request({ method: 'POST', url, cookie, host, ...bannerMultipart(fields, fileParts) });
  return {
    create: (cookie: string, fields: Record<string, string | number>, fileParts: FilePart[] = [TINY_IMAGE], host?: string) =>
      send(`${BASE}/create`, cookie, fields, fileParts, host),
    update: (id: number, cookie: string, fields: Record<string, string | number>, fileParts: FilePart[] = [], host?: string) =>
      send(`${BASE}/update/${id}`, cookie, fields, fileParts, host),
    index: (cookie: string, tenant = 1, host?: string) => t.request({ url: `${BASE}/index/${tenant}`, cookie, host }),
  };
}

/** The smallest valid create form of the spec's banner fields. */
export const basicBanner = (title: string, tenant = 1) => ({
  tenant_id: tenant,
  title,
  category: 'Novidade',
  subtitle: 'Uma descrição',
  text_button: 'Ver',
  url_primary: '/cursos',
});

type ProbeScope = { t: TestApp; client: ReturnType<typeof bannerClient>; aurora: string; boreal: string };

/**
 * What the banner tests read straight from the database, and the seeding and listing they share.
 * `scope` is read on each call: the test files fill it in their beforeAll.
 */
export function bannerProbes(scope: () => ProbeScope) {
  return {
    homeVersion: async (tenantId = 1) => {
      const [row] = await scope().t.ctx.db.select({ v: tenants.homeVersion }).from(tenants).where(eq(tenants.id, tenantId));
      if (!row) throw new Error(`no school ${tenantId}`);
      return row.v;
    },
    bannerCount: async (tenantId = 1) =>
      (await scope().t.ctx.db.select({ id: banners.id }).from(banners).where(eq(banners.tenantId, tenantId))).length,
    fileCount: async () => (await scope().t.ctx.db.select({ id: files.id }).from(files)).length,
    /** Creates banners through the API, in order, as the school's editor; answers their ids. */
    seed: async (titles: string[], tenant = 1) => {
      const { client, aurora, boreal } = scope();
      const ids: number[] = [];
      for (const title of titles) {
        const res = await client.create(
          tenant === 1 ? aurora : boreal,
          basicBanner(title, tenant),
          [TINY_IMAGE],
          tenant === 1 ? undefined : BOREAL,
        );
        expect(res.statusCode).toBe(200);
        ids.push(res.json<{ data: { id: number } }>().data.id);
      }
      return ids;
    },
    /** Aurora's slideshow as `order:title`, as the index sends it. */
    listTitles: async () =>
      (await scope().client.index(scope().aurora))
        .json<[string, number, { data: { title: string; order: number }[] }]>()[2]
        .data.map((b) => `${b.order}:${b.title}`),
  };
}

/** Whether the school still records the file behind `url` (a released file is forgotten at once). */
export async function isRecorded(t: TestApp, tenantId: number, url: string) {
  const key = url.replace(/^\/files\//, '');
  const rows = await t.ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.key, key)));
  return rows.length > 0;
}

/** Whether the deletion of the bytes behind `url` is queued (the job runs after commit). */
export async function isDeletionQueued(t: TestApp, url: string) {
  const key = url.replace(/^\/files\//, '');
  const rows = await t.ctx.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, 'files.delete'));
  return rows.some((row) => (row.payload as { key: string }).key === key);
}

export const VIDEO_LINK = `${BASE}/upload-video/create-link-upload-video`;

/** The two-step video upload as the panel and the browser drive it; `admin` is the default caller. */
export function videoClient(t: TestApp, admin: string) {
  const link = VIDEO_LINK;
  const askLink = (cookie = admin, payload: object = { filename: 'Aula Inaugural.MP4', size: SAMPLE_MP4.length }, host?: string) =>
    t.request({ method: 'POST', url: link, cookie, host, payload });
  /** The browser's PUT: same origin, no session needed (the token is the credential). */
  const put = (url: string, body: Buffer | string | undefined, type = 'video/mp4', host?: string) =>
    t.request({
      method: 'PUT',
      url: new URL(url).pathname,
      host: host ?? new URL(url).host,
      payload: body,
      headers: body === undefined ? {} : { 'content-type': type },
    });
  const status = (id: number, cookie = admin, host?: string) => t.request({ url: `${BASE}/upload-video/${id}`, cookie, host });
  async function uploadedVideo(cookie = admin, host?: string) {
    const created = (await askLink(cookie, undefined, host)).json<{ id: number; path: string; url: string }>();
    const res = await put(created.url, SAMPLE_MP4);
    expect(res.statusCode).toBe(200);
    return created;
  }
  return { askLink, put, status, uploadedVideo };
}
