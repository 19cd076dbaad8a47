import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('accounts', () => {
  it('signs in with the demo password and returns the user with roles and abilities', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'owner@aurora.test', password: 'trilha123' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'owner@aurora.test', canEdit: true, staff: true, tenant_id: 1 });
    expect(body.user.roles).toEqual([{ role: { slug: 'owner', name: 'Dono' } }]);
    const session = res.cookies.find((c) => c.name === 'trilha_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('computes canEdit and staff on the server: moderator is staff without canEdit, student neither', async () => {
    const moderator = await t.login('moderador@aurora.test');
    const me = (await t.request({ url: '/api/me', cookie: moderator })).json();
    expect(me.user).toMatchObject({ canEdit: false, staff: true });
    const student = await t.login('aluno@aurora.test');
    expect((await t.request({ url: '/api/me', cookie: student })).json().user).toMatchObject({ canEdit: false, staff: false });
  });

  it('answers 401 with the error envelope for a wrong password and for /api/me without a session', async () => {
    const wrong = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'aluno@aurora.test', password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'E-mail ou senha incorretos.' });
    const me = await t.request({ url: '/api/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('Faça login para continuar.');
  });

  it('finds the school from the host: a Boreal account cannot sign in on Aurora', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      host: AURORA,
      payload: { email: 'aluno@boreal.test', password: 'trilha123' },
    });
    expect(res.statusCode).toBe(401);
    const ok = await t.request({
      method: 'POST',
      url: '/api/login',
      host: BOREAL,
      payload: { email: 'aluno@boreal.test', password: 'trilha123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.tenant_id).toBe(2);
  });

  it('a session cookie of one school is worthless on another host', async () => {
    const cookie = await t.login('aluno@aurora.test');
    const res = await t.request({ url: '/api/me', host: BOREAL, cookie });
    expect(res.statusCode).toBe(401);
  });

  it('logout revokes the session server-side', async () => {
    const cookie = await t.login('aluna@aurora.test');
    expect((await t.request({ method: 'POST', url: '/api/logout', cookie })).statusCode).toBe(204);
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(401);
  });

  it('session reads are cached, yet sign-out and profile edits show at once (platform/auth/session.ts)', async () => {
    const cookie = await t.login('aluna@aurora.test');
    const other = await t.login('aluna@aurora.test');
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/me', cookie: other })).statusCode).toBe(200);
    const renamed = await t.request({ method: 'PUT', url: '/api/me', cookie, payload: { name: 'Ana Cache' } });
    expect(renamed.statusCode).toBe(200);
    // The other browser's cached session carried the old name: the edit dropped it.
    expect((await t.request({ url: '/api/me', cookie: other })).json().user.name).toBe('Ana Cache');
    await t.request({ method: 'PUT', url: '/api/me', cookie, payload: { name: 'Marina Lopes' } });
    expect((await t.request({ method: 'POST', url: '/api/logout', cookie: other })).statusCode).toBe(204);
    expect((await t.request({ url: '/api/me', cookie: other })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(200);
  });

  it('refuses a cross-site state change and changes nothing', async () => {
    const cookie = await t.login('aluno@aurora.test');
    const res = await t.request({
      method: 'PUT',
      url: '/api/me',
      cookie,
      headers: { origin: 'http://evil.example' },
      payload: { name: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ url: '/api/me', cookie })).json().user.name).toBe('João Pereira');
  });

  it('accepts the X-CSRF-Token double-submit when no Origin is sent', async () => {
    const cookie = await t.login('aluno@aurora.test');
    const csrf = /trilha_csrf=([^;]+)/.exec(cookie)![1]!;
    const noToken = await t.request({ method: 'PUT', url: '/api/me', cookie, headers: { origin: '' }, payload: { name: 'João P.' } });
    expect(noToken.statusCode).toBe(403);
    const withToken = await t.request({
      method: 'PUT',
      url: '/api/me',
      cookie,
      headers: { origin: '', 'x-csrf-token': csrf },
      payload: { name: 'João P.' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().user.name).toBe('João P.');
  });

  it('validates the profile name with the shared schema', async () => {
    const cookie = await t.login('aluna@aurora.test');
    const res = await t.request({ method: 'PUT', url: '/api/me', cookie, payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'O nome deve ter pelo menos 2 caracteres',
      issues: [{ path: 'body.name', message: 'O nome deve ter pelo menos 2 caracteres' }],
    });
  });
});
