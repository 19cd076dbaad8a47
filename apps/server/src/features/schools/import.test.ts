import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import { schoolExportReply, schoolImportReply } from '@trilha/shared/schools/schemas';
import { Readable } from 'node:stream';
import { createGunzip, createGzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartWith } from '../../test/multipart';

/**
 * Moving a school (docs/schools.md): Aurora exported and imported as a third school, then what its
 * students and staff see compared screen by screen in both: identical apart from the school's id
 * and hosts. And a damaged or newer archive is refused whole.
 */
const CONSOLE = 'localhost';
const COPY = 'copia.aurora.test';
let t: TestApp;
let operator: string;
let archive: Buffer;
let copyId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: 'owner@aurora.test' } });
  operator = await t.login('owner@aurora.test', CONSOLE);
  // With secrets (the operator asks), so the copy's people sign in with their passwords.
  const asked = await t.request({
    method: 'POST',
    url: '/api/admin/export',
    cookie: operator,
    host: CONSOLE,
    payload: { include_secrets: true },
  });
  await t.ctx.jobs.drain(60_000);
  const done = schoolExportReply.parse(
    (await t.request({ url: `/api/admin/exports/${asked.json().data.id}`, cookie: operator, host: CONSOLE })).json(),
  ).data;
  archive = (await t.request({ url: done.download_url!, host: CONSOLE })).rawPayload;
}, 120_000);
afterAll(() => t.close());

async function importing(body: Buffer, host: string) {
  const form = multipartWith({ host }, [{ field: 'archive', body, filename: 'escola.tar.gz', type: 'application/gzip' }]);
  const res = await t.request({ method: 'POST', url: '/api/operator/schools/import', cookie: operator, host: CONSOLE, ...form });
  expect(res.statusCode, res.body).toBe(202);
  await t.ctx.jobs.drain(120_000);
  return schoolImportReply.parse(
    (await t.request({ url: `/api/operator/schools/imports/${res.json().data.id}`, cookie: operator, host: CONSOLE })).json(),
  ).data;
}

/** The archive again with its manifest changed (a newer server's export, a tampered count). */
async function withManifest(source: Buffer, change: (manifest: { schema_version: number; tables: Record<string, number> }) => object) {
  const pack = tar.pack();
  const extract = tar.extract();
  Readable.from(source).pipe(createGunzip()).pipe(extract);
  const out = Readable.from(pack.pipe(createGzip())).toArray();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.json') body = Buffer.from(JSON.stringify(change(JSON.parse(body.toString()))));
    pack.entry({ name: entry.header.name }, body);
  }
  pack.finalize();
  return Buffer.concat((await out) as Buffer[]);
}

/** A reply with the school's own marks made the same: its id in paths and keys, its hosts. */
function neutral(body: unknown, tenantId: number, host: string): unknown {
  return JSON.parse(
    JSON.stringify(body)
      .replaceAll(`tenants/${tenantId}/`, 'tenants/X/')
      .replaceAll(`/community/media/${tenantId}/`, '/community/media/X/')
      .replaceAll(host, 'HOST')
      .replace(/"tenant_id":\d+/g, '"tenant_id":"X"')
      .replace(/"last_seen_at":"[^"]*"/g, '"last_seen_at":"T"'),
  );
}

describe('export, then import as a new school', () => {
  it('makes the school on the chosen host, its people signing in with their passwords', async () => {
    const done = await importing(archive, COPY);
    expect(done).toMatchObject({ state: 'done', host: COPY, error: null });
    copyId = done.school_id!;
    expect(copyId).toBeGreaterThan(2);
    const tenant = await t.request({ url: '/api/tenant', host: COPY });
    expect(tenant.statusCode).toBe(200);
    expect(tenant.body).toContain('Aurora');
    // The copy's people sign in with the passwords they had (the operator's export kept them).
    expect(
      (await t.request({ method: 'POST', url: '/api/login', host: COPY, payload: { email: 'aluno@aurora.test', password: 'trilha123' } }))
        .statusCode,
    ).toBe(200);
  });

  it('shows students and staff the same screens in both schools', async () => {
    const pairs: [string, string][] = [];
    const compare = async (email: string, urls: (tenant: number) => string[]) => {
      const cookies = { aurora: await t.login(email, 'aurora.localhost'), copy: await t.login(email, COPY) };
      const [a, b] = [urls(1), urls(copyId)];
      for (const [i, url] of a.entries()) {
        const left = await t.request({ url, cookie: cookies.aurora, host: 'aurora.localhost' });
        const right = await t.request({ url: b[i]!, cookie: cookies.copy, host: COPY });
        expect(right.statusCode, `${email} ${b[i]}`).toBe(left.statusCode);
        expect(neutral(right.json(), copyId, COPY), `${email} ${b[i]}`).toEqual(neutral(left.json(), 1, 'aurora.localhost'));
        pairs.push([url, b[i]!]);
      }
    };
    const courses = (
      await t.request({ url: '/api/catalog/courses', cookie: await t.login('aluno@aurora.test'), host: 'aurora.localhost' })
    ).json().data as { id: number }[];
    expect(courses.length).toBeGreaterThan(0);
    const student = (tenant: number) => [
      '/api/catalog/courses',
      ...courses.map((c) => `/api/catalog/courses/${c.id}`),
      `/api/auth/community/posts/${tenant}/1`,
      `/api/auth/ranking/board/${tenant}`,
      `/api/auth/ranking/me/${tenant}`,
      `/api/auth/avaliacoes/${tenant}`,
      '/api/auth/notification',
    ];
    await compare('aluno@aurora.test', student);
    await compare('aluna@aurora.test', student);
    await compare('owner@aurora.test', () => ['/api/admin/courses', '/api/admin/staff', '/api/admin/products', '/api/admin/students']);
    expect(pairs.length).toBeGreaterThan(12);
    // A platform keeps calling the same URL path at the new host: the saved integration moved with its key.
    const hotmart = async (host: string) =>
      (
        (await t.request({ url: '/api/admin/integrations', cookie: await t.login('owner@aurora.test', host), host })).json().data as {
          provider: string;
          url: string;
        }[]
      )
        .find((i) => i.provider === 'hotmart')!
        .url.replace(host, 'HOST');
    expect(await hotmart(COPY)).toBe(await hotmart('aurora.localhost'));
  });

  it('copies every file, byte for byte, under the new school', async () => {
    const cover = (await t.request({ url: '/api/admin/courses', cookie: await t.login('owner@aurora.test', COPY), host: COPY })).json()
      .data[0].cover_url as string;
    expect(cover).toContain(`/tenants/${copyId}/`);
    const original = await t.request({ url: cover.replace(`/tenants/${copyId}/`, '/tenants/1/') });
    const copied = await t.request({ url: cover });
    expect(copied.statusCode).toBe(200);
    expect(copied.rawPayload.equals(original.rawPayload)).toBe(true);
  });

  it('refuses a damaged archive, one from a newer version and a taken host, whole', async () => {
    const before = Number((await t.request({ url: '/api/operator/schools', cookie: operator, host: CONSOLE })).json().data.length);
    const damaged = await importing(archive.subarray(0, archive.length / 2), 'dano.aurora.test');
    expect(damaged).toMatchObject({ state: 'failed', school_id: null, error: SCHOOL_TRANSLATIONS.archiveDamaged.pt });
    const notAnArchive = await importing(gzipSync(Buffer.from('hello')), 'dano2.aurora.test');
    expect(notAnArchive.error).toBe(SCHOOL_TRANSLATIONS.archiveDamaged.pt);
    const newer = await importing(await withManifest(archive, (m) => ({ ...m, schema_version: m.schema_version + 1 })), 'nova.aurora.test');
    expect(newer).toMatchObject({ state: 'failed', error: SCHOOL_TRANSLATIONS.archiveNewer.pt });
    const miscounted = await importing(
      await withManifest(archive, (m) => ({ ...m, tables: { ...m.tables, users: 1 } })),
      'conta.aurora.test',
    );
    expect(miscounted.error).toBe(SCHOOL_TRANSLATIONS.archiveDamaged.pt);
    const taken = await importing(archive, COPY);
    expect(taken.error).toBe(SCHOOL_TRANSLATIONS.hostTaken.pt);
    expect(Number((await t.request({ url: '/api/operator/schools', cookie: operator, host: CONSOLE })).json().data.length)).toBe(before);
    expect((await t.request({ url: '/api/tenant', host: 'dano.aurora.test' })).statusCode).toBe(404);
  });

  it('is the operator’s alone; a form without an archive or with a bad host is 400', async () => {
    const admin = await t.login('admin@aurora.test');
    const form = multipartWith({ host: 'x.aurora.test' }, [
      { field: 'archive', body: archive, filename: 'a.tar.gz', type: 'application/gzip' },
    ]);
    expect((await t.request({ method: 'POST', url: '/api/operator/schools/import', cookie: admin, ...form })).statusCode).toBe(403);
    const noFile = multipartWith({ host: 'x.aurora.test' });
    expect(
      (await t.request({ method: 'POST', url: '/api/operator/schools/import', cookie: operator, host: CONSOLE, ...noFile })).statusCode,
    ).toBe(400);
    const badHost = multipartWith({ host: 'not a host' }, [
      { field: 'archive', body: archive, filename: 'a.tar.gz', type: 'application/gzip' },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/operator/schools/import', cookie: operator, host: CONSOLE, ...badHost });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.host');
  });
});
