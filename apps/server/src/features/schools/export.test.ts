import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import { schoolExportReply } from '@trilha/shared/schools/schemas';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { signedDownload } from './export-service';

/** The contract's paths by hand (CONTRACT "Schools and domains"). */
const EXPORT = '/api/admin/export';
const state = (id: number) => `/api/admin/exports/${id}`;

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: 'owner@aurora.test' } });
  owner = await t.login('owner@aurora.test');
});
afterAll(() => t.close());

/** Every entry of a .tar.gz, by name. */
async function entries(archive: Buffer): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from(archive).pipe(createGunzip()).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    found.set(entry.header.name, Buffer.concat(chunks));
  }
  return found;
}
const rowsOf = (file: Buffer | undefined) =>
  (file ?? Buffer.alloc(0))
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function exported(cookie = owner, payload?: object) {
  const asked = await t.request({ method: 'POST', url: EXPORT, cookie, host: AURORA, payload });
  expect(asked.statusCode, asked.body).toBe(202);
  const { id } = asked.json().data as { id: number };
  expect(schoolExportReply.parse((await t.request({ url: state(id), cookie, host: AURORA })).json()).data.state).toBe('queued');
  await t.ctx.jobs.drain(60_000);
  return schoolExportReply.parse((await t.request({ url: state(id), cookie, host: AURORA })).json()).data;
}

describe('exporting a school', () => {
  it('writes one archive with every row of the school and every file its rows name; the owner downloads it by a signed link', async () => {
    const done = await exported();
    expect(done).toMatchObject({ state: 'ready', progress: 1, error: null });
    expect(done.download_url).toMatch(/^\/api\/admin\/exports\/\d+\/download\?expires=\d+&signature=[\w-]+$/);
    // The link needs no session: it is the signature that opens it.
    const download = await t.request({ url: done.download_url!, host: AURORA });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="escola-1-/);
    expect(download.rawPayload.length).toBe(done.bytes);

    const files = await entries(download.rawPayload);
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ format: 'trilha-school', includes_secrets: false, school: { id: 1, slug: 'aurora' } });
    expect(manifest.schema_version).toBeGreaterThan(40);
    const users = rowsOf(files.get('tables/users.jsonl'));
    expect(users.length).toBe(manifest.tables.users);
    expect(users.every((u) => u.tenant_id === 1 && u.password_hash === null)).toBe(true);
    expect(users.map((u) => u.email)).toContain('aluno@aurora.test');
    expect(users.map((u) => u.email)).not.toContain('admin@boreal.test');
    expect(rowsOf(files.get('tables/courses.jsonl')).length).toBeGreaterThan(0);
    expect(rowsOf(files.get('tables/community_posts.jsonl')).length).toBeGreaterThan(0);
    for (const left of ['sessions', 'jobs', 'auth_tokens', 'tenant_domains']) expect(files.has(`tables/${left}.jsonl`), left).toBe(false);
    // Every file: the bytes stored under its key.
    expect(manifest.files.length).toBeGreaterThan(5);
    for (const key of manifest.files.slice(0, 10) as string[]) {
      expect(files.get(`files/${key}`)?.equals((await t.ctx.storage.read(key))!), key).toBe(true);
      expect(key.startsWith('tenants/1/')).toBe(true);
    }
  });

  it('keeps password hashes and secrets only when the operator asks; nobody else may ask', async () => {
    const admin = await t.login('admin@aurora.test');
    const refused = await t.request({ method: 'POST', url: EXPORT, cookie: admin, host: AURORA, payload: { include_secrets: true } });
    expect(refused.statusCode).toBe(403);
    // The owner on the school's own host is not the operator (that is PUBLIC_URL's host).
    const notOperator = await t.request({ method: 'POST', url: EXPORT, cookie: owner, host: AURORA, payload: { include_secrets: true } });
    expect(notOperator.statusCode).toBe(403);
    expect(notOperator.json().error).toBe(SCHOOL_TRANSLATIONS.secretsOperatorOnly.pt);
    const operator = await t.login('owner@aurora.test', 'localhost');
    const asked = await t.request({ method: 'POST', url: EXPORT, cookie: operator, host: 'localhost', payload: { include_secrets: true } });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.ctx.jobs.drain(60_000);
    const done = schoolExportReply.parse(
      (await t.request({ url: state(asked.json().data.id), cookie: operator, host: 'localhost' })).json(),
    ).data;
    const files = await entries((await t.request({ url: done.download_url!, host: 'localhost' })).rawPayload);
    expect(rowsOf(files.get('tables/users.jsonl')).some((u) => typeof u.password_hash === 'string')).toBe(true);
  });

  it('only the owner exports; a forged or expired link and another school’s export are refused', async () => {
    for (const email of ['admin@aurora.test', 'moderador@aurora.test', 'aluno@aurora.test']) {
      const cookie = await t.login(email);
      expect((await t.request({ method: 'POST', url: EXPORT, cookie, host: AURORA })).statusCode, email).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: EXPORT, host: AURORA })).statusCode).toBe(401);
    const done = await exported();
    const url = new URL(done.download_url!, 'http://x');
    const forged = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`;
    expect((await t.request({ url: forged, host: AURORA })).statusCode).toBe(403);
    const old = signedDownload(t.config.sessionSecret, { tenantId: 1, id: done.id, now: Date.now() - 2 * 3_600_000 });
    const expired = await t.request({ url: `${url.pathname}?expires=${old.expires}&signature=${old.signature}`, host: AURORA });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe(SCHOOL_TRANSLATIONS.linkExpired.pt);
    // Boreal's host: the signature is of Aurora's export, and Boreal has no such export.
    expect((await t.request({ url: done.download_url!, host: BOREAL })).statusCode).toBe(403);
    const borealOwner = await t.login('admin@boreal.test');
    expect((await t.request({ url: state(done.id), cookie: borealOwner, host: BOREAL })).statusCode).toBe(403);
    expect((await t.request({ url: state(999_999), cookie: owner, host: AURORA })).statusCode).toBe(404);
  });
});
