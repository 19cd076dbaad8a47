import { platformPaths } from '@trilha/shared/platform/paths';
import { testClockBody, testClockReply } from '@trilha/shared/platform/test-clock';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adjustableClock, systemClock, type Clock } from './clock';
import type { Config } from './config';

/**
 * The app's clock: the system's, or on a test server (TEST_CLOCK=1, loopback only: config.ts) one
 * that POST /api/test/clock moves forward. The browser tests and the two-process test skip the
 * seconds a rule waits for with it, instead of sleeping through them.
 */
export function createClock(config: Pick<Config, 'testClock'>): { clock: Clock; register: (app: FastifyInstance) => void } {
  if (!config.testClock) return { clock: systemClock(), register: () => undefined };
  const clock = adjustableClock();
  return {
    clock,
    register: (app) => {
      app.withTypeProvider<ZodTypeProvider>().post(
        platformPaths.testClock.route,
        {
          schema: {
            hide: true,
            body: testClockBody,
            response: { 200: testClockReply },
          },
        },
        (request) => Promise.resolve({ now: clock.advance(request.body.advance_ms).toISOString() }),
      );
    },
  };
}
