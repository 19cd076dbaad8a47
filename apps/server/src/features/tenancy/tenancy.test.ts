import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tenant from host (contract: custom domain, {slug}.localhost, bare localhost)', () => {
  it.each([
    ['aurora.localhost', 1, 'Escola Aurora'],
    ['aurora.localhost:3000', 1, 'Escola Aurora'],
    ['boreal.localhost:3000', 2, 'Escola Boreal'],
    ['localhost:3000', 1, 'Escola Aurora'],
    ['127.0.0.1:3000', 1, 'Escola Aurora'],
  ])('%s serves school %i', async (host, id, name) => {
    const res = await t.request({ url: '/api/tenant', host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name, theme: { font_primary: 'Poppins' }, login: { login_text: 'Faça login', login_theme: 1 } });
  });

  it('an unknown host has no school: 404 with the error envelope', async () => {
    const res = await t.request({ url: '/api/tenant', host: 'nowhere.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Escola não encontrada.' });
  });

  it('answers in the language of the lang cookie where a translation exists', async () => {
    const res = await t.request({ url: '/api/tenant', host: 'nowhere.example', headers: { cookie: 'lang=es' } });
    expect(res.json()).toEqual({ error: 'Escuela no encontrada.' });
  });

  it('health names the database kind', async () => {
    const res = await t.request({ url: '/api/health' });
    expect(res.json()).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgres' : 'pglite', version: expect.any(String) });
  });

  it('serves the OpenAPI 3.1 description listing the routes with their schemas', async () => {
    const res = await t.request({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/me'].get.responses['200']).toBeDefined();
    expect((await t.request({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('unknown API paths answer 404 JSON, not the web app', async () => {
    const res = await t.request({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Não encontrado.' });
  });
});
