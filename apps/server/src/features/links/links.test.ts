import { LINK_TRANSLATIONS } from '@trilha/shared/links/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bumpHomeVersion } from '../../platform/content-versions';
import { customLinks } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(customLinks);
  // The index is kept per school under its home version, which every link write bumps (service.ts).
  for (const tenantId of [1, 2]) await bumpHomeVersion(t.ctx.db, tenantId);
});

const base = '/api/auth/config/plataforma/links';
const create = (payload: object, cookie = admin, host?: string) =>
  t.request({ method: 'POST', url: `${base}/create`, payload, cookie, host });
const list = async (tenant = 1, cookie = admin, host?: string) =>
  (await t.request({ url: `${base}/index/${tenant}`, cookie, host })).json().data;
const titles = async (tenant = 1) =>
  (await list(tenant, tenant === 1 ? admin : borealAdmin, tenant === 1 ? undefined : BOREAL)).map((l: { title: string }) => l.title);
async function seed(n: number, tenant = 1) {
  const cookie = tenant === 1 ? admin : borealAdmin;
  const host = tenant === 1 ? undefined : BOREAL;
  const ids: number[] = [];
  for (let i = 1; i <= n; i++)
    ids.push((await create({ link_title: `Link ${i}`, link_url: `site${i}.com`, tenant_id: tenant }, cookie, host)).json().data.id);
  return ids;
}

describe('GET links/index/{tenant} (spec 000 §7: data.data is the custom links list)', () => {
  it('lists the links in order with id, title, url, order for every member, students included', async () => {
    await seed(2);
    for (const cookie of [owner, admin, moderator, student]) {
      const res = await t.request({ url: `${base}/index/1`, cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { id: expect.any(Number), title: 'Link 1', url: 'site1.com', order: 1 },
          { id: expect.any(Number), title: 'Link 2', url: 'site2.com', order: 2 },
        ],
      });
    }
  });

  it('gives the review account no links: the server decides, not the app (spec 000 §5; issue 9, finding 8)', async () => {
    await seed(2);
    const res = await t.request({ url: `${base}/index/1`, cookie: await t.login('revisor@aurora.test') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it("refuses another school's list (403) and asks for a session (401)", async () => {
    expect((await t.request({ url: `${base}/index/1`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(403);
    expect((await t.request({ url: `${base}/index/2`, cookie: student })).statusCode).toBe(403);
    expect((await t.request({ url: `${base}/index/1` })).statusCode).toBe(401);
  });
});

describe('POST links/create (spec 002 §5 "Custom link")', () => {
  it('creates a link last in order, stripping a leading http:// or https://', async () => {
    const res = await create({ link_title: ' Blog ', link_url: 'https://blog.example.com/a?b=1', tenant_id: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Link criado com sucesso',
      data: { id: expect.any(Number), title: 'Blog', url: 'blog.example.com/a?b=1', order: 1 },
    });
    const second = await create({ link_title: 'Loja', link_url: 'HTTP://loja.example.com', tenant_id: 1 }, owner);
    expect(second.json().data).toMatchObject({ url: 'loja.example.com', order: 2 });
  });

  it('refuses a fourth link with 409 "Você pode criar no máximo 3 (três) links"', async () => {
    await seed(3);
    const res = await create({ link_title: 'Quarto', link_url: 'quarto.com', tenant_id: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Você pode criar no máximo 3 (três) links' });
    expect(await titles()).toEqual(['Link 1', 'Link 2', 'Link 3']);
  });

  it('keeps the limit under parallel creates', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => create({ link_title: `P${i}`, link_url: `p${i}.com`, tenant_id: 1 })));
    expect(await titles()).toHaveLength(3);
  });

  it('says "Valor do campo inválido" for one blank field and "Valores dos campos inválidos" for both', async () => {
    for (const payload of [
      { link_title: '   ', link_url: 'a.com', tenant_id: 1 },
      { link_title: 'A', link_url: '', tenant_id: 1 },
      { link_title: 'A', link_url: 'https://', tenant_id: 1 },
      { link_url: 'a.com', tenant_id: 1 },
    ]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Valor do campo inválido');
    }
    for (const payload of [{ link_title: '', link_url: ' ', tenant_id: 1 }, { tenant_id: 1 }]) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Valores dos campos inválidos');
    }
    const tooLong = await create({ link_title: 'x'.repeat(192), link_url: 'a.com', tenant_id: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(await titles()).toEqual([]);
  });

  it('is for editors of the school: students and moderators 403, a Boreal admin naming tenant 1 403, nothing created', async () => {
    const payload = { link_title: 'X', link_url: 'x.com', tenant_id: 1 };
    for (const cookie of [student, moderator]) {
      const res = await create(payload, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Você não tem permissão para esta ação.' });
    }
    expect((await create(payload, borealAdmin, BOREAL)).statusCode).toBe(403);
    expect((await create({ ...payload, tenant_id: 2 }, admin)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${base}/create`, payload })).statusCode).toBe(401);
    expect(await titles()).toEqual([]);
    expect(await titles(2)).toEqual([]);
  });
});

describe('POST links/update/{id}', () => {
  it('updates title and url (scheme stripped) and keeps the order', async () => {
    const [first] = await seed(2);
    const res = await t.request({
      method: 'POST',
      url: `${base}/update/${first}`,
      cookie: owner,
      payload: { link_title: 'Novo', link_url: 'http://novo.com', tenant_id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Link atualizado com sucesso', data: { id: first, title: 'Novo', url: 'novo.com', order: 1 } });
  });

  it('validates like create', async () => {
    const [first] = await seed(1);
    const res = await t.request({
      method: 'POST',
      url: `${base}/update/${first}`,
      cookie: admin,
      payload: { link_title: '', link_url: '', tenant_id: 1 },
    });
    expect(res.json()).toMatchObject({ error: 'Valores dos campos inválidos' });
    expect(await titles()).toEqual(['Link 1']);
  });

  it("answers 404 for another school's link id and 403 for students; nothing changes", async () => {
    const [boreal] = await seed(1, 2);
    const [mine] = await seed(1);
    const foreign = await t.request({
      method: 'POST',
      url: `${base}/update/${boreal}`,
      cookie: admin,
      payload: { link_title: 'X', link_url: 'x.com', tenant_id: 1 },
    });
    expect(foreign.statusCode).toBe(404);
    const asStudent = await t.request({
      method: 'POST',
      url: `${base}/update/${mine}`,
      cookie: student,
      payload: { link_title: 'X', link_url: 'x.com', tenant_id: 1 },
    });
    expect(asStudent.statusCode).toBe(403);
    const borealOnAurora = await t.request({
      method: 'POST',
      url: `${base}/update/${mine}`,
      cookie: borealAdmin,
      host: BOREAL,
      payload: { link_title: 'X', link_url: 'x.com', tenant_id: 1 },
    });
    expect(borealOnAurora.statusCode).toBe(403);
    expect(await titles(2)).toEqual(['Link 1']);
    expect(await titles()).toEqual(['Link 1']);
  });
});

describe('DELETE links/delete/{tenant}/{id}', () => {
  it('deletes and renumbers the rest 1..n', async () => {
    const [first, second, third] = await seed(3);
    const res = await t.request({ method: 'DELETE', url: `${base}/delete/1/${first}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Link excluído com sucesso',
      data: [
        { id: second, title: 'Link 2', url: 'site2.com', order: 1 },
        { id: third, title: 'Link 3', url: 'site3.com', order: 2 },
      ],
    });
    expect((await list()).map((l: { order: number }) => l.order)).toEqual([1, 2]);
  });

  it("answers 404 for another school's link, 403 for students and foreign tenants; nothing deleted", async () => {
    const [boreal] = await seed(1, 2);
    const [mine] = await seed(1);
    expect((await t.request({ method: 'DELETE', url: `${base}/delete/1/${boreal}`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `${base}/delete/1/${mine}`, cookie: student })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${base}/delete/1/${mine}`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: `${base}/delete/2/${boreal}`, cookie: admin })).statusCode).toBe(403);
    expect(await titles()).toEqual(['Link 1']);
    expect(await titles(2)).toEqual(['Link 1']);
  });
});

describe('POST links/order (newOrdenation: ordered ids)', () => {
  const order = (newOrdenation: unknown, cookie = admin, tenant_id = 1, host?: string) =>
    t.request({ method: 'POST', url: `${base}/order`, cookie, host, payload: { newOrdenation, tenant_id } });

  it('saves the order given, numbering from 1', async () => {
    const [a, b, c] = await seed(3);
    const res = await order([c, a, b]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ordem dos links salva com sucesso');
    expect((await list()).map((l: { id: number; order: number }) => [l.id, l.order])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
  });

  it("refuses a list that is not exactly the school's links (missing, repeated, foreign ids)", async () => {
    const [boreal] = await seed(1, 2);
    const [a, b] = await seed(2);
    for (const ids of [[a], [a, a], [a, b, boreal], [b, boreal], []]) {
      const res = await order(ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('A nova ordem deve conter exatamente os links da plataforma');
    }
    expect(await titles()).toEqual(['Link 1', 'Link 2']);
  });

  it('is for editors of the school only', async () => {
    const [a, b] = await seed(2);
    expect((await order([b, a], student)).statusCode).toBe(403);
    expect((await order([b, a], moderator)).statusCode).toBe(403);
    expect((await order([b, a], borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect(await titles()).toEqual(['Link 1', 'Link 2']);
  });
});

describe("replies in the lang cookie's language (spec 000 §8; docs/decisions/0005: the shared table)", () => {
  it('says created, updated, ordered and deleted in en and es, and refuses a fourth link in each language', async () => {
    const created = await create({ link_title: 'Blog', link_url: 'blog.com', tenant_id: 1 }, `${admin}; lang=es`);
    expect(created.json().message).toBe('Enlace creado con éxito');
    const id = created.json().data.id as number;
    const updated = await t.request({
      method: 'POST',
      url: `${base}/update/${id}`,
      cookie: `${admin}; lang=en`,
      payload: { link_title: 'Blog', link_url: 'blog.com', tenant_id: 1 },
    });
    expect(updated.json().message).toBe(LINK_TRANSLATIONS.updated.en);
    const [second, third] = await seed(2);
    const ordered = await t.request({
      method: 'POST',
      url: `${base}/order`,
      cookie: `${admin}; lang=en`,
      payload: { newOrdenation: [third, id, second], tenant_id: 1 },
    });
    expect(ordered.json().message).toBe(LINK_TRANSLATIONS.ordered.en);
    for (const lang of ['pt', 'en', 'es'] as const) {
      const refused = await create({ link_title: 'Quarto', link_url: 'quarto.com', tenant_id: 1 }, `${admin}; lang=${lang}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(LINK_TRANSLATIONS.limit[lang]);
    }
    const deleted = await t.request({ method: 'DELETE', url: `${base}/delete/1/${id}`, cookie: `${admin}; lang=es` });
    expect(deleted.json().message).toBe(LINK_TRANSLATIONS.deleted.es);
  });
});
