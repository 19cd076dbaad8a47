import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { multipartForm } from '../../test/multipart';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0EA5E9' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const URL_PATH = '/api/auth/config/plataforma/loginPage/update';
const valid = {
  tenant_id: 1,
  login_theme: 3,
  login_theme_placement: 'right',
  overlay_banner_login: 40,
  login_text: 'Bem-vindo de volta',
  cta_login: true,
  title_cta_login: 'Conheça os planos',
  link_cta_login: 'https://aurora.example/planos',
  login_banner: null,
  login_banner_vertical: null,
  magic_link_enabled: true,
  enable_redirect_login: true,
  redirect_url: '/favoritos',
};

const save = (cookie: string, payload: object, host?: string) => t.request({ method: 'POST', url: URL_PATH, cookie, host, payload });
const tenantLogin = async (host?: string) => (await t.request({ url: '/api/tenant', host })).json().login;
const uploadBanner = async (cookie: string, kind: string, host?: string) =>
  (
    await t.request({ method: 'POST', url: `/api/auth/config/plataforma/upload-image?kind=${kind}`, cookie, host, ...multipartForm(png) })
  ).json().url as string;

describe('POST /api/auth/config/plataforma/loginPage/update (spec 002 §7)', () => {
  it('saves every field, answers the spec 002 §8 message with the saved settings, and GET /api/tenant serves them', async () => {
    const owner = await t.login('owner@aurora.test');
    const banner = await uploadBanner(owner, 'login_banner');
    const vertical = await uploadBanner(owner, 'login_banner_vertical');
    const res = await save(owner, { ...valid, login_banner: banner, login_banner_vertical: vertical });
    expect(res.statusCode).toBe(200);
    // signup_open rides along read-only (the sign-up setting has its own call): closed by default.
    const expected = { ...valid, login_banner: banner, login_banner_vertical: vertical, signup_open: false } as Record<string, unknown>;
    delete expected.tenant_id;
    expect(res.json()).toEqual({ message: 'Configurações salvas com sucesso!', data: expected });
    expect(await tenantLogin()).toEqual(expected);
  });

  it('stores redirect_url as null while the redirect switch is off (spec 002 §5)', async () => {
    const admin = await t.login('admin@aurora.test');
    const res = await save(admin, { ...valid, enable_redirect_login: false, redirect_url: '/favoritos' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ enable_redirect_login: false, redirect_url: null });
    const [row] = await t.ctx.db
      .select({ redirectUrl: platformSettings.redirectUrl })
      .from(platformSettings)
      .where(eq(platformSettings.tenantId, 1));
    expect(row!.redirectUrl).toBeNull();
  });

  it('accepts an http(s) redirect and placement/opacity defaults (center, 0)', async () => {
    const admin = await t.login('admin@aurora.test');
    const rest: Partial<typeof valid> = { ...valid };
    delete rest.login_theme_placement;
    delete rest.overlay_banner_login;
    const res = await save(admin, { ...rest, redirect_url: 'https://aurora.example/boas-vindas' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      login_theme_placement: 'center',
      overlay_banner_login: 0,
      redirect_url: 'https://aurora.example/boas-vindas',
    });
  });

  it('replacing a background releases the old upload', async () => {
    const owner = await t.login('owner@aurora.test');
    const first = await uploadBanner(owner, 'login_banner');
    expect((await save(owner, { ...valid, login_banner: first })).statusCode).toBe(200);
    const second = await uploadBanner(owner, 'login_banner');
    expect((await save(owner, { ...valid, login_banner: second })).statusCode).toBe(200);
    // The old URL is no longer one of the school's files, so it cannot be saved again.
    const again = await save(owner, { ...valid, login_banner: first });
    expect(again.statusCode).toBe(400);
    expect((await save(owner, { ...valid, login_banner: null })).json().data.login_banner).toBeNull();
  });
});

describe('validation messages (spec 002 §5)', () => {
  const cases: [string, object, string, string][] = [
    ['custom button without a title', { title_cta_login: '  ' }, 'body.title_cta_login', 'Adicione um titulo para o botão personalizado'],
    ['custom button without a link', { link_cta_login: null }, 'body.link_cta_login', 'Adicione o link para o botão personalizado'],
    [
      'custom button with a link that is not a URL',
      { link_cta_login: 'javascript:alert(1)' },
      'body.link_cta_login',
      'Informe um link válido, começando com http:// ou https://',
    ],
    ['empty login text', { login_text: '   ' }, 'body.login_text', 'Informe o título da página de login'],
    ['redirect on without a target', { redirect_url: null }, 'body.redirect_url', 'Informe para onde o aluno vai depois do login'],
    [
      'redirect to another origin through //',
      { redirect_url: '//evil.example/x' },
      'body.redirect_url',
      'Use um caminho deste site começando com / ou um endereço http(s)',
    ],
    [
      'redirect to a javascript: URL',
      { redirect_url: 'javascript:alert(1)' },
      'body.redirect_url',
      'Use um caminho deste site começando com / ou um endereço http(s)',
    ],
    ['theme 4', { login_theme: 4 }, 'body.login_theme', 'Escolha um dos três modelos'],
    ['placement "top"', { login_theme_placement: 'top' }, 'body.login_theme_placement', 'Escolha esquerda, centro ou direita'],
    ['opacity 45 (step 10)', { overlay_banner_login: 45 }, 'body.overlay_banner_login', 'A opacidade vai de 0 a 100, de 10 em 10'],
    ['opacity 110', { overlay_banner_login: 110 }, 'body.overlay_banner_login', 'A opacidade vai de 0 a 100, de 10 em 10'],
    [
      'a background that is not an upload of the school',
      { login_banner: 'https://evil.example/x.png' },
      'body.login_banner',
      'Envie a imagem de fundo pelo campo de upload',
    ],
  ];
  it.each(cases)('%s', async (_name, change, path, message) => {
    const owner = await t.login('owner@aurora.test');
    const before = await tenantLogin();
    const res = await save(owner, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, issues: expect.arrayContaining([{ path, message }]) });
    expect(await tenantLogin()).toEqual(before);
  });

  it('the custom button fields are free while the button is off', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await save(owner, { ...valid, cta_login: false, title_cta_login: null, link_cta_login: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cta_login: false, title_cta_login: null, link_cta_login: null });
  });

  it("another school's upload cannot be used as a background", async () => {
    const boreal = await t.login('admin@boreal.test');
    const borealBanner = await uploadBanner(boreal, 'login_banner', BOREAL);
    const res = await save(await t.login('owner@aurora.test'), { ...valid, login_banner: borealBanner });
    expect(res.statusCode).toBe(400);
  });

  it('a mobile upload cannot fill the desktop slot', async () => {
    const owner = await t.login('owner@aurora.test');
    const vertical = await uploadBanner(owner, 'login_banner_vertical');
    expect((await save(owner, { ...valid, login_banner: vertical })).statusCode).toBe(400);
  });
});

describe('who may save (contract: editors of their own school)', () => {
  it('refuses a visitor (401), a student and a moderator (403)', async () => {
    expect((await t.request({ method: 'POST', url: URL_PATH, payload: valid })).statusCode).toBe(401);
    expect((await save(await t.login('aluno@aurora.test'), valid)).statusCode).toBe(403);
    expect((await save(await t.login('moderador@aurora.test'), valid)).statusCode).toBe(403);
  });

  it("refuses Boreal's admin naming tenant 1, and changes nothing", async () => {
    const before = await tenantLogin();
    const res = await save(await t.login('admin@boreal.test'), { ...valid, login_text: 'Invadido' }, BOREAL);
    expect(res.statusCode).toBe(403);
    expect(await tenantLogin()).toEqual(before);
    expect((await tenantLogin(BOREAL)).login_text).toBe('Faça login');
  });

  it("lets Boreal's admin save Boreal's own page", async () => {
    const res = await save(await t.login('admin@boreal.test'), { ...valid, tenant_id: 2, login_theme: 2 }, BOREAL);
    expect(res.statusCode).toBe(200);
    expect((await tenantLogin(BOREAL)).login_theme).toBe(2);
  });
});
