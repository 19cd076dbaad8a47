import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createLoginThrottle } from './throttle';

describe('per-account login throttle', () => {
  it('locks after ten failures in fifteen minutes and forgets after the window', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < 9; i++) throttle.fail('1:a@x.test');
    expect(throttle.isLocked('1:a@x.test')).toBe(false);
    throttle.fail('1:a@x.test');
    expect(throttle.isLocked('1:a@x.test')).toBe(true);
    expect(throttle.isLocked('2:a@x.test')).toBe(false);
    now += 15 * 60_000 + 1;
    expect(throttle.isLocked('1:a@x.test')).toBe(false);
  });

  it('a success clears the count', () => {
    const throttle = createLoginThrottle(() => 0);
    for (let i = 0; i < 9; i++) throttle.fail('k');
    throttle.succeed('k');
    throttle.fail('k');
    expect(throttle.isLocked('k')).toBe(false);
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
