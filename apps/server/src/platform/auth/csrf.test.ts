import { afterAll, describe, expect, it } from 'vitest';
import { AURORA, BOREAL, createTestApp } from '../../test/harness';

// docs/security.md "Links and origins come from configuration, never from the request" and "The CSRF
// double-submit token belongs to the session": a state change passes only with an Origin (or
// Referer) that is exactly one of the school's origins, or, with neither, with the X-CSRF-Token
// derived from the request's own session.

const t = await createTestApp();
afterAll(() => t.close());

const student = await t.login('aluno@aurora.test');
const csrfOf = (cookie: string) => /trilha_csrf=([^;]+)/.exec(cookie)![1]!;
const sessionOf = (cookie: string) => /trilha_session=([^;]+)/.exec(cookie)![1]!;
const nameOf = async (cookie: string, host = AURORA) => (await t.request({ url: '/api/me', cookie, host })).json().user.name as string;
const rename = (headers: Record<string, string>, cookie = student, host = AURORA) =>
  t.request({ method: 'PUT', url: '/api/me', cookie, host, headers, payload: { name: 'Nome Trocado' } });

describe('the same-origin check compares scheme, host and port exactly (finding 4)', () => {
  it.each([
    ['PUBLIC_URL host on another port', 'http://localhost:1'],
    ["the school's own host over another scheme and port", 'https://aurora.localhost:4711'],
    ["the school's own host without the port", 'http://aurora.localhost'],
    ["the school's own host over https", 'https://aurora.localhost:3000'],
    ['another school', 'http://boreal.localhost:3000'],
    ['a look-alike host', 'http://aurora.localhost.evil.example:3000'],
    ['an opaque origin', 'null'],
    ['not a URL', 'aurora.localhost:3000'],
    ['another scheme', 'ftp://aurora.localhost:3000'],
  ])('refuses an Origin of %s (%s) and changes nothing', async (_case, origin) => {
    const before = await nameOf(student);
    const res = await rename({ origin });
    expect(res.statusCode).toBe(403);
    expect(await nameOf(student)).toBe(before);
  });

  it('refuses the same origins as a Referer', async () => {
    const res = await rename({ origin: '', referer: 'https://aurora.localhost:4711/homepage' });
    expect(res.statusCode).toBe(403);
  });

  it("trusts PUBLIC_URL's origin only for the school served there, not for every school", async () => {
    const boreal = await t.login('aluno@boreal.test');
    const before = await nameOf(boreal, BOREAL);
    expect((await rename({ origin: 'http://localhost:3000' }, boreal, BOREAL)).statusCode).toBe(403);
    expect(await nameOf(boreal, BOREAL)).toBe(before);
  });

  it("accepts the school's own origins exactly: its host names on PUBLIC_URL's port, and PUBLIC_URL for the default school", async () => {
    for (const origin of ['http://aurora.localhost:3000', 'http://localhost:3000', 'http://127.0.0.1:3000']) {
      expect((await rename({ origin })).statusCode, origin).toBe(200);
    }
    expect((await rename({ origin: '', referer: 'http://aurora.localhost:3000/perfil?x=1' })).statusCode).toBe(200);
    const boreal = await t.login('aluno@boreal.test');
    expect((await rename({ origin: 'http://boreal.localhost:3000' }, boreal, BOREAL)).statusCode).toBe(200);
  });

  it('refuses a state change on a host that serves no school', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      host: 'nowhere.example',
      headers: { origin: 'http://nowhere.example:3000' },
      payload: { email: 'aluno@aurora.test', password: 'trilha123' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the X-CSRF-Token double-submit is tied to the session (finding 6)', () => {
  it("refuses a planted cookie with a matching header on the victim's session, and changes nothing", async () => {
    const before = await nameOf(student);
    const planted = `trilha_session=${sessionOf(student)}; trilha_csrf=planted-token`;
    const res = await rename({ origin: '', 'x-csrf-token': 'planted-token' }, planted);
    expect(res.statusCode).toBe(403);
    expect(await nameOf(student)).toBe(before);
  });

  it("refuses another session's token", async () => {
    const other = await t.login('aluna@aurora.test');
    const res = await rename({ origin: '', 'x-csrf-token': csrfOf(other) });
    expect(res.statusCode).toBe(403);
  });

  it("accepts the session's own token, whatever the csrf cookie holds", async () => {
    const res = await rename(
      { origin: '', 'x-csrf-token': csrfOf(student) },
      `trilha_session=${sessionOf(student)}; trilha_csrf=something-else`,
    );
    expect(res.statusCode).toBe(200);
    expect(await nameOf(student)).toBe('Nome Trocado');
  });

  it('refuses a missing, empty or oversized header', async () => {
    for (const token of [undefined, '', 'x'.repeat(5000)]) {
      const res = await rename({ origin: '', ...(token === undefined ? {} : { 'x-csrf-token': token }) });
      expect(res.statusCode).toBe(403);
    }
  });
});
