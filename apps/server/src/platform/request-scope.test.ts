import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { editorScope } from './request-scope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app, ctx) => {
      app.get('/api/test/scope', (request) => {
        const { tenantId, actor, lang, db, events, storage, clock } = request.scope;
        return {
          tenantId,
          actor: actor?.email ?? null,
          lang,
          platform: db === ctx.db && events === ctx.events && storage === ctx.storage && clock === ctx.clock,
          once: request.scope === request.scope,
        };
      });
      app.get('/api/test/editor-scope', (request) => ({ actor: editorScope(request).actor.email }));
    },
  });
});
afterAll(() => t.close());

describe('the request scope', () => {
  it("is the host's school for a visitor, in the lang cookie's language, with the platform's services, made once", async () => {
    const boreal = await t.request({ url: '/api/test/scope', host: 'boreal.localhost', headers: { cookie: 'lang=es' } });
    expect(boreal.json()).toEqual({ tenantId: expect.any(Number), actor: null, lang: 'es', platform: true, once: true });
    const aurora = await t.request({ url: '/api/test/scope', host: 'aurora.localhost' });
    expect(aurora.json().tenantId).not.toBe(boreal.json().tenantId);
  });

  it("is the signed-in user's school with the user as actor", async () => {
    const cookie = await t.login('aluno@aurora.test');
    const res = await t.request({ url: '/api/test/scope', host: 'aurora.localhost', cookie });
    expect(res.json()).toMatchObject({ actor: 'aluno@aurora.test', lang: 'pt' });
  });

  it('answers 404 without a school, and the guards their 401 and 403', async () => {
    expect((await t.request({ url: '/api/test/scope', host: 'nowhere.example' })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/test/editor-scope', host: 'aurora.localhost' })).statusCode).toBe(401);
    const cookie = await t.login('aluno@aurora.test');
    expect((await t.request({ url: '/api/test/editor-scope', host: 'aurora.localhost', cookie })).statusCode).toBe(403);
  });
});
