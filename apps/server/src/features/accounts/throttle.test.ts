import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createLoginThrottle } from './throttle';

// docs/security.md "Nobody can lock the real user out", docs/accounts.md "Rate limits": failures are counted
// per account and source together, with a growing wait; nobody can lock the real user out of their account.

const account = '1:dona@x.test';

describe('sign-in throttle, per account and source', () => {
  it('gives a source five free failures, then waits that double up to fifteen minutes', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    const stranger = { account, source: '203.0.113.9', knownDevice: false };
    for (let i = 0; i < 4; i++) throttle.fail(stranger);
    expect(throttle.check(stranger)).toEqual({ allowed: true });
    throttle.fail(stranger);
    expect(throttle.check(stranger)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const verdict = throttle.check(stranger);
      if (!verdict.allowed) {
        waits.push(verdict.retryAfterSeconds);
        now += verdict.retryAfterSeconds * 1000;
      }
      throttle.fail(stranger);
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60);
  });

  it("never slows the account's owner on another source", () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < 40; i++) throttle.fail({ account, source: '203.0.113.9' });
    expect(throttle.check({ account, source: '198.51.100.7', knownDevice: false })).toEqual({ allowed: true });
  });

  it('guards the account against guessing from many sources, except for browsers that signed in before', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < 50; i++) throttle.fail({ account, source: `203.0.113.${i}` });
    expect(throttle.check({ account, source: '198.51.100.7', knownDevice: false }).allowed).toBe(false);
    expect(throttle.check({ account, source: '198.51.100.7', knownDevice: true })).toEqual({ allowed: true });
    expect(throttle.check({ account: '1:outra@x.test', source: '198.51.100.7', knownDevice: false })).toEqual({ allowed: true });
    now += 15 * 60_000 + 1;
    expect(throttle.check({ account, source: '198.51.100.7', knownDevice: false })).toEqual({ allowed: true });
  });

  it("a sign-in clears its own source and the account's guard; other sources keep their waits", () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < 60; i++) throttle.fail({ account, source: `203.0.113.${i % 3}` });
    throttle.succeed(account, '198.51.100.7');
    expect(throttle.check({ account, source: '198.51.100.8', knownDevice: false })).toEqual({ allowed: true });
    expect(throttle.check({ account, source: '203.0.113.0', knownDevice: false }).allowed).toBe(false);
  });

  it('a password reset clears the account from every source', () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < 60; i++) throttle.fail({ account, source: `203.0.113.${i % 3}` });
    throttle.succeed(account);
    expect(throttle.check({ account, source: '203.0.113.0', knownDevice: false })).toEqual({ allowed: true });
    expect(throttle.check({ account, source: '198.51.100.7', knownDevice: false })).toEqual({ allowed: true });
  });
});

describe('sign-in throttling through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, cookie });
  const deviceOf = (res: Awaited<ReturnType<typeof attempt>>) => {
    const device = res.cookies.find((c) => c.name === 'trilha_device');
    return device ? `trilha_device=${device.value}` : undefined;
  };

  it('a stranger who fails many times from their address does not lock the owner out (finding 7)', async () => {
    for (let i = 0; i < 12; i++) await attempt('owner@aurora.test', 'wrong-password', '203.0.113.66');
    expect((await attempt('owner@aurora.test', 'trilha123', '198.51.100.20')).statusCode).toBe(200);
    // The stranger's own address still waits, the owner's sign-in notwithstanding.
    const slowed = await attempt('owner@aurora.test', 'trilha123', '203.0.113.66');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(slowed.json()).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
  });

  it('guessing from many addresses holds back new browsers only; the magic link and the reset keep working', async () => {
    const known = deviceOf(await attempt('admin@aurora.test', 'trilha123', '198.51.100.30'));
    expect(known).toBeDefined();
    for (let i = 0; i < 55; i++) await attempt('admin@aurora.test', 'wrong-password', `203.0.113.${i}`);
    expect((await attempt('admin@aurora.test', 'trilha123', '198.51.100.31')).statusCode).toBe(429);
    // A device cookie signed for another account, or made up, is no pass.
    const other = deviceOf(await attempt('aluna@aurora.test', 'trilha123', '198.51.100.32'));
    expect((await attempt('admin@aurora.test', 'trilha123', '198.51.100.31', other)).statusCode).toBe(429);
    expect((await attempt('admin@aurora.test', 'trilha123', '198.51.100.31', 'trilha_device=abc.def')).statusCode).toBe(429);
    const link = await t.request({
      method: 'POST',
      url: '/api/login/magic-link',
      payload: { email: 'admin@aurora.test' },
      remoteAddress: '198.51.100.31',
    });
    expect(link.statusCode).toBe(202);
    const forgot = await t.request({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'admin@aurora.test' },
      remoteAddress: '198.51.100.31',
    });
    expect(forgot.statusCode).toBe(202);
    // The browser that signed in before gets through, and its success clears the guard.
    expect((await attempt('admin@aurora.test', 'trilha123', '198.51.100.31', known)).statusCode).toBe(200);
    expect((await attempt('admin@aurora.test', 'trilha123', '198.51.100.33')).statusCode).toBe(200);
  });

  it('the device cookie is httpOnly and sent only to the sign-in route', async () => {
    const res = await attempt('aluno@aurora.test', 'trilha123', '198.51.100.40');
    const device = res.cookies.find((c) => c.name === 'trilha_device')!;
    expect(device).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Lax' });
  });
});

describe('login rate limits through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => t.close());

  it('answers 429 with the error envelope past the per-IP limit', async () => {
    const attempt = () => t.request({ method: 'POST', url: '/api/login', payload: { email: 'aluno@aurora.test', password: 'wrong' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
  });
});
