import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings, tenants } from '../../db/schema/index';
import { tenancyPlugin } from '../../platform/tenancy';
import { registerWeb } from '../../platform/web';
import { seoSchoolPages } from './head';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let web: FastifyInstance;
let distDir: string;

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Trilha</title>
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  // The served app's HTML, with a stand-in index.html and the test app's own host cache.
  distDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-web-'));
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  web = Fastify();
  await web.register(tenancyPlugin, { resolver: t.ctx.tenants });
  await registerWeb(
    web,
    { ...t.config, webDist: distDir },
    { schoolPages: seoSchoolPages(t.ctx.db), pageHints: () => Promise.resolve([]), prepaint: () => Promise.resolve(null) },
  );
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const url = '/api/auth/config/plataforma/update-seo';
const update = (payload: object, cookie = admin, tenantId: string | null = '1', host?: string) =>
  t.request({ method: 'POST', url, payload, cookie, host, headers: tenantId === null ? {} : { tenantid: tenantId } });
const school = async (id = 1) =>
  (await t.ctx.db.select({ name: tenants.name, description: tenants.description }).from(tenants).where(eq(tenants.id, id)))[0];
const page = (host = 'aurora.localhost', pathname = '/homepage') => web.inject({ url: pathname, headers: { host } });

describe('POST update-seo (spec 002 §5 "SEO", §8)', () => {
  it('saves name and description, answers "Dados alterados com sucesso!", and /api/tenant shows the new name', async () => {
    const res = await update({ name: '  Aurora Cursos ', description: 'Cursos de fotografia e vídeo' }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Dados alterados com sucesso!',
      data: { name: 'Aurora Cursos', description: 'Cursos de fotografia e vídeo' },
    });
    expect(await school()).toEqual({ name: 'Aurora Cursos', description: 'Cursos de fotografia e vídeo' });
    expect((await t.request({ url: '/api/tenant' })).json().name).toBe('Aurora Cursos');
  });

  it('accepts an empty description and exactly 191 characters', async () => {
    const res = await update({ name: 'N'.repeat(191), description: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'N'.repeat(191), description: '' });
  });

  it('requires the name, naming the field "Nome da plataforma"', async () => {
    await update({ name: 'Escola Aurora', description: 'antes' });
    for (const payload of [{ name: '   ', description: 'x' }, { description: 'x' }]) {
      const res = await update(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('O campo Nome da plataforma é obrigatório');
    }
    expect(await school()).toEqual({ name: 'Escola Aurora', description: 'antes' });
  });

  it('refuses 192 characters: "A descrição deve ter no máximo 191 caracteres." and the name limit', async () => {
    const res = await update({ name: 'Escola Aurora', description: 'd'.repeat(192) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A descrição deve ter no máximo 191 caracteres.');
    const longName = await update({ name: 'n'.repeat(192), description: '' });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error).toBe('O campo Nome da plataforma deve ter no máximo 191 caracteres.');
    expect(await school()).toEqual({ name: 'Escola Aurora', description: 'antes' });
  });

  it('is for editors of the school named in the tenantId header; nothing changes otherwise', async () => {
    const payload = { name: 'Invadida', description: 'x' };
    for (const cookie of [student, moderator]) expect((await update(payload, cookie)).statusCode).toBe(403);
    expect((await update(payload, admin, null)).statusCode).toBe(403);
    expect((await update(payload, admin, '2')).statusCode).toBe(403);
    expect((await update(payload, admin, 'abc')).statusCode).toBe(403);
    expect((await update(payload, borealAdmin, '1', BOREAL)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url, payload, headers: { tenantid: '1' } })).statusCode).toBe(401);
    expect(await school()).toEqual({ name: 'Escola Aurora', description: 'antes' });
    expect((await school(2))?.name).toBe('Escola Boreal');
  });
});

describe('served HTML head (crawlers and link previews without JavaScript)', () => {
  it("writes the school's title, description, Open Graph tags and favicon, escaped", async () => {
    await t.ctx.db
      .update(platformSettings)
      .set({ logoHorizontal: '/files/1/branding/logo.webp', favicon: 'https://cdn.example.com/fav.webp' })
      .where(eq(platformSettings.tenantId, 1));
    await update({ name: 'Aurora <Fotos> & "Vídeo" $&', description: "Aprenda já: <b>foto</b> 'boa'" });
    const res = await page('aurora.localhost:3000', '/homepage?a=1&b=2');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Aurora &lt;Fotos&gt; &amp; &quot;Vídeo&quot; $&amp;</title>');
    expect(html).not.toContain('<title>Trilha</title>');
    expect(html).toContain('<meta name="description" content="Aprenda já: &lt;b&gt;foto&lt;/b&gt; &#39;boa&#39;" />');
    expect(html).toContain('<meta property="og:title" content="Aurora &lt;Fotos&gt; &amp; &quot;Vídeo&quot; $&amp;" />');
    expect(html).toContain('<meta property="og:site_name" content="Aurora &lt;Fotos&gt; &amp; &quot;Vídeo&quot; $&amp;" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:url" content="http://aurora.localhost:3000/homepage?a=1&amp;b=2" />');
    expect(html).toContain('<meta property="og:image" content="http://aurora.localhost:3000/files/1/branding/logo.webp" />');
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/fav.webp" />');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
  });

  it('shows a new name on the next page view after update-seo (the cache follows the host cache)', async () => {
    expect((await page()).body).toContain('<title>Aurora &lt;Fotos&gt;');
    await update({ name: 'Escola Aurora', description: 'antes' });
    expect((await page()).body).toContain('<title>Escola Aurora</title>');
  });

  it('gives each school its own head, and unknown hosts the plain index.html', async () => {
    const boreal = (await page('boreal.localhost')).body;
    expect(boreal).toContain('<title>Escola Boreal</title>');
    expect(boreal).toContain(
      '<meta property="og:image" content="http://boreal.localhost:3000/files/tenants/2/seed/logo-horizontal.png" />',
    );
    expect(boreal).not.toContain('Aurora');
    expect((await page('nowhere.example.com')).body).toBe(INDEX);
  });

  it("builds og:url and og:image from the school's own origin, never from the Host header (issue 9, finding 3)", async () => {
    const poisoned = (await page('boreal.localhost:6666')).body;
    expect(poisoned).toContain('<meta property="og:url" content="http://boreal.localhost:3000/');
    expect(poisoned).toContain('content="http://boreal.localhost:3000/files/tenants/2/seed/logo-horizontal.png"');
    expect(poisoned).not.toContain(':6666');
  });

  it('a settings change shows in the served head at once, even one written straight in the database (docs/caching.md)', async () => {
    await page('boreal.localhost');
    await t.ctx.db.update(platformSettings).set({ favicon: 'https://cdn.example.com/novo.webp' }).where(eq(platformSettings.tenantId, 2));
    await t.heard();
    expect((await page('boreal.localhost')).body).toContain('<link rel="icon" href="https://cdn.example.com/novo.webp"');
  });

  it('keeps API 404s as JSON', async () => {
    const res = await web.inject({ url: '/api/nothing', headers: { host: 'aurora.localhost' } });
    expect(res.statusCode).toBe(404);
  });
});
