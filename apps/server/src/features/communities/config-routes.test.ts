import { COMMUNITY_MESSAGES as M } from '@trilha/shared/communities/constants';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, files, products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartWith, type FilePart } from '../../test/multipart';

let t: TestApp;
let admin: string;
let moderator: string;
let student: string;
const product: Record<string, number> = {};
let cover: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [admin, moderator, student] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
  ]);
  for (const p of await t.ctx.db.select().from(products)) product[p.title] = p.id;
  cover = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const BASE = '/api/auth/community/config';
type Fields = Record<string, string | number | (string | number)[]>;
const send = (url: string, fields: Fields, parts: FilePart[] = [], cookie = admin) =>
  t.request({ method: 'POST', url: `${BASE}${url}`, cookie, ...multipartWith(fields, parts) });
const read = async (id: number) => {
  const res = await t.request({ url: `${BASE}/1/${id}`, cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const coverPart = (): FilePart => ({ field: 'cover', body: cover, filename: 'capa.jpg', type: 'image/jpeg' });

describe('the config form (spec 000 §3, §5; CONTRACT "Communities, staff side" config calls)', () => {
  it('creates with the defaults of spec 000 §5 and a cover stored as WebP; get config reads it back', async () => {
    const res = await send('/1', {}, [coverPart()]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.configSaved);
    const data = await read(res.json().data.id);
    expect(data).toMatchObject({
      title: 'Comunidade',
      description: '',
      background_color: '#121212',
      is_private: false,
      hide_channels_groups: false,
      has_ranking: true,
      has_continue_watching: true,
      product_ids: [],
      isActive: true,
    });
    expect(data.cover_path).toMatch(/\/files\/tenants\/1\/communities\/.+\.webp$/);
    const stored = await t.request({ url: new URL(data.cover_path, 'http://x').pathname });
    expect(stored.headers['content-type']).toBe('image/webp');
  });

  it('a private community needs products, upsell text and link, each with its message; nothing is written', async () => {
    const before = (await t.ctx.db.select().from(communities)).length;
    const res = await send('/1', { title: 'Fechada', is_private: 1 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { message: string }) => i.message)
        .sort(),
    ).toEqual([M.productRequired, M.upsellLinkRequired, M.upsellTextRequired].sort());
    const badLink = await send('/1', {
      title: 'Fechada',
      is_private: 1,
      upsell_text: 'Assine',
      upsell_link: 'nao e link',
      product_ids: [product['Plano Completo']!],
    });
    expect(badLink.json().error).toBe(M.invalidLink);
    for (const [fields, message] of [
      [{ title: 'x'.repeat(51) }, M.titleTooLong],
      [{ title: '' }, M.titleRequired],
      [{ description: 'x'.repeat(501) }, M.descriptionTooLong],
      [{ upsell_text: 'x'.repeat(51) }, M.titleTooLong],
    ] as const) {
      expect((await send('/1', fields)).json().error).toBe(message);
    }
    expect((await t.ctx.db.select().from(communities)).length).toBe(before);
  });

  it('saves a private community with two products sent as a repeated field, then edits it keeping the cover', async () => {
    const created = await send(
      '/1',
      {
        title: 'Mentoria VIP',
        is_private: 'true',
        upsell_text: 'Conheça a mentoria',
        upsell_link: 'https://wa.me/5511999999999',
        product_ids: [product['Plano Completo']!, product['Mentoria de Carreira']!],
        background_color: '#2d1b4e',
      },
      [coverPart()],
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const first = await read(id);
    expect(first).toMatchObject({ is_private: true, background_color: '#2D1B4E' });
    expect([...first.product_ids].sort()).toEqual([product['Plano Completo'], product['Mentoria de Carreira']].sort());

    const edited = await send(`/1/${id}`, { title: 'Mentoria VIP 2', product_ids: product['Plano Essencial']!, has_ranking: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await read(id);
    expect(second).toMatchObject({ title: 'Mentoria VIP 2', is_private: false, has_ranking: false, cover_path: first.cover_path });
    expect(second.product_ids).toEqual([product['Plano Essencial']]);

    // remove_cover=1 clears it, and its file record goes with it (the bytes after the commit).
    await send(`/1/${id}`, { title: 'Sem capa', remove_cover: 1 });
    expect((await read(id)).cover_path).toBeNull();
    const key = new URL(first.cover_path, 'http://x').pathname.replace(/^\/files\//, '');
    expect(
      await t.ctx.db
        .select()
        .from(files)
        .where(and(eq(files.tenantId, 1), eq(files.key, key))),
    ).toEqual([]);
  });

  it('toggle-active says which way it went; editors only; another school is 403, its community 404', async () => {
    const id = (await send('/1', { title: 'Liga e desliga' })).json().data.id as number;
    expect((await t.request({ method: 'PUT', url: `${BASE}/toggle-active/1/${id}/0`, cookie: admin })).json()).toEqual({
      message: M.deactivated,
    });
    expect((await read(id)).isActive).toBe(false);
    expect((await t.request({ method: 'PUT', url: `${BASE}/toggle-active/1/${id}/1`, cookie: admin })).json()).toEqual({
      message: M.activated,
    });
    for (const cookie of [moderator, student]) {
      expect((await t.request({ method: 'PUT', url: `${BASE}/toggle-active/1/${id}/0`, cookie })).statusCode).toBe(403);
      expect((await send('/1', { title: 'Não' }, [], cookie)).statusCode).toBe(403);
    }
    expect((await send('/2', { title: 'Outra escola' })).statusCode).toBe(403);
    const boreal = (await t.ctx.db.select().from(communities).where(eq(communities.tenantId, 2)))[0]!.id;
    expect((await t.request({ url: `${BASE}/1/${boreal}`, cookie: admin })).statusCode).toBe(404);
    expect((await send(`/1/${boreal}`, { title: 'Invadida' })).statusCode).toBe(404);
  });

  it('refuses a cover that is not an image (415), an inactive product (400) and a stray file part (400), storing nothing', async () => {
    const filesBefore = (await t.ctx.db.select().from(files)).length;
    const text = await send('/1', { title: 'Capa errada' }, [
      { field: 'cover', body: Buffer.from('not an image at all'), type: 'image/png' },
    ]);
    expect(text.statusCode).toBe(415);
    const inactive = await send('/1', { title: 'Produto velho', product_ids: product['Turma Fundadores 2023']! }, [coverPart()]);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toBe(M.inactiveProduct);
    // A file under a name the form does not have is refused, not dropped (a community of defaults would follow).
    const stray = await send('/1', {}, [{ field: 'file', body: cover, type: 'image/jpeg' }]);
    expect(stray.statusCode).toBe(400);
    expect((await t.ctx.db.select().from(files)).length).toBe(filesBefore);
  });
});
