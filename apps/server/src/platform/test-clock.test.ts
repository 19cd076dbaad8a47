import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { ConfigError, loadConfig } from './config';

describe('the test clock', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [t, plain] = await Promise.all([createTestApp({ env: { TEST_CLOCK: '1', HOST: '127.0.0.1' } }), createTestApp()]);
  });
  afterAll(() => Promise.all([t.close(), plain.close()]));

  it('moves the app clock forward on a test server', async () => {
    const before = t.ctx.clock.now().getTime();
    const res = await t.request({ method: 'POST', url: '/api/test/clock', payload: { advance_ms: 6_000 } });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json<{ now: string }>().now)).toBeGreaterThanOrEqual(before + 6_000);
    expect(t.ctx.clock.now().getTime()).toBeGreaterThanOrEqual(before + 6_000);
  });

  it('answers bad input with 400 and moves nothing', async () => {
    const before = t.ctx.clock.now().getTime();
    for (const payload of [{ advance_ms: -1 }, { advance_ms: 1.5 }, { advance_ms: 86_400_001 }, {}]) {
      expect((await t.request({ method: 'POST', url: '/api/test/clock', payload })).statusCode).toBe(400);
    }
    expect(t.ctx.clock.now().getTime() - before).toBeLessThan(1_000);
  });

  it('is not there on any other server', async () => {
    const res = await plain.request({ method: 'POST', url: '/api/test/clock', payload: { advance_ms: 1 } });
    expect(res.statusCode).toBe(404);
  });

  it('is refused unless the server listens on a loopback address', () => {
    expect(() => loadConfig({ TEST_CLOCK: '1', DATA_DIR: t.config.dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ TEST_CLOCK: '1', HOST: '0.0.0.0', DATA_DIR: t.config.dataDir })).toThrow('loopback');
    expect(loadConfig({ TEST_CLOCK: '1', HOST: '127.0.0.1', DATA_DIR: t.config.dataDir }).testClock).toBe(true);
  });
});
