import { SCHOOL_TRANSLATIONS } from '@trilha/shared/schools/messages';
import { operatorSchoolReply, operatorSchoolsReply } from '@trilha/shared/schools/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, tenants } from '../../db/schema/index';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { linkIn, readTestOutbox } from '../../test/outbox';

/** The contract's paths by hand (CONTRACT "Schools and domains"): a drift in schoolPaths fails here. */
const SCHOOLS = '/api/operator/schools';
const school = (id: number) => `${SCHOOLS}/${id}`;
/** PUBLIC_URL is http://localhost:3000 in tests: the operator's console answers there. */
const CONSOLE = 'localhost';
const BOREAL_ID = 2;

let t: TestApp;
let operator: string;
const message = (key: keyof typeof SCHOOL_TRANSLATIONS) => SCHOOL_TRANSLATIONS[key].pt;
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

beforeAll(async () => {
  // Listed in another case: the list is read case-blind, as e-mails are.
  t = await createTestApp({ env: { OPERATOR_EMAILS: ' Owner@Aurora.test , ops@elsewhere.test' } });
  operator = await t.login('owner@aurora.test', CONSOLE);
});
afterAll(() => t.close());

const asOperator = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url, payload, cookie: operator, host: CONSOLE });

describe('who the operator is', () => {
  it('GET /api/me says operator only to the listed account on PUBLIC_URL’s host', async () => {
    expect((await t.request({ url: '/api/me', cookie: operator, host: CONSOLE })).json().user.operator).toBe(true);
    const sameOwnerOtherHost = await t.login('owner@aurora.test', AURORA);
    expect((await t.request({ url: '/api/me', cookie: sameOwnerOtherHost, host: AURORA })).json().user).not.toHaveProperty('operator');
  });

  it('everyone else is refused every operator call: 401 without a session, 403 with the message otherwise', async () => {
    const others = [
      { cookie: await t.login('owner@aurora.test', AURORA), host: AURORA },
      { cookie: await t.login('admin@aurora.test', CONSOLE), host: CONSOLE },
      { cookie: await t.login('admin@boreal.test'), host: BOREAL },
    ];
    const calls = [
      { method: 'GET' as const, url: SCHOOLS },
      { method: 'POST' as const, url: SCHOOLS, payload: { name: 'X', host: 'x.exemplo.test', owner_email: 'x@x.test' } },
      { method: 'PATCH' as const, url: school(BOREAL_ID), payload: { active: false } },
    ];
    for (const call of calls) {
      expect((await t.request({ ...call, host: CONSOLE })).statusCode).toBe(401);
      for (const who of others) {
        const res = await t.request({ ...call, ...who });
        expect(res.statusCode, `${call.method} ${call.url} by ${who.host}`).toBe(403);
        expect(res.json().error).toBe(message('operatorOnly'));
      }
    }
    expect(await t.ctx.db.select({ active: tenants.active }).from(tenants).where(eq(tenants.id, BOREAL_ID))).toEqual([{ active: true }]);
  });
});

describe('the console’s list', () => {
  it('every school with its hosts, students, storage used and state', async () => {
    const res = await asOperator('GET', SCHOOLS);
    expect(res.statusCode, res.body).toBe(200);
    const { data, next_page_url } = operatorSchoolsReply.parse(res.json());
    expect(next_page_url).toBeNull();
    const aurora = data.find((s) => s.slug === 'aurora');
    expect(aurora).toMatchObject({ name: expect.any(String), active: true, hosts: ['aurora.localhost'] });
    expect(aurora!.students).toBeGreaterThan(0);
    // Storage counts what the school uploaded (the seed's own images are not uploads).
    await t.ctx.db.insert(files).values({ tenantId: aurora!.id, key: 'tenants/1/x.png', contentType: 'image/png', sizeBytes: 1234 });
    const again = operatorSchoolsReply.parse((await asOperator('GET', SCHOOLS)).json()).data.find((s) => s.slug === 'aurora');
    expect(again!.storage_bytes - aurora!.storage_bytes).toBe(1234);
    expect(data.map((s) => s.id)).toEqual([...data.map((s) => s.id)].sort((a, b) => a - b));
  });
});

describe('creating a school', () => {
  const body = { name: 'Escola Nova', host: 'Nova.Exemplo.test', owner_email: 'Dona@Nova.test' };
  let created: number;

  it('makes the school on its host, with a draft sample course and its owner, who gets a sign-in link', async () => {
    const res = await asOperator('POST', SCHOOLS, body);
    expect(res.statusCode, res.body).toBe(201);
    const made = operatorSchoolReply.parse(res.json()).data;
    created = made.id;
    expect(made).toMatchObject({
      name: 'Escola Nova',
      slug: 'nova',
      active: true,
      hosts: ['nova.exemplo.test'],
      students: 0,
      storage_bytes: 0,
    });

    const tenant = await t.request({ url: '/api/tenant', host: 'nova.exemplo.test' });
    expect(tenant.statusCode, tenant.body).toBe(200);

    const [mail] = (await readTestOutbox(t)).filter((m) => m.to === 'dona@nova.test');
    expect(mail, 'the owner’s welcome mail').toBeDefined();
    const link = new URL(linkIn(mail!, '/login/magic'));
    expect(link.origin).toBe('http://nova.exemplo.test:3000');
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/login/magic-link/confirm',
      host: 'nova.exemplo.test',
      payload: { token: link.searchParams.get('token') },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const owner = cookieOf(signedIn);
    const me = (await t.request({ url: '/api/me', cookie: owner, host: 'nova.exemplo.test' })).json().user;
    expect(me.roles.map((r: { role: { slug: string } }) => r.role.slug)).toEqual(['owner']);

    // The sensible empty state: one draft course for the owner, nothing for students, no demo people.
    const courses = await t.request({ url: '/api/admin/courses', cookie: owner, host: 'nova.exemplo.test' });
    expect(courses.statusCode, courses.body).toBe(200);
    expect(courses.json().data.map((c: { title: string; published: boolean }) => [c.title, c.published])).toEqual([
      ['Meu primeiro curso', false],
    ]);
    const staff = await t.request({ url: '/api/admin/staff', cookie: owner, host: 'nova.exemplo.test' });
    expect(staff.json().data.map((m: { email: string }) => m.email)).toEqual(['dona@nova.test']);
  });

  it('a host any school holds is 409; the server’s own names and bad names are 400; nothing is made', async () => {
    const before = (await t.ctx.db.select({ id: tenants.id }).from(tenants)).length;
    const taken = await asOperator('POST', SCHOOLS, { ...body, host: 'aurora.localhost' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(message('hostTaken'));
    expect((await asOperator('POST', SCHOOLS, { ...body, host: 'nova.exemplo.test' })).statusCode).toBe(409);
    const reserved = await asOperator('POST', SCHOOLS, { ...body, host: 'localhost' });
    expect(reserved.statusCode).toBe(400);
    for (const host of ['http://x.test', 'x', 'a..b', 'x.test:80', '-x.test', 'x'.repeat(64) + '.test']) {
      const res = await asOperator('POST', SCHOOLS, { ...body, host });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().issues[0].path).toBe('body.host');
    }
    expect((await asOperator('POST', SCHOOLS, { ...body, name: ' ' })).statusCode).toBe(400);
    expect((await asOperator('POST', SCHOOLS, { ...body, owner_email: 'nope' })).statusCode).toBe(400);
    expect((await t.ctx.db.select({ id: tenants.id }).from(tenants)).length).toBe(before);
  });

  it('a second school on a host with the same first label gets a slug of its own', async () => {
    const res = await asOperator('POST', SCHOOLS, { ...body, host: 'nova.outra.test', owner_email: 'outra@nova.test' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.slug).toBe('nova-2');
    expect(res.json().data.id).not.toBe(created);
  });
});

describe('suspending a school', () => {
  it('its API answers 403 with the message and its pages say it is unavailable; reactivating restores it', async () => {
    const borealAdmin = await t.login('admin@boreal.test');
    const suspended = await asOperator('PATCH', school(BOREAL_ID), { active: false });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.active).toBe(false);

    const api = await t.request({ url: '/api/admin/staff', cookie: borealAdmin, host: BOREAL });
    expect(api.statusCode).toBe(403);
    expect(api.json().error).toBe(message('schoolUnavailable'));
    expect((await t.request({ url: '/api/tenant', host: BOREAL })).statusCode).toBe(403);
    const page = await t.request({ url: '/login', host: BOREAL });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(message('schoolUnavailable'));
    const english = await t.request({ url: '/', host: BOREAL, headers: { cookie: 'lang=en' } });
    expect(english.body).toContain(SCHOOL_TRANSLATIONS.schoolUnavailable.en);
    // The health check and other schools carry on.
    expect((await t.request({ url: '/api/health', host: BOREAL })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/tenant', host: AURORA })).statusCode).toBe(200);

    const listed = operatorSchoolsReply.parse((await asOperator('GET', SCHOOLS)).json()).data;
    expect(listed.find((s) => s.id === BOREAL_ID)?.active).toBe(false);

    expect((await asOperator('PATCH', school(BOREAL_ID), { active: true })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/admin/staff', cookie: borealAdmin, host: BOREAL })).statusCode).toBe(200);
  });

  it('the console’s own school stays up; an unknown school is 404; a bad body is 400', async () => {
    const own = await asOperator('PATCH', school(1), { active: false });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe(message('consoleSchool'));
    expect((await asOperator('PATCH', school(999_999), { active: false })).statusCode).toBe(404);
    expect((await asOperator('PATCH', school(BOREAL_ID), { active: 'no' })).statusCode).toBe(400);
    expect((await asOperator('PATCH', school(BOREAL_ID), {})).statusCode).toBe(400);
  });
});
