// Settings, roles and schools, reply languages and the OpenAPI entries; the CRUD is in banners.test.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BANNER_TRANSLATIONS } from '@trilha/shared/banners/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformSettings } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { BASE, bannerClient, bannerProbes, basicBanner, clearBanners } from './test-support';

let t: TestApp;
let client: ReturnType<typeof bannerClient>;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  client = bannerClient(t);
  [admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  png = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#7C3AED' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());
beforeEach(() => clearBanners(t));

const basic = basicBanner;
const { homeVersion, bannerCount, fileCount, seed, listTitles } = bannerProbes(() => ({ t, client, aurora: admin, boreal: borealAdmin }));

describe('POST update_banner_settings (spec 002 §3, §4)', () => {
  const url = '/api/auth/config/plataforma/update_banner_settings';
  const body = { tenant_id: 1, banner_custom_transition_type: 'fade', banner_custom_autoplay: 0, banner_custom_autoplay_time: 12 };
  afterAll(async () => {
    await t.ctx.db.update(platformSettings).set({ bannerTransitionType: 'normal', bannerAutoplay: true, bannerAutoplayTime: 6 });
  });

  it('saves the settings with "Dados salvos com sucesso" and the index carries them', async () => {
    const before = await homeVersion();
    const res = await t.request({ method: 'POST', url, cookie: admin, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Dados salvos com sucesso',
      data: { banner_custom_transition_type: 'fade', banner_custom_autoplay: 0, banner_custom_autoplay_time: 12 },
    });
    expect((await client.index(student)).json()[2].settings).toEqual(res.json().data);
    expect(await homeVersion()).toBe(before + 1);
  });

  it.each([
    ['banner_custom_transition_type', 'slide', 'Tipo de transição inválido'],
    ['banner_custom_autoplay', 2, 'Use 0 ou 1'],
    ['banner_custom_autoplay_time', 0, 'O tempo de transição deve ser entre 1 e 60 segundos'],
    ['banner_custom_autoplay_time', 61, 'O tempo de transição deve ser entre 1 e 60 segundos'],
  ])('refuses %s=%s', async (field, value, message) => {
    const res = await t.request({ method: 'POST', url, cookie: admin, payload: { ...body, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it("refuses students, moderators and another school's admin naming Aurora, changing nothing", async () => {
    await t.request({ method: 'POST', url, cookie: admin, payload: { ...body, banner_custom_autoplay_time: 5 } });
    expect((await t.request({ method: 'POST', url, cookie: student, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, cookie: moderator, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, cookie: borealAdmin, host: BOREAL, payload: body })).statusCode).toBe(403);
    expect((await client.index(admin)).json()[2].settings.banner_custom_autoplay_time).toBe(5);
  });
});

describe('roles and schools on every write', () => {
  it('refuses students and moderators (403) on every editor route, changing nothing', async () => {
    const [id] = await seed(['Protegido']);
    for (const cookie of [student, moderator]) {
      expect((await client.create(cookie, basic('Aluno'))).statusCode).toBe(403);
      expect((await client.update(id!, cookie, basic('Aluno'))).statusCode).toBe(403);
      expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/1/${id}`, cookie })).statusCode).toBe(403);
      expect(
        (await t.request({ method: 'POST', url: `${BASE}/order`, cookie, payload: { tenant_id: 1, newOrdenation: [id] } })).statusCode,
      ).toBe(403);
      expect((await client.index(cookie)).statusCode).toBe(200);
    }
    expect(await listTitles()).toEqual(['1:Protegido']);
  });

  it("refuses Boreal's admin naming tenant 1 (403) and changes nothing, leaving no file behind", async () => {
    const [id] = await seed(['Aurora']);
    const files = await fileCount();
    const version = await homeVersion();
    expect((await client.create(borealAdmin, basic('Invasor', 1), [{ field: 'url_image', body: png }], BOREAL)).statusCode).toBe(403);
    expect((await client.update(id!, borealAdmin, basic('Invasor', 1), [], BOREAL)).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `${BASE}/order`,
          cookie: borealAdmin,
          host: BOREAL,
          payload: { tenant_id: 1, newOrdenation: [id] },
        })
      ).statusCode,
    ).toBe(403);
    expect(await listTitles()).toEqual(['1:Aurora']);
    expect(await bannerCount(2)).toBe(0);
    expect(await fileCount()).toBe(files);
    expect(await homeVersion()).toBe(version);
  });

  it('keeps the 20-banner limit under parallel creates', async () => {
    await seed(Array.from({ length: 17 }, (_, i) => `P${i}`));
    await Promise.all(Array.from({ length: 6 }, (_, i) => client.create(admin, basic(`Paralelo ${i}`))));
    expect(await bannerCount()).toBe(20);
  });

  it('stores the images under the school folder on disk', async () => {
    const created = (await client.create(admin, basic('Disco'), [{ field: 'url_image', body: png }])).json().data;
    expect(existsSync(path.join(t.config.dataDir, 'files', created.url_image.replace(/^\/files\//, '')))).toBe(true);
  });
});

describe("replies in the lang cookie's language (spec 000 §8; docs/decisions/0005: the shared table)", () => {
  it('says created, ordered and deleted in en and es, and refuses a wrong order in each language', async () => {
    const created = await client.create(`${admin}; lang=en`, basic('English'));
    expect(created.json().message).toBe(BANNER_TRANSLATIONS.created.en);
    expect(created.json().message).toBe('Banner created successfully!');
    const others = await seed(['Outro']);
    const id = created.json().data.id as number;
    const order = (lang: string, ids: number[]) =>
      t.request({ method: 'POST', url: `${BASE}/order`, cookie: `${admin}; lang=${lang}`, payload: { tenant_id: 1, newOrdenation: ids } });
    expect((await order('es', [...others, id])).json().message).toBe(BANNER_TRANSLATIONS.ordered.es);
    for (const lang of ['pt', 'en', 'es'] as const) {
      const refused = await order(lang, [id]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(BANNER_TRANSLATIONS.orderMismatch[lang]);
    }
    const deleted = await t.request({ method: 'DELETE', url: `${BASE}/delete/1/${id}`, cookie: `${admin}; lang=es` });
    expect(deleted.json().message).toBe('El banner fue eliminado');
  });
});

describe('OpenAPI description', () => {
  it('documents every banner route with its summary, the multipart form and the paths Trilha chose', async () => {
    const doc = (await t.request({ url: '/api/docs/json' })).json();
    const create = doc.paths['/api/auth/config/plataforma/bannersCustom/create'].post;
    expect(create.summary).toMatch(/Create a banner/);
    const form = create.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['tenant_id', 'subtitle', 'url_image', 'url_image_vertical', 'headline_image']),
    );
    expect(doc.paths['/api/auth/config/plataforma/bannersCustom/index/{tenant}'].get.summary).toBeTruthy();
    expect(doc.paths['/api/auth/config/plataforma/update_banner_settings'].post.summary).toBeTruthy();
    expect(doc.paths['/api/uploads/videos/{token}'].put.summary).toMatch(/\(path chosen by Trilha\)/);
    expect(doc.paths['/api/auth/config/plataforma/bannersCustom/upload-video/{id}'].get.summary).toMatch(/\(path chosen by Trilha\)/);
  });
});
