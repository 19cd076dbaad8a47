import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bumpHomeVersion } from '../../platform/content-versions';
import { customLinks } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

// A link to a page of the school's own site stays a path, so it opens on the origin the student is on; a
// stored host plus https:// broke it on a plain-HTTP deployment (docs/seo-and-links.md "Internal links stay
// relative").

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@aurora.test');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(customLinks);
  for (const tenantId of [1, 2]) await bumpHomeVersion(t.ctx.db, tenantId);
});

const base = '/api/auth/config/plataforma/links';
const urls = async () => ((await t.request({ url: `${base}/index/1`, cookie: admin })).json().data as { url: string }[]).map((l) => l.url);

/** The data migration that makes the community picker's stored links paths (drizzle/*_links_keep_scheme.sql). */
async function runLinksMigration() {
  const folder = path.resolve(__dirname, '../../../drizzle');
  const file = (await readdir(folder)).find((name) => name.endsWith('_links_keep_scheme.sql'));
  expect(file, 'the links_keep_scheme migration').toBeDefined();
  const text = await readFile(path.join(folder, file!), 'utf8');
  for (const statement of text.split('--> statement-breakpoint').filter((s) => s.trim())) await t.ctx.db.execute(sql.raw(statement));
  await bumpHomeVersion(t.ctx.db, 1);
}

describe('internal links stay relative (issue 40)', () => {
  it('saves a path of the school as the path: no scheme, no host', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${base}/create`,
      cookie: admin,
      payload: { link_title: 'Turma', link_url: ' /comunidade/1/3 ', tenant_id: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe('/comunidade/1/3');
  });

  it('turns the links the community picker stored with a host into paths; every other link stays as it was', async () => {
    const stored = [
      'localhost:3000/comunidade/1/7',
      'aurora.localhost/comunidade/1/8/',
      // Another school's community, a deeper path, or a page named like it are not this school's community pages.
      'outra.example/comunidade/2/7',
      'site.example/comunidade/1/7/extra',
      'blog.example.com/comunidade',
      '/comunidade/1/9',
    ];
    await t.ctx.db.insert(customLinks).values(stored.map((url, i) => ({ tenantId: 1, title: `L${i}`, url, order: i + 1 })));
    await runLinksMigration();
    expect(await urls()).toEqual([
      '/comunidade/1/7',
      '/comunidade/1/8/',
      'outra.example/comunidade/2/7',
      'site.example/comunidade/1/7/extra',
      'blog.example.com/comunidade',
      '/comunidade/1/9',
    ]);
    // Run again, it changes nothing.
    await runLinksMigration();
    const again = await t.ctx.db.select({ url: customLinks.url }).from(customLinks).orderBy(asc(customLinks.order));
    expect(again.map((r) => r.url)).toEqual(await urls());
  });
});
