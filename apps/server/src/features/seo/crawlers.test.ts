import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extraSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml (issue 11)', () => {
  it("robots.txt is the school's own text, not the app's HTML, and names the sitemap on the school's origin", async () => {
    const res = await t.request({ url: '/robots.txt', host: 'boreal.localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://boreal.localhost:3000/sitemap.xml');
  });

  it('the sitemap lists the login page and only the documents the school has published', async () => {
    const documents = { useTerms: '<p>Termos</p>', privacyTerms: '' };
    await t.ctx.db
      .insert(extraSettings)
      .values({ tenantId: 1, ...documents })
      .onConflictDoUpdate({ target: extraSettings.tenantId, set: documents });
    const res = await t.request({ url: '/sitemap.xml', host: 'aurora.localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['http://aurora.localhost:3000/login', 'http://aurora.localhost:3000/termos-de-uso']);
  });

  it('a host no school serves gets 404 for both', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      expect((await t.request({ url, host: 'nobody.example' })).statusCode, url).toBe(404);
    }
  });
});
