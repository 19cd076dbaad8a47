import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/schema/index';
import { fillPath, fuzzTargets } from '../test/fuzz';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../test/harness';

/**
 * A suspended school in every area (docs/schools.md): every API route of the app, read from the
 * app so later routes are covered too, answers 403 with the message on the suspended school's host,
 * with or without its staff's session, and writes nothing; the other school carries on.
 */
let t: TestApp;
let borealAdmin: string;
const STILL_SERVED = /^\/api\/(health|operator\/|tls\/ask)/;

beforeAll(async () => {
  t = await createTestApp();
  borealAdmin = await t.login('admin@boreal.test');
  await t.ctx.db.update(tenants).set({ active: false }).where(eq(tenants.id, 2));
  await t.heard();
});
afterAll(() => t.close());

describe('a suspended school', () => {
  it('answers every API route with 403 and the message, with and without a session', async () => {
    const targets = fuzzTargets(t.app.routeList, undefined).filter((r) => r.url.startsWith('/api/') && !STILL_SERVED.test(r.url));
    expect(targets.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const target of targets) {
      const url = fillPath(target.url, { tenant: '2', tenantId: '2' });
      for (const cookie of [borealAdmin, undefined]) {
        const res = await t.request({
          method: target.method,
          url,
          cookie,
          host: BOREAL,
          payload: target.method === 'GET' ? undefined : {},
        });
        if (res.statusCode !== 403 || res.json().error !== SCHOOL_TRANSLATIONS.schoolUnavailable.pt)
          wrong.push(`${target.method} ${url} ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves one unavailable page for every page, in the reader’s language, with nothing to load', async () => {
    for (const [path, lang] of [
      ['/', 'pt'],
      ['/login', 'en'],
      ['/cursos/1', 'es'],
    ] as const) {
      const res = await t.request({ url: path, host: BOREAL, headers: { cookie: `lang=${lang}` } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(SCHOOL_TRANSLATIONS.schoolUnavailable[lang]);
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-/);
      expect(res.body).not.toContain('<script');
    }
  });

  it('leaves the other school alone and comes back at once when reactivated', async () => {
    expect((await t.request({ url: '/api/tenant', host: AURORA })).statusCode).toBe(200);
    await t.ctx.db.update(tenants).set({ active: true }).where(eq(tenants.id, 2));
    await t.heard();
    expect((await t.request({ url: '/api/admin/staff', cookie: borealAdmin, host: BOREAL })).statusCode).toBe(200);
  });
});
