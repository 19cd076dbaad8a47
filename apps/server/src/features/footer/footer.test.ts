import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/auth/config/plataforma/extraSettings';
const TOGGLE = '/api/auth/config/plataforma/updateCustomBasic/footerToogle';
const empty = { use_terms: '', privacy_terms: '', url_facebook: '', url_instagram: '', url_youtube: '' };

const save = (cookie: string, payload: Record<string, unknown>, host = AURORA) =>
  t.request({ method: 'POST', url: `${SETTINGS}/update`, cookie, host, payload });
const toggle = (cookie: string, payload: Record<string, unknown>, host = AURORA) =>
  t.request({ method: 'POST', url: TOGGLE, cookie, host, payload });
const publicFooter = (host = AURORA) => t.request({ url: '/api/footer', host });

describe('footer settings (spec 002 §7 Footer: extraSettings/update)', () => {
  it('an owner saves documents and social links; the editor read returns them', async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await save(owner, {
      ...empty,
      use_terms: '<p>Use com <strong>respeito</strong>.</p>',
      privacy_terms: '<h2>Dados</h2><p>Guardamos o mínimo.</p>',
      url_youtube: ' https://youtube.com/@aurora ',
      url_instagram: 'https://instagram.com/aurora',
      tenant_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Dados salvos com sucesso.');
    const read = await t.request({ url: `${SETTINGS}/1`, cookie: owner });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      use_terms: '<p>Use com <strong>respeito</strong>.</p>',
      privacy_terms: '<h2>Dados</h2><p>Guardamos o mínimo.</p>',
      url_facebook: null,
      url_instagram: 'https://instagram.com/aurora',
      url_youtube: 'https://youtube.com/@aurora',
      // The demo schools start with the footer on (docs/footer.md: their terms are a click away).
      footer_visible: true,
    });
  });

  it('sanitises the HTML: scripts, event handlers, javascript: links and styles go; bold, lists and links stay', async () => {
    const admin = await t.login('admin@aurora.test');
    const hostile = [
      '<p style="color:red" onclick="alert(1)">Olá <strong>forte</strong> <em>leve</em> <u>sub</u> <s>riscado</s></p>',
      '<script>alert("x")</script><style>body{display:none}</style>',
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
      '<ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>',
      '<p><a href="https://aurora.example/regras" target="_blank">regras</a> <a href="javascript:alert(1)">mau</a>',
      ' <a href="JaVaScRiPt&colon;alert(1)">mau2</a> <a href="mailto:oi@aurora.example">email</a></p>',
    ].join('');
    const res = await save(admin, { ...empty, use_terms: hostile, tenant_id: 1 });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.use_terms;
    expect(html).not.toMatch(/script|onerror|onclick|javascript|style|iframe|<img|alert/i);
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain('<em>leve</em>');
    expect(html).toContain('<u>sub</u>');
    expect(html).toContain('<s>riscado</s>');
    expect(html).toContain('<ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>');
    expect(html).toContain('<a href="https://aurora.example/regras" target="_blank" rel="noopener noreferrer nofollow">regras</a>');
    expect(html).toContain('<a rel="nofollow">mau</a>');
    expect(html).toContain('<a href="mailto:oi@aurora.example" rel="nofollow">email</a>');
  });

  it("stores the editor's empty document as no document", async () => {
    const owner = await t.login('owner@aurora.test');
    const res = await save(owner, { ...empty, use_terms: '<p></p>', privacy_terms: '<p> </p><script>x</script>', tenant_id: 1 });
    expect(res.json().data).toMatchObject({ use_terms: '', privacy_terms: '' });
  });

  it('refuses invalid social links and documents over 100,000 characters, with clear messages', async () => {
    const owner = await t.login('owner@aurora.test');
    for (const url of ['instagram.com/aurora', 'javascript:alert(1)', 'ftp://files.example', 'https://', 'x'.repeat(3000)]) {
      const res = await save(owner, { ...empty, url_instagram: url, tenant_id: 1 });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('Informe um link válido, começando com http:// ou https://');
      expect(res.json().issues[0].path).toBe('body.url_instagram');
    }
    const long = await save(owner, { ...empty, use_terms: `<p>${'a'.repeat(100_000)}</p>`, tenant_id: 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Os termos de uso podem ter no máximo 100.000 caracteres');
    const longPrivacy = await save(owner, { ...empty, privacy_terms: 'a'.repeat(100_001), tenant_id: 1 });
    expect(longPrivacy.json().error).toBe('As políticas de privacidade podem ter no máximo 100.000 caracteres');
    const exact = await save(owner, { ...empty, privacy_terms: 'a'.repeat(100_000), tenant_id: 1 });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses students and moderators (403)', async () => {
    for (const email of ['aluno@aurora.test', 'moderador@aurora.test']) {
      const cookie = await t.login(email);
      expect((await save(cookie, { ...empty, tenant_id: 1 })).statusCode).toBe(403);
      expect((await toggle(cookie, { footer_visible: 1, tenant_id: 1 })).statusCode).toBe(403);
      expect((await t.request({ url: `${SETTINGS}/1`, cookie })).statusCode).toBe(403);
    }
    expect((await save('', { ...empty, tenant_id: 1 })).statusCode).toBe(401);
  });

  it("another school's admin naming tenant 1 gets 403 and nothing changes", async () => {
    const owner = await t.login('owner@aurora.test');
    await save(owner, { ...empty, use_terms: '<p>Regras da Aurora</p>', tenant_id: 1 });
    const before = (await t.request({ url: `${SETTINGS}/1`, cookie: owner })).json();
    const boreal = await t.login('admin@boreal.test');
    expect((await save(boreal, { ...empty, use_terms: '<p>invadido</p>', tenant_id: 1 }, BOREAL)).statusCode).toBe(403);
    expect((await toggle(boreal, { footer_visible: true, tenant_id: 1 }, BOREAL)).statusCode).toBe(403);
    expect((await t.request({ url: `${SETTINGS}/1`, cookie: boreal, host: BOREAL })).statusCode).toBe(403);
    // Its cookie replayed on Aurora's host is no Aurora session at all.
    const replayed = await save(boreal, { ...empty, use_terms: '<p>invadido</p>', tenant_id: 1 }, AURORA);
    expect([401, 403]).toContain(replayed.statusCode);
    expect((await t.request({ url: `${SETTINGS}/1`, cookie: owner })).json()).toEqual(before);
  });
});

describe('footer visibility (spec 002 §4: toggles immediately)', () => {
  it('accepts 0/1 and booleans and shows in /api/tenant and /api/footer at once', async () => {
    const owner = await t.login('owner@aurora.test');
    for (const [sent, expected] of [
      [1, true],
      [0, false],
      [true, true],
      [false, false],
    ] as const) {
      const res = await toggle(owner, { footer_visible: sent, tenant_id: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Dados salvos com sucesso.', data: { footer_visible: expected } });
      expect((await t.request({ url: '/api/tenant' })).json().footer_visible).toBe(expected);
      expect((await publicFooter()).json().footer_visible).toBe(expected);
    }
    const bad = await toggle(owner, { footer_visible: 2, tenant_id: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await toggle(owner, { footer_visible: true })).statusCode).toBe(400);
  });
});

describe('public footer and documents (no session, host decides the school)', () => {
  it('is kept between views and a save shows at once: the reply is the same bytes until the next write', async () => {
    const owner = await t.login('owner@aurora.test');
    const first = await publicFooter();
    expect((await publicFooter()).body).toBe(first.body);
    await save(owner, { ...empty, url_youtube: 'https://youtube.com/@aurora', tenant_id: 1 });
    expect((await publicFooter()).json()).toMatchObject({ url_youtube: 'https://youtube.com/@aurora', has_use_terms: false });
    await save(owner, { ...empty, tenant_id: 1 });
    expect((await publicFooter()).json()).toMatchObject({ url_youtube: null });
  });

  it('each host reads its own school footer and documents', async () => {
    const owner = await t.login('owner@aurora.test');
    await save(owner, {
      ...empty,
      use_terms: '<p>Termos <strong>Aurora</strong></p>',
      url_facebook: 'https://facebook.com/aurora',
      tenant_id: 1,
    });
    await toggle(owner, { footer_visible: 1, tenant_id: 1 });
    const boreal = await t.login('admin@boreal.test');
    await save(boreal, { ...empty, privacy_terms: '<p>Privacidade Boreal</p>', tenant_id: 2 }, BOREAL);

    expect((await publicFooter(AURORA)).json()).toEqual({
      footer_visible: true,
      url_facebook: 'https://facebook.com/aurora',
      url_instagram: null,
      url_youtube: null,
      has_use_terms: true,
      has_privacy_terms: false,
    });
    expect((await publicFooter(BOREAL)).json()).toEqual({
      footer_visible: true,
      url_facebook: null,
      url_instagram: null,
      url_youtube: null,
      has_use_terms: false,
      has_privacy_terms: true,
    });

    const terms = await t.request({ url: '/api/footer/documents/termos-de-uso' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({ title: 'Termos de uso', html: '<p>Termos <strong>Aurora</strong></p>' });
    expect((await t.request({ url: '/api/footer/documents/politicas-de-privacidade' })).statusCode).toBe(404);
    const borealPrivacy = await t.request({
      url: '/api/footer/documents/politicas-de-privacidade',
      host: BOREAL,
      headers: { cookie: 'lang=en' },
    });
    expect(borealPrivacy.json()).toEqual({ title: 'Privacy policy', html: '<p>Privacidade Boreal</p>' });
    expect((await t.request({ url: '/api/footer/documents/termos-de-uso', host: BOREAL })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/footer/documents/outro' })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/footer', host: 'nowhere.example' })).statusCode).toBe(404);
  });
});
