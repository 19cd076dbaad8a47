import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { multipartForm } from '../../test/multipart';
import { readVersions } from '../../platform/content-versions';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#22AA88' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const GET = (tenant: number | string) => `/api/auth/config/plataforma/getCustomBasic/${tenant}`;
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';
const COURSE = '/api/platform/auth/template-settings/toggle-course-page-indicator';
const MODULE = '/api/platform/auth/template-settings/toggle-module-page-indicator';

const post = (cookie: string, url: string, payload: unknown, host?: string) =>
  t.request({ method: 'POST', url, cookie, host, payload: payload as object });
const settingsOf = async (cookie: string, tenant = 1, host?: string) => (await t.request({ url: GET(tenant), cookie, host })).json().data;
const tenantOf = async (host?: string) => (await t.request({ url: '/api/tenant', host })).json();

async function fullPayload(cookie: string, overrides: Record<string, unknown> = {}) {
  const s = await settingsOf(cookie);
  return {
    tenant_id: 1,
    primary_color: s.primary_color,
    text_color: s.text_color,
    font_primary: s.font_primary,
    background_color_primary: s.background_color_primary ?? '#000000',
    logo_square: s.logo_square,
    logo_horizontal: s.logo_horizontal,
    favicon: s.favicon,
    ...overrides,
  };
}

async function uploadLogo(cookie: string, kind = 'logo_square', host?: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/auth/config/plataforma/upload-image?kind=${kind}`,
    cookie,
    host,
    ...multipartForm(png),
  });
  expect(res.statusCode).toBe(200);
  return res.json().url;
}

describe('getCustomBasic (spec 002 §7 Appearance)', () => {
  it('gives an editor every appearance field in data', async () => {
    const res = await t.request({ url: GET(1), cookie: await t.login('admin@aurora.test') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      tenant_id: 1,
      primary_color: '#7C3AED',
      text_color: '#FFFFFF',
      font_primary: 'Poppins',
      background_color_primary: null,
      logo_square: expect.stringMatching(/^\/files\/tenants\/1\//),
      logo_horizontal: expect.stringMatching(/^\/files\/tenants\/1\//),
      favicon: expect.stringMatching(/^\/files\/tenants\/1\//),
      sidebar: 0,
      showcase: 0,
      course_page_indicator: true,
      module_page_indicator: true,
      theme_classes: 1,
      lesson_comments: true,
      show_carrousel_continue_class: 1,
      show_carrousel_continue_module: 0,
      show_carrousel_continue_course: 0,
      show_carrousel_highlight: 1,
    });
  });

  it('refuses students and moderators (403), no session (401), and another school (403)', async () => {
    expect((await t.request({ url: GET(1), cookie: await t.login('aluno@aurora.test') })).statusCode).toBe(403);
    expect((await t.request({ url: GET(1), cookie: await t.login('moderador@aurora.test') })).statusCode).toBe(403);
    expect((await t.request({ url: GET(1) })).statusCode).toBe(401);
    expect((await t.request({ url: GET(1), cookie: await t.login('admin@boreal.test'), host: BOREAL })).statusCode).toBe(403);
    expect((await t.request({ url: GET('abc'), cookie: await t.login('owner@aurora.test') })).statusCode).toBe(400);
  });
});

describe('updateCustomBasic: the full payload (spec 002 §2 Appearance settings screen)', () => {
  it('saves colours, font, background and a new logo; GET /api/tenant shows them to everyone', async () => {
    const owner = await t.login('owner@aurora.test');
    const logo = await uploadLogo(owner);
    const res = await post(
      owner,
      UPDATE,
      await fullPayload(owner, {
        primary_color: '#e11d48',
        text_color: '#F5F5F5',
        font_primary: 'Montserrat',
        background_color_primary: '/backgrounds/azul-profundo.webp',
        logo_square: logo,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      primary_color: '#E11D48',
      text_color: '#F5F5F5',
      font_primary: 'Montserrat',
      background_color_primary: '/backgrounds/azul-profundo.webp',
      logo_square: logo,
    });
    const tenant = await tenantOf();
    expect(tenant.theme).toMatchObject({
      primary_color: '#E11D48',
      font_primary: 'Montserrat',
      background_color_primary: '/backgrounds/azul-profundo.webp',
      logo_square: logo,
    });
  });

  it('removing the background stores #000000 and removing a logo stores null', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await post(owner, UPDATE, await fullPayload(owner, { background_color_primary: '#000000', favicon: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ background_color_primary: '#000000', favicon: null });
  });

  it('a school may go back to the images it was created with (seed)', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await post(owner, UPDATE, await fullPayload(owner, { favicon: '/files/tenants/1/seed/logo-square.png' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.favicon).toBe('/files/tenants/1/seed/logo-square.png');
  });

  it('keeps the current (seeded) logo when it is sent back unchanged', async () => {
    const owner = await t.login('owner@aurora.test');
    const payload = await fullPayload(owner);
    const res = await post(owner, UPDATE, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo_horizontal).toBe(payload.logo_horizontal);
  });

  it.each([
    ['primary_color', 'red', 'Cor principal inválida. Use o formato #RRGGBB.'],
    ['primary_color', '#12345', 'Cor principal inválida. Use o formato #RRGGBB.'],
    ['text_color', '#GGGGGG', 'Cor do texto inválida. Use o formato #RRGGBB.'],
    ['font_primary', 'Comic Sans', 'Fonte inválida'],
    ['background_color_primary', '/backgrounds/nope.webp', 'Fundo inválido'],
    ['background_color_primary', '#FFFFFF', 'Fundo inválido'],
    ['logo_square', 'https://evil.example/logo.png', 'Imagem inválida: envie o arquivo novamente.'],
    ['logo_horizontal', '/files/tenants/2/branding/logo_horizontal/x.webp', 'Imagem inválida: envie o arquivo novamente.'],
    ['favicon', '/files/tenants/1/branding/favicon/never-uploaded.webp', 'Imagem inválida: envie o arquivo novamente.'],
    ['favicon', '/files/tenants/2/seed/logo-square.png', 'Imagem inválida: envie o arquivo novamente.'],
    ['logo_square', '/files/tenants/1/../2/seed/logo-square.png', 'Imagem inválida: envie o arquivo novamente.'],
    ['logo_square', 'javascript:alert(1)', 'Imagem inválida: envie o arquivo novamente.'],
  ])('%s = %j -> 400 "%s"', async (field, value, message) => {
    const owner = await t.login('owner@aurora.test');
    const before = await settingsOf(owner);
    const res = await post(owner, UPDATE, await fullPayload(owner, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().issues[0].path).toContain(field);
    expect(await settingsOf(owner)).toEqual(before);
  });

  it("refuses another school's upload even from its own URL shape", async () => {
    const boreal = await t.login('admin@boreal.test');
    const borealLogo = await uploadLogo(boreal, 'logo_square', BOREAL);
    const owner = await t.login('owner@aurora.test');
    const res = await post(owner, UPDATE, await fullPayload(owner, { logo_square: borealLogo }));
    expect(res.statusCode).toBe(400);
  });

  it('a replaced upload is deleted: its URL cannot be saved again', async () => {
    const owner = await t.login('owner@aurora.test');
    const first = await uploadLogo(owner, 'logo_horizontal');
    expect((await post(owner, UPDATE, await fullPayload(owner, { logo_horizontal: first }))).statusCode).toBe(200);
    const second = await uploadLogo(owner, 'logo_horizontal');
    expect((await post(owner, UPDATE, await fullPayload(owner, { logo_horizontal: second }))).statusCode).toBe(200);
    const again = await post(owner, UPDATE, await fullPayload(owner, { logo_horizontal: first }));
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].path).toContain('logo_horizontal');
  });

  it('a partial appearance payload names the missing fields; an empty one is refused', async () => {
    const owner = await t.login('owner@aurora.test');
    const partial = await post(owner, UPDATE, { tenant_id: 1, primary_color: '#112233' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toBe('Campo obrigatório');
    const empty = await post(owner, UPDATE, { tenant_id: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Envie as configurações de aparência, sidebar, showcase ou os carrosséis da vitrine');
    const noTenant = await post(owner, UPDATE, { sidebar: 1 });
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.json().error).toBe('tenant_id inválido');
    const badFlag = await post(owner, UPDATE, { tenant_id: 1, sidebar: 2 });
    expect(badFlag.json().error).toBe('Use 0 ou 1');
  });
});

describe('updateCustomBasic: sidebar and showcase toggles (spec 002 §4: save at once)', () => {
  it('a single toggle changes only that switch and answers the settings in data', async () => {
    const admin = await t.login('admin@aurora.test');
    const before = await settingsOf(admin);
    const sidebar = await post(admin, UPDATE, { tenant_id: 1, sidebar: 1 });
    expect(sidebar.statusCode).toBe(200);
    expect(sidebar.json().data).toEqual({ ...before, sidebar: 1 });
    const showcase = await post(admin, UPDATE, { tenant_id: 1, showcase: 1 });
    expect(showcase.json().data).toEqual({ ...before, sidebar: 1, showcase: 1 });
    expect((await tenantOf()).theme).toMatchObject({ sidebar: true, showcase: true });
    await post(admin, UPDATE, { tenant_id: 1, sidebar: 0, showcase: 0 });
    expect((await tenantOf()).theme).toMatchObject({ sidebar: false, showcase: false });
  });
});

describe('updateCustomBasic: the Vitrine showcase flags (spec 002 §7: the same call carries the changed show_carrousel_* flag)', () => {
  const homeVersion = async (tenantId = 1) => (await readVersions(t.ctx.db, tenantId)).home;

  it('a flag alone changes only that flag, answers it as 0/1, and bumps the home version', async () => {
    const admin = await t.login('admin@aurora.test');
    const before = await settingsOf(admin);
    const version = await homeVersion();
    const res = await post(admin, UPDATE, { tenant_id: 1, show_carrousel_continue_module: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...before, show_carrousel_continue_module: 1 });
    expect(await homeVersion()).toBe(version + 1);
    await post(admin, UPDATE, { tenant_id: 1, show_carrousel_continue_module: 0 });
    expect(await settingsOf(admin)).toEqual(before);
  });

  it('rides along with a sidebar/showcase toggle or the full payload; the public theme never shows the flags', async () => {
    const owner = await t.login('owner@aurora.test');
    const before = await settingsOf(owner);
    const withToggle = await post(owner, UPDATE, {
      tenant_id: 1,
      showcase: 1,
      show_carrousel_highlight: 0,
      show_carrousel_continue_class: 0,
    });
    expect(withToggle.json().data).toEqual({ ...before, showcase: 1, show_carrousel_highlight: 0, show_carrousel_continue_class: 0 });
    const withFull = await post(
      owner,
      UPDATE,
      await fullPayload(owner, { show_carrousel_continue_course: 1, show_carrousel_highlight: 1 }),
    );
    expect(withFull.statusCode).toBe(200);
    expect(withFull.json().data).toMatchObject({
      showcase: 1,
      show_carrousel_continue_course: 1,
      show_carrousel_highlight: 1,
      show_carrousel_continue_class: 0,
    });
    expect(Object.keys((await tenantOf()).theme).some((k) => k.startsWith('show_carrousel'))).toBe(false);
    await post(owner, UPDATE, { tenant_id: 1, showcase: 0, show_carrousel_continue_class: 1, show_carrousel_continue_course: 0 });
    expect(await settingsOf(owner)).toEqual(before);
  });

  it('a toggle without flags leaves the home version alone', async () => {
    const admin = await t.login('admin@aurora.test');
    const version = await homeVersion();
    await post(admin, UPDATE, { tenant_id: 1, sidebar: 0 });
    expect(await homeVersion()).toBe(version);
  });

  it('flags are 0 or 1', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await post(owner, UPDATE, { tenant_id: 1, show_carrousel_highlight: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Use 0 ou 1');
    expect((await post(owner, UPDATE, { tenant_id: 1, show_carrousel_highlight: true })).statusCode).toBe(400);
  });

  it("students, moderators and Boreal's admin naming tenant 1 get 403 and nothing changes", async () => {
    const owner = await t.login('owner@aurora.test');
    const before = await settingsOf(owner);
    const version = await homeVersion();
    expect((await post(await t.login('aluno@aurora.test'), UPDATE, { tenant_id: 1, show_carrousel_highlight: 0 })).statusCode).toBe(403);
    expect((await post(await t.login('moderador@aurora.test'), UPDATE, { tenant_id: 1, show_carrousel_highlight: 0 })).statusCode).toBe(
      403,
    );
    expect((await post(await t.login('admin@boreal.test'), UPDATE, { tenant_id: 1, show_carrousel_highlight: 0 }, BOREAL)).statusCode).toBe(
      403,
    );
    expect(await settingsOf(owner)).toEqual(before);
    expect(await homeVersion()).toBe(version);
  });
});

describe('page indicator toggles (spec 002 §7 template-settings)', () => {
  it('turn the course and module indicators off and on', async () => {
    const owner = await t.login('owner@aurora.test');
    const course = await post(owner, COURSE, { course_page_indicator: false });
    expect(course.statusCode).toBe(200);
    expect(course.json().data.course_page_indicator).toBe(false);
    const module = await post(owner, MODULE, { module_page_indicator: false });
    expect(module.json().data).toMatchObject({ course_page_indicator: false, module_page_indicator: false });
    expect((await tenantOf()).theme).toMatchObject({ course_page_indicator: false, module_page_indicator: false });
    await post(owner, COURSE, { course_page_indicator: true });
    await post(owner, MODULE, { module_page_indicator: true });
    expect((await tenantOf()).theme).toMatchObject({ course_page_indicator: true, module_page_indicator: true });
  });

  it('need a boolean', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await post(owner, COURSE, { course_page_indicator: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('course_page_indicator deve ser verdadeiro ou falso');
    expect((await post(owner, MODULE, {})).json().error).toBe('module_page_indicator deve ser verdadeiro ou falso');
  });

  it('refuse students and moderators', async () => {
    const student = await t.login('aluno@aurora.test');
    expect((await post(student, COURSE, { course_page_indicator: false })).statusCode).toBe(403);
    expect((await post(await t.login('moderador@aurora.test'), MODULE, { module_page_indicator: false })).statusCode).toBe(403);
    expect((await tenantOf()).theme.course_page_indicator).toBe(true);
  });
});

describe("permissions (contract: another school's id is 403 and changes nothing)", () => {
  it('a student gets 403 and nothing changes', async () => {
    const before = await tenantOf();
    const student = await t.login('aluno@aurora.test');
    const res = await post(student, UPDATE, {
      tenant_id: 1,
      primary_color: '#000000',
      text_color: '#000000',
      font_primary: 'Lato',
      background_color_primary: '#000000',
      logo_square: null,
      logo_horizontal: null,
      favicon: null,
    });
    expect(res.statusCode).toBe(403);
    expect((await post(student, UPDATE, { tenant_id: 1, sidebar: 1 })).statusCode).toBe(403);
    expect(await tenantOf()).toEqual(before);
  });

  it("Boreal's admin naming tenant 1 gets 403 and Aurora is unchanged", async () => {
    const before = await tenantOf();
    const boreal = await t.login('admin@boreal.test');
    const full = {
      tenant_id: 1,
      primary_color: '#111111',
      text_color: '#222222',
      font_primary: 'Oswald',
      background_color_primary: '#000000',
      logo_square: null,
      logo_horizontal: null,
      favicon: null,
    };
    expect((await post(boreal, UPDATE, full, BOREAL)).statusCode).toBe(403);
    expect((await post(boreal, UPDATE, { tenant_id: 1, showcase: 1 }, BOREAL)).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: COURSE,
          cookie: boreal,
          host: BOREAL,
          headers: { tenantid: '1' },
          payload: { course_page_indicator: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(await tenantOf()).toEqual(before);
    expect((await tenantOf(BOREAL)).theme.primary_color).toBe('#0EA5E9');
  });

  it('no session is 401', async () => {
    expect((await t.request({ method: 'POST', url: UPDATE, payload: { tenant_id: 1, sidebar: 1 } })).statusCode).toBe(401);
  });
});
