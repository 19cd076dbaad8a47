import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { BASE, bannerClient, bannerProbes, basicBanner, clearBanners, isDeletionQueued, isRecorded } from './test-support';

let t: TestApp;
let client: ReturnType<typeof bannerClient>;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let png: Buffer;
let tall: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  client = bannerClient(t);
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  png = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#7C3AED' } })
    .png()
    .toBuffer();
  tall = await sharp({ create: { width: 600, height: 1600, channels: 3, background: '#0EA5E9' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());
beforeEach(() => clearBanners(t));

const basic = basicBanner;
const { homeVersion, bannerCount, fileCount, seed, listTitles } = bannerProbes(() => ({ t, client, aurora: admin, boreal: borealAdmin }));
const served = async (url: string) => (await t.request({ url })).rawPayload;

describe('GET bannersCustom/index/{tenant} (spec 002 §7: data[2].data by order, with the slideshow settings)', () => {
  it('gives every member, students included, the banners by order and the settings', async () => {
    await seed(['Primeiro', 'Segundo']);
    for (const cookie of [owner, admin, moderator, student]) {
      const res = await client.index(cookie);
      expect(res.statusCode).toBe(200);
      const [message, status, body] = res.json();
      expect([message, status]).toEqual(['Banners', 200]);
      expect(body.data.map((b: { title: string; order: number }) => [b.title, b.order])).toEqual([
        ['Primeiro', 1],
        ['Segundo', 2],
      ]);
      expect(body.settings).toEqual({ banner_custom_transition_type: 'normal', banner_custom_autoplay: 1, banner_custom_autoplay_time: 6 });
    }
  });

  it("refuses another school's list (403), and asks for a session (401)", async () => {
    expect((await client.index(borealAdmin, 1, BOREAL)).statusCode).toBe(403);
    expect((await client.index(student, 2)).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/index/1` })).statusCode).toBe(401);
  });
});

describe('POST bannersCustom/create (spec 001 §7: multipart with image files, video urls and text fields)', () => {
  it('creates a banner last in order, re-encoding its images to WebP within their sizes', async () => {
    const before = await homeVersion();
    await seed(['Antes']);
    const res = await client.create(owner, { ...basic('Lançamento'), font_title: 'Inter', weight_title: '700', size_title: '32' }, [
      { field: 'url_image', body: png },
      { field: 'url_image_vertical', body: tall, filename: 'v.jpg', type: 'image/jpeg' },
      { field: 'headline_image', body: png },
    ]);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Banner criado com sucesso!');
    expect(data).toMatchObject({
      tenant_id: 1,
      title: 'Lançamento',
      category: 'Novidade',
      subtitle: 'Uma descrição',
      text_button: 'Ver',
      url_primary: '/cursos',
      order: 2,
      font_title: 'Inter',
      weight_title: 700,
      size_title: 32,
      font_headline: null,
      weight_headline: 400,
      size_headline: 16,
      url_video: null,
      url_video_vertical: null,
    });
    for (const field of ['url_image', 'url_image_vertical', 'headline_image']) {
      expect(data[field]).toMatch(/^\/files\/tenants\/1\/banners\/[A-Za-z0-9_-]+\.webp$/);
      const meta = await sharp(await served(data[field])).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(field === 'headline_image' ? 1200 : 1920);
      expect(await isRecorded(t, 1, data[field])).toBe(true);
    }
    expect(await homeVersion()).toBeGreaterThanOrEqual(before + 2);
    expect(await listTitles()).toEqual(['1:Antes', '2:Lançamento']);
  });

  it('checks image types from the bytes: a text file named .png is 415 and nothing is saved', async () => {
    const files = await fileCount();
    const res = await client.create(admin, basic('Falso'), [{ field: 'url_image', body: Buffer.from('not an image at all, just text') }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Tipo de arquivo não suportado.');
    expect(await bannerCount()).toBe(0);
    expect(await fileCount()).toBe(files);
  });

  it('refuses an image sharp cannot decode with 400', async () => {
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(200)]);
    const res = await client.create(admin, basic('Quebrado'), [{ field: 'url_image', body: broken }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Não foi possível ler a imagem. Envie outro arquivo.');
  });

  it('refuses a description over 250 characters before storing any image (spec 001 §5)', async () => {
    const files = await fileCount();
    const res = await client.create(admin, { ...basic('Longo'), subtitle: 'a'.repeat(251) }, [{ field: 'url_image', body: png }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'A descrição do banner é maior do que o limite de 250',
      issues: [{ path: 'body.subtitle', message: 'A descrição do banner é maior do que o limite de 250' }],
    });
    expect(await fileCount()).toBe(files);
    expect((await client.create(admin, { ...basic('Exato'), subtitle: 'a'.repeat(250) })).statusCode).toBe(200);
  });

  it.each([
    ['url_primary', 'javascript:alert(1)', 'Link inválido: use um endereço http(s):// ou um caminho da plataforma começando com /'],
    ['url_primary', '//evil.example.com', 'Link inválido: use um endereço http(s):// ou um caminho da plataforma começando com /'],
    ['title', 'x'.repeat(192), 'O texto deve ter no máximo 191 caracteres.'],
    ['font_title', 'Comic Sans', 'Fonte inválida'],
    ['weight_title', '450', 'Peso de fonte inválido'],
    ['size_title', '97', 'O tamanho da fonte deve ser entre 8 e 96'],
    ['size_text_button', '7', 'O tamanho da fonte deve ser entre 8 e 96'],
  ])('validates %s=%s', async (field, value, message) => {
    const res = await client.create(admin, { ...basic('Validação'), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await bannerCount()).toBe(0);
  });

  it('ignores text parts it does not know, and accepts an absolute https link', async () => {
    const res = await client.create(admin, { ...basic('Externo'), url_primary: 'https://loja.example.com/oferta?x=1', unknown_field: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url_primary).toBe('https://loja.example.com/oferta?x=1');
  });

  it('refuses the 21st banner with 409 "Você pode criar no máximo 20 banners"', async () => {
    await seed(Array.from({ length: 20 }, (_, i) => `B${i + 1}`));
    const files = await fileCount();
    const res = await client.create(admin, basic('Vigésimo primeiro'), [{ field: 'url_image', body: png }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Você pode criar no máximo 20 banners' });
    expect(await bannerCount()).toBe(20);
    // The limit is checked before the image is stored: a refused banner leaves no file.
    expect(await fileCount()).toBe(files);
  });

  it("refuses a banner with no image and no video (a blank slide), in the reader's language, saving nothing", async () => {
    const files = await fileCount();
    const empty = await client.create(admin, basic('Vazio'), []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Adicione ao banner uma imagem (desktop ou mobile) ou um vídeo' });
    // Only the headline picture is still no slide.
    const headlineOnly = await client.create(admin, basic('Só logo'), [{ field: 'headline_image', body: png }]);
    expect(headlineOnly.statusCode).toBe(400);
    const english = await client.create(`${admin}; lang=en`, basic('Empty'), []);
    expect(english.json()).toEqual({ error: 'Add an image (desktop or mobile) or a video to the banner' });
    expect(await bannerCount()).toBe(0);
    expect(await fileCount()).toBe(files);
    const mobileOnly = await client.create(admin, basic('Só celular'), [{ field: 'url_image_vertical', body: tall }]);
    expect(mobileOnly.statusCode).toBe(200);
  });

  it('refuses a non-multipart body with 415 and a form without tenant_id with 400', async () => {
    const json = await t.request({ method: 'POST', url: `${BASE}/create`, cookie: admin, payload: basic('JSON') });
    expect(json.statusCode).toBe(415);
    const noTenant = await client.create(admin, { title: 'Sem escola' });
    expect(noTenant.statusCode).toBe(400);
  });
});

describe('POST bannersCustom/update/{id}', () => {
  it('updates the text, replaces one image, removes another with remove_<field>=1 and keeps the third', async () => {
    const created = (
      await client.create(admin, basic('Original'), [
        { field: 'url_image', body: png },
        { field: 'url_image_vertical', body: tall, type: 'image/jpeg' },
        { field: 'headline_image', body: png },
      ])
    ).json().data;
    const before = await homeVersion();
    const res = await client.update(created.id, owner, { ...basic('Editado'), subtitle: '', remove_url_image_vertical: '1' }, [
      { field: 'url_image', body: tall },
    ]);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Banner atualizado com sucesso!');
    expect(data).toMatchObject({
      id: created.id,
      title: 'Editado',
      subtitle: '',
      url_image_vertical: null,
      headline_image: created.headline_image,
      order: 1,
    });
    expect(data.url_image).not.toBe(created.url_image);
    expect(data.url_image).toMatch(/\.webp$/);
    for (const released of [created.url_image, created.url_image_vertical]) {
      expect(await isRecorded(t, 1, released)).toBe(false);
      expect(await isDeletionQueued(t, released)).toBe(true);
    }
    expect(await isRecorded(t, 1, created.headline_image)).toBe(true);
    expect(await homeVersion()).toBe(before + 1);
  });

  it('refuses removing the last picture of a banner with no video, keeping the stored one', async () => {
    const created = (await client.create(admin, basic('Única'), [{ field: 'url_image', body: png }])).json().data;
    const res = await client.update(created.id, admin, { ...basic('Sem nada'), remove_url_image: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Adicione ao banner uma imagem (desktop ou mobile) ou um vídeo');
    expect(await isRecorded(t, 1, created.url_image)).toBe(true);
    // Swapping it for the mobile picture in the same save is fine.
    const swapped = await client.update(created.id, admin, { ...basic('Troca'), remove_url_image: '1' }, [
      { field: 'url_image_vertical', body: tall },
    ]);
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().data).toMatchObject({ url_image: null, title: 'Troca' });
  });

  it('leaves the banner and its images as they were when the form is refused', async () => {
    const created = (await client.create(admin, basic('Fica'), [{ field: 'url_image', body: png }])).json().data;
    const res = await client.update(created.id, admin, { ...basic('Muda'), url_primary: 'ftp://x', remove_url_image: '1' });
    expect(res.statusCode).toBe(400);
    const [row] = await t.ctx.db
      .select({ title: banners.title, urlImage: banners.urlImage })
      .from(banners)
      .where(eq(banners.id, created.id));
    expect(row).toEqual({ title: 'Fica', urlImage: created.url_image });
  });

  it("answers 404 for an unknown id or another school's banner, through Aurora", async () => {
    const [borealId] = await seed(['Boreal'], 2);
    expect((await client.update(borealId!, admin, basic('Invasão'))).statusCode).toBe(404);
    expect((await client.update(999_999, admin, basic('Nada'))).statusCode).toBe(404);
    const [row] = await t.ctx.db.select({ title: banners.title }).from(banners).where(eq(banners.id, borealId!));
    expect(row!.title).toBe('Boreal');
  });
});

describe('GET bannersCustom/get/{tenant}/{bannerId} (spec 002 §7: data[2].data)', () => {
  it('gives an editor the banner in the legacy envelope', async () => {
    const [id] = await seed(['Um']);
    const res = await t.request({ url: `${BASE}/get/1/${id}`, cookie: owner });
    expect(res.statusCode).toBe(200);
    const [message, status, body] = res.json();
    expect([message, status]).toEqual(['Banner', 200]);
    expect(body.data).toMatchObject({ id, title: 'Um', tenant_id: 1 });
  });

  it("answers 404 for another school's banner and 403 for students, moderators and another school's tenant", async () => {
    const [auroraId] = await seed(['Aurora']);
    const [borealId] = await seed(['Boreal'], 2);
    expect((await t.request({ url: `${BASE}/get/1/${borealId}`, cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ url: `${BASE}/get/1/${auroraId}`, cookie: student })).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/get/1/${auroraId}`, cookie: moderator })).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/get/1/${auroraId}`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(403);
  });
});

describe('DELETE bannersCustom/delete/{tenant}/{id} (spec 001 §7)', () => {
  it('deletes the banner, releases its images and closes the gap in the order', async () => {
    await seed(['A']);
    const middle = (
      await client.create(admin, basic('B'), [
        { field: 'url_image', body: png },
        { field: 'headline_image', body: png },
      ])
    ).json().data;
    await seed(['C']);
    const before = await homeVersion();
    const res = await t.request({ method: 'DELETE', url: `${BASE}/delete/1/${middle.id}`, cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('O banner foi deletado');
    expect(res.json().data.map((b: { title: string; order: number }) => `${b.order}:${b.title}`)).toEqual(['1:A', '2:C']);
    expect(await listTitles()).toEqual(['1:A', '2:C']);
    for (const url of [middle.url_image, middle.headline_image]) {
      expect(await isRecorded(t, 1, url)).toBe(false);
      expect(await isDeletionQueued(t, url)).toBe(true);
    }
    expect(await homeVersion()).toBe(before + 1);
  });

  it("answers 404 for another school's banner through Aurora, 403 for the other school's tenant", async () => {
    const [borealId] = await seed(['Boreal'], 2);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/1/${borealId}`, cookie: admin })).statusCode).toBe(404);
    const [auroraId] = await seed(['Aurora']);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/delete/1/${auroraId}`, cookie: borealAdmin, host: BOREAL })).statusCode).toBe(
      403,
    );
    expect(await bannerCount(1)).toBe(1);
    expect(await bannerCount(2)).toBe(1);
  });
});

describe('POST bannersCustom/order (spec 002 §4: saved on drop)', () => {
  it('saves the new order and lists it', async () => {
    const [a, b, c] = await seed(['A', 'B', 'C']);
    const before = await homeVersion();
    const res = await t.request({
      method: 'POST',
      url: `${BASE}/order`,
      cookie: admin,
      payload: { tenant_id: 1, newOrdenation: [c, a, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ordem dos banners salva com sucesso');
    expect(await listTitles()).toEqual(['1:C', '2:A', '3:B']);
    expect(await homeVersion()).toBe(before + 1);
  });

  it('refuses a list that is not exactly the school banners with 400', async () => {
    const [a, b] = await seed(['A', 'B']);
    const [foreign] = await seed(['Boreal'], 2);
    for (const ids of [[a], [a, b, b], [a, foreign], [a, b, 999_999]]) {
      const res = await t.request({ method: 'POST', url: `${BASE}/order`, cookie: admin, payload: { tenant_id: 1, newOrdenation: ids } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('A nova ordem deve conter exatamente os banners da plataforma');
    }
    expect(await listTitles()).toEqual(['1:A', '2:B']);
  });
});
