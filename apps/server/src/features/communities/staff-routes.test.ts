import { COMMUNITY_MESSAGES as M } from '@trilha/shared/communities/constants';
import { COMMUNITY_TRANSLATIONS } from '@trilha/shared/communities/messages';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, communityProducts, files, products } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { postInPrivateCommunity } from '../../test/private-posts';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
const product: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  for (const p of await t.ctx.db.select().from(products)) product[p.title] = p.id;
});
afterAll(() => t.close());

const BASE = '/api/auth/community';
type Row = { id: number; title: string; order: number; active: boolean; principal: boolean };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = admin, payload?: object, host?: string) =>
  t.request({ method, url: `${BASE}${url}`, cookie, payload, host });
const list = async (cookie = admin, tenant = 1, host?: string): Promise<Row[]> => {
  const res = await call('GET', `/list/${tenant}`, cookie, undefined, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().communities;
};
const rowCount = async () => (await t.ctx.db.select({ n: count() }).from(communities))[0]!.n;
const legacy = (extra: object = {}) => ({
  title: 'Turma de Sábado',
  description: 'Encontros aos sábados.',
  permissions_array: [product['Plano Essencial']],
  tenant_id: 1,
  ...extra,
});

describe('the Comunidade section: list, create, details (spec 000 §2, §3, §4, §5, §6, §7, §8, CONTRACT "Communities, staff side")', () => {
  it("lists the school's seeded communities in order, for editors only", async () => {
    expect((await list()).map((c) => c.title)).toEqual(['Comunidade Aurora', 'Clube da Fotografia', 'Círculo de Mentoria']);
    expect((await list(owner))[0]).toMatchObject({ order: 1, active: true, principal: true });
    for (const cookie of [moderator, student]) expect((await call('GET', '/list/1', cookie)).statusCode).toBe(403);
    // Another school's id in the path: 403, whatever the host.
    expect((await call('GET', '/list/2', admin)).statusCode).toBe(403);
    expect((await list(borealAdmin, 2, BOREAL)).map((c) => c.title)).toEqual(['Ateliê Boreal', 'Roda de Cerâmica', 'Casa e Bem-estar']);
    expect((await call('GET', '/list/1')).statusCode).not.toBe(500);
  });

  it('creates with the legacy form: 201, the message, the record last in order, its products and toggles', async () => {
    const res = await call('POST', '/create', admin, legacy({ sales_url: 'https://aurora.test/vendas', carousels: 0, videos: false }));
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(M.created);
    expect(data).toMatchObject({ title: 'Turma de Sábado', sales_url: 'aurora.test/vendas', active: true, order: 4 });
    const details = (await call('GET', `/get-details/1/${data.id}`)).json().data;
    expect(details.plans_with_access).toEqual([{ plan_id: product['Plano Essencial'], plan_details: { title: 'Plano Essencial' } }]);
    expect(details).toMatchObject({ carousels: false, videos: false, images: true, publications: true, files: true, allow_files: true });
    await call('DELETE', `/delete/1/${data.id}`);
  });

  it('refuses a create without products, with an inactive or foreign product, or with a long title, and writes nothing', async () => {
    const before = await rowCount();
    const cases: [object, string][] = [
      [{ permissions_array: [] }, M.selectProduct],
      [{ permissions_array: [product['Turma Fundadores 2023']] }, M.inactiveProduct],
      [{ permissions_array: [product['Assinatura Mensal']] }, M.inactiveProduct],
      [{ title: 'x'.repeat(51) }, M.titleTooLong],
      [{ title: '   ' }, M.titleRequired],
      [{ background_color: '/backgrounds/nao-existe.webp' }, M.invalidBackground],
    ];
    for (const [extra, message] of cases) {
      const res = await call('POST', '/create', admin, legacy(extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await call('POST', '/create', moderator, legacy())).statusCode).toBe(403);
    expect((await call('POST', '/create', student, legacy())).statusCode).toBe(403);
    expect((await call('POST', '/create', admin, legacy({ tenant_id: 2 }))).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it("answers in the reader's language", async () => {
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/create`,
      cookie: `${admin}; lang=en`,
      payload: legacy({ permissions_array: [product['Turma Fundadores 2023']] }),
    });
    expect(res.json().error).toBe(COMMUNITY_TRANSLATIONS.inactiveProduct.en);
  });

  it("another school's community is 404 for details, edits, toggles and delete", async () => {
    const boreal = (await list(borealAdmin, 2, BOREAL))[0]!.id;
    expect((await call('GET', `/get-details/1/${boreal}`)).statusCode).toBe(404);
    expect((await call('PUT', '/edit-community', admin, { ...legacy(), id: boreal })).statusCode).toBe(404);
    expect((await call('PUT', `/toggle-status/1/${boreal}/0`)).statusCode).toBe(404);
    expect((await call('DELETE', `/delete/1/${boreal}`)).statusCode).toBe(404);
    expect(
      (await call('POST', '/add-plans', admin, { community_id: boreal, tenant_id: 1, permissions_array: [product['Plano Essencial']] }))
        .statusCode,
    ).toBe(404);
    expect((await list(borealAdmin, 2, BOREAL))[0]).toMatchObject({ id: boreal, active: true });
  });
});

describe('editing a community (legacy form calls)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call('POST', '/create', admin, legacy({ title: 'Para editar' }))).json().data.id;
  });

  it('edit-community saves the fields and links; a sales address loses its scheme', async () => {
    const res = await call('PUT', '/edit-community', admin, {
      ...legacy({
        title: 'Editada',
        sales_url: 'http://vendas.aurora.test',
        font_family: 'Oswald',
        links: [{ title: 'Grupo', url: 'https://t.me/x' }],
      }),
      id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      data: { title: 'Editada', sales_url: 'vendas.aurora.test', font_family: 'Oswald' },
    });
    expect(res.json().data.links).toEqual([{ title: 'Grupo', url: 'https://t.me/x' }]);
  });

  it('toggle-status and edit-content-media change the row at once', async () => {
    const off = await call('PUT', `/toggle-status/1/${id}/0`);
    expect(off.json()).toEqual({ message: M.statusUpdated });
    expect((await list()).find((c) => c.id === id)?.active).toBe(false);
    await call('PUT', `/toggle-status/1/${id}/1`);
    expect((await list()).find((c) => c.id === id)?.active).toBe(true);
    expect((await call('PUT', `/toggle-status/1/${id}/2`)).statusCode).toBe(400);

    const media = await call('PUT', '/edit-content-media', admin, { id, tenant_id: 1, likes: 0, comments: false, images: 1 });
    expect(media.json()).toEqual({ message: M.contentUpdated });
    expect((await call('GET', `/get-details/1/${id}`)).json().data).toMatchObject({ likes: false, comments: false, images: true });
  });

  it('add-plans and remove-plans move products; the last one stays', async () => {
    const plans = (p: number[]) => ({ community_id: id, tenant_id: 1, permissions_array: p });
    const titles = async () => (await call('GET', `/products/1/${id}`)).json().data.map((p: { title: string }) => p.title);
    expect((await call('POST', '/add-plans', admin, plans([product['Plano Completo']!, product['Plano Essencial']!]))).statusCode).toBe(
      200,
    );
    expect(await titles()).toEqual(['Plano Completo', 'Plano Essencial']);
    expect((await call('POST', '/remove-plans', admin, plans([product['Plano Essencial']!]))).statusCode).toBe(200);
    expect(await titles()).toEqual(['Plano Completo']);
    const last = await call('POST', '/remove-plans', admin, plans([product['Plano Completo']!]));
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toBe(M.selectProduct);
    expect(await titles()).toEqual(['Plano Completo']);
    expect((await call('POST', '/add-plans', moderator, plans([product['Plano Essencial']!]))).statusCode).toBe(403);
  });

  it('delete removes the community and its access rows in one go', async () => {
    const res = await call('DELETE', `/delete/1/${id}`);
    expect(res.json()).toEqual({ message: M.deleted });
    const rows = await t.ctx.db
      .select()
      .from(communityProducts)
      .where(and(eq(communityProducts.tenantId, 1), eq(communityProducts.communityId, id)));
    expect(rows).toEqual([]);
    expect((await call('DELETE', `/delete/1/${id}`)).statusCode).toBe(404);
  });
});

describe('order and the school-wide switches', () => {
  it('reorder takes every community once and numbers them from 1; anything else changes nothing', async () => {
    const before = await list();
    const reversed = [...before].reverse().map((c, i) => ({ id: c.id, order: i + 1 }));
    const res = await call('PUT', '/reorder', admin, { communities: reversed, tenant_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.ordered);
    expect((await list()).map((c) => [c.id, c.order])).toEqual(reversed.map((c) => [c.id, c.order]));
    const partial = await call('PUT', '/reorder', admin, { communities: reversed.slice(1), tenant_id: 1 });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toBe(M.orderMismatch);
    expect((await call('PUT', '/reorder', moderator, { communities: reversed, tenant_id: 1 })).statusCode).toBe(403);
    await call('PUT', '/reorder', admin, { communities: before.map((c) => ({ id: c.id, order: c.order })), tenant_id: 1 });
    expect((await list()).map((c) => c.id)).toEqual(before.map((c) => c.id));
  });

  it("toggle-all switches every community of the school, and only this school's", async () => {
    expect((await call('PUT', '/toggle-all/1/0')).json()).toEqual({ message: M.allDeactivated });
    expect((await list()).every((c) => !c.active)).toBe(true);
    expect((await list(borealAdmin, 2, BOREAL)).every((c) => c.active)).toBe(true);
    expect((await call('PUT', '/toggle-all/1/1')).json()).toEqual({ message: M.allActivated });
    expect((await list()).every((c) => c.active)).toBe(true);
  });

  it('show-page sets show_communities_page, and /api/tenant says so at once', async () => {
    const shown = async () => (await t.request({ url: '/api/tenant' })).json().show_communities_page;
    expect((await call('PUT', '/show-page/1/1')).json()).toEqual({ message: M.pageShown });
    expect(await shown()).toBe(true);
    expect((await call('PUT', '/show-page/1/0')).json()).toEqual({ message: M.pageHidden });
    expect(await shown()).toBe(false);
    expect((await call('PUT', '/show-page/1/1', student)).statusCode).toBe(403);
    expect(await shown()).toBe(false);
  });

  it('a school holds at most 100 communities: the 101st is 409 and nothing is written', async () => {
    const have = (await list()).length;
    await t.ctx.db
      .insert(communities)
      .values(Array.from({ length: 100 - have }, (_, i) => ({ tenantId: 1, title: `Extra ${i}`, order: have + i + 1 })));
    const res = await call('POST', '/create', admin, legacy());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.limit);
    expect((await list()).length).toBe(100);
    await t.ctx.db.delete(communities).where(and(eq(communities.tenantId, 1), eq(communities.description, '')));
  });

  it('one principal per school: a new principal takes the flag, and the database refuses a second', async () => {
    const id = (await call('POST', '/create', admin, legacy({ title: 'Nova principal', principal: 1 }))).json().data.id as number;
    expect((await list()).filter((c) => c.principal).map((c) => c.id)).toEqual([id]);
    await expect(t.ctx.db.update(communities).set({ principal: true }).where(eq(communities.tenantId, 1))).rejects.toThrow();
    const first = (await list())[0]!;
    expect(
      (await call('PUT', '/edit-community', admin, { ...legacy({ title: first.title, principal: true }), id: first.id })).statusCode,
    ).toBe(200);
    expect((await list()).filter((c) => c.principal).map((c) => c.id)).toEqual([first.id]);
    await call('DELETE', `/delete/1/${id}`);
  });

  it('the school tells its form: Aurora config, Boreal legacy', async () => {
    expect((await t.request({ url: '/api/tenant' })).json().community_form).toBe('config');
    expect((await t.request({ url: '/api/tenant', host: BOREAL })).json().community_form).toBe('legacy');
  });
});

describe('deleting a community takes its posts with their files', () => {
  it("releases every post's stored file: the rows go now, the bytes by the job after commit", async () => {
    const post = await postInPrivateCommunity(t, await t.login('aluna@aurora.test'));
    const keys = await Promise.all([post.image, post.file, post.video].map(post.keyOf));
    const storedRows = () =>
      t.ctx.db
        .select({ key: files.key })
        .from(files)
        .where(and(eq(files.tenantId, 1), inArray(files.key, keys)));
    expect(await storedRows()).toHaveLength(3);
    for (const key of keys) expect(await t.ctx.storage.read(key)).not.toBeNull();

    expect((await call('DELETE', `/delete/1/${post.communityId}`)).statusCode).toBe(200);
    await t.ctx.jobs.drain();

    expect(await storedRows()).toEqual([]);
    for (const key of keys) expect(await t.ctx.storage.read(key)).toBeNull();
  });
});
