import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import { schoolDomainReply, schoolDomainsReply } from '@trilha/shared/schools/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index';
import { startDnsServer } from '../../test/dns-server';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { linkIn, readTestOutbox } from '../../test/outbox';
import { standInWebDist } from '../../test/web-dist';

/** The contract's paths by hand (CONTRACT "Schools and domains"). */
const DOMAINS = '/api/admin/domains';
const domain = (id: number) => `${DOMAINS}/${id}`;
const verify = (id: number) => `${DOMAINS}/${id}/verify`;
const ask = (host: string) => `/api/tls/ask?domain=${encodeURIComponent(host)}`;

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let web: Awaited<ReturnType<typeof standInWebDist>>;
let owner: string, borealAdmin: string;
const text = (key: keyof typeof SCHOOL_TRANSLATIONS, values: Record<string, string> = {}) =>
  SCHOOL_TRANSLATIONS[key].pt.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

beforeAll(async () => {
  dns = await startDnsServer();
  // A stand-in web build, so the school's pages are served (the redirect is of pages).
  web = await standInWebDist();
  t = await createTestApp({ env: { DNS_SERVERS: dns.address }, webDist: web.dir });
  owner = await t.login('owner@aurora.test');
  borealAdmin = await t.login('admin@boreal.test');
});
afterAll(async () => {
  await t.close();
  await dns.close();
  await web.remove();
});

const asOwner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: owner, host: AURORA });
const add = async (host: string, cookie = owner, on = AURORA) => {
  const res = await t.request({ method: 'POST', url: DOMAINS, payload: { host }, cookie, host: on });
  expect(res.statusCode, res.body).toBe(201);
  return schoolDomainReply.parse(res.json()).data;
};

describe('adding a domain', () => {
  it('is pending, with the TXT record to create; the host serves nothing and gets no certificate yet', async () => {
    const added = await add('Escola.Aurora.test');
    expect(added).toMatchObject({
      host: 'escola.aurora.test',
      status: 'pending',
      primary: false,
      verification: { type: 'TXT', name: '_trilha-challenge.escola.aurora.test', value: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const list = schoolDomainsReply.parse((await asOwner('GET', DOMAINS)).json());
    expect(list.target).toBe('localhost');
    expect(list.data.map((d) => [d.host, d.status])).toEqual([
      ['aurora.localhost', 'verified'],
      ['escola.aurora.test', 'pending'],
    ]);
    expect((await t.request({ url: '/api/tenant', host: 'escola.aurora.test' })).statusCode).toBe(404);
    expect((await t.request({ url: ask('escola.aurora.test') })).statusCode).toBe(404);
  });

  it('refuses another school’s name, this server’s names and bad ones; moderators, students and visitors are refused', async () => {
    const taken = await t.request({
      method: 'POST',
      url: DOMAINS,
      payload: { host: 'escola.aurora.test' },
      cookie: borealAdmin,
      host: BOREAL,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(text('hostTaken'));
    for (const host of ['localhost', 'boreal.localhost', 'nova.localhost']) {
      const res = await asOwner('POST', DOMAINS, { host });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error).toBe(text(host === 'localhost' ? 'hostInvalid' : 'hostReserved'));
    }
    expect((await asOwner('POST', DOMAINS, { host: 'https://x.test/' })).statusCode).toBe(400);
    const moderator = await t.login('moderador@aurora.test');
    const student = await t.login('aluno@aurora.test');
    for (const cookie of [moderator, student]) {
      expect((await t.request({ url: DOMAINS, cookie, host: AURORA })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: DOMAINS, payload: { host: 'z.test' }, cookie, host: AURORA })).statusCode).toBe(403);
    }
    expect((await t.request({ url: DOMAINS, host: AURORA })).statusCode).toBe(401);
  });
});

describe('verifying', () => {
  it('says exactly what it found: nothing, another value, and then serves the host once the value is there', async () => {
    const [pending] = schoolDomainsReply.parse((await asOwner('GET', DOMAINS)).json()).data.filter((d) => d.status === 'pending');
    const { name, value } = pending!.verification;

    const missing = await asOwner('POST', verify(pending!.id));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toBe(text('recordMissing', { name }));

    dns.records.set(name, ['outro-valor', 'mais-um']);
    const wrong = await asOwner('POST', verify(pending!.id));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe(text('recordWrong', { name, found: '"outro-valor", "mais-um"', value }));

    dns.records.set(name, ['outro-valor', value]);
    const verified = await asOwner('POST', verify(pending!.id));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ status: 'verified', primary: true });

    // Served at once, and the first custom domain is where links point from now on.
    const tenant = await t.request({ url: '/api/tenant', host: 'escola.aurora.test' });
    expect(tenant.statusCode).toBe(200);
    expect((await t.request({ url: ask('escola.aurora.test') })).statusCode).toBe(200);
    expect((await t.request({ url: ask('ESCOLA.aurora.test') })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/password/forgot', host: AURORA, payload: { email: 'aluno@aurora.test' } });
    const [mail] = (await readTestOutbox(t)).filter((m) => m.to === 'aluno@aurora.test');
    expect(new URL(linkIn(mail!)).origin).toBe('http://escola.aurora.test:3000');
    const sitemap = await t.request({ url: '/sitemap.xml', host: AURORA });
    expect(sitemap.body).toContain('<loc>http://escola.aurora.test:3000/login</loc>');

    // Verifying again changes nothing.
    expect((await asOwner('POST', verify(pending!.id))).json().data.status).toBe('verified');
  });

  it('when the school asks, pages on its other hosts move to the primary domain; the API stays put', async () => {
    const redirect = (on: boolean) => asOwner('PATCH', DOMAINS, { redirect_to_primary: on });
    expect((await t.request({ url: '/login?x=1', host: AURORA })).statusCode).toBe(200);
    const on = await redirect(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(schoolDomainsReply.parse(on.json()).redirect_to_primary).toBe(true);
    const moved = await t.request({ url: '/login?x=1', host: AURORA });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('http://escola.aurora.test:3000/login?x=1');
    expect((await t.request({ url: '/login', host: 'escola.aurora.test' })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/tenant', host: AURORA })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/api/login', host: AURORA, payload: { email: 'x@x.test', password: 'x' } })).statusCode,
    ).toBe(401);
    expect((await redirect(false)).statusCode).toBe(200);
    expect((await t.request({ url: '/login', host: AURORA })).statusCode).toBe(200);
    // Boreal has no domain of its own: nothing to move to.
    const none = await t.request({
      method: 'PATCH',
      url: DOMAINS,
      payload: { redirect_to_primary: true },
      cookie: borealAdmin,
      host: BOREAL,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(text('noPrimary'));
    expect((await t.request({ method: 'PATCH', url: DOMAINS, payload: {}, cookie: owner, host: AURORA })).statusCode).toBe(400);
  });

  it('a resolver that cannot answer is reported as such', async () => {
    const pending = await add('quebrado.aurora.test');
    const broken = await createTestApp({ env: { DNS_SERVERS: '127.0.0.1:9' } });
    try {
      const cookie = await broken.login('owner@aurora.test');
      const res = await broken.request({ method: 'POST', url: verify(pending.id), cookie, host: AURORA });
      // Another app on its own copy of the demo: the domain does not exist there.
      expect(res.statusCode).toBe(404);
      const mine = await broken.request({ method: 'POST', url: DOMAINS, payload: { host: 'quebrado.aurora.test' }, cookie, host: AURORA });
      const failed = await broken.request({ method: 'POST', url: verify(mine.json().data.id), cookie, host: AURORA });
      expect(failed.statusCode).toBe(422);
      expect(failed.json().error).toMatch(/^Não foi possível consultar o DNS de _trilha-challenge\.quebrado\.aurora\.test: E[A-Z]+$/);
    } finally {
      await broken.close();
    }
  });

  it('another school’s domain id is not found, and Caddy’s ask refuses names nobody serves', async () => {
    const mine = schoolDomainsReply.parse((await asOwner('GET', DOMAINS)).json()).data[0]!;
    const res = await t.request({ method: 'POST', url: verify(mine.id), cookie: borealAdmin, host: BOREAL });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: domain(mine.id), cookie: borealAdmin, host: BOREAL })).statusCode).toBe(404);
    for (const host of ['', 'nada.test', 'quebrado.aurora.test', 'x'.repeat(300)])
      expect((await t.request({ url: ask(host) })).statusCode, host).toBe(host.length > 300 ? 400 : 404);
  });
});

describe('Caddy’s ask and a suspended school', () => {
  it('a suspended school’s domains get no certificate', async () => {
    await t.ctx.db.update(tenants).set({ active: false }).where(eq(tenants.id, 1));
    await t.heard();
    expect((await t.request({ url: ask('escola.aurora.test') })).statusCode).toBe(404);
    await t.ctx.db.update(tenants).set({ active: true }).where(eq(tenants.id, 1));
    await t.heard();
    expect((await t.request({ url: ask('escola.aurora.test') })).statusCode).toBe(200);
  });
});

describe('removing', () => {
  it('a pending one goes; the primary’s removal leaves links on the school’s own origin; the last verified one stays', async () => {
    const all = schoolDomainsReply.parse((await asOwner('GET', DOMAINS)).json()).data;
    const pending = all.find((d) => d.host === 'quebrado.aurora.test')!;
    expect((await asOwner('DELETE', domain(pending.id))).statusCode).toBe(204);
    const primary = all.find((d) => d.primary)!;
    expect((await asOwner('DELETE', domain(primary.id))).statusCode).toBe(204);
    expect((await t.request({ url: '/api/tenant', host: 'escola.aurora.test' })).statusCode).toBe(404);
    const [last] = schoolDomainsReply.parse((await asOwner('GET', DOMAINS)).json()).data;
    expect(last!.host).toBe('aurora.localhost');
    const refused = await asOwner('DELETE', domain(last!.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(text('lastHost'));
    expect((await asOwner('DELETE', domain(999_999))).statusCode).toBe(404);
  });

  it('at most ten per school', async () => {
    for (let i = 1; i <= 9; i++) await add(`extra${i}.aurora.test`);
    const full = await asOwner('POST', DOMAINS, { host: 'extra10.aurora.test' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe(text('domainsTooMany'));
  });
});
