import { z } from 'zod';

/** POST /api/test/clock, present only on a server started with TEST_CLOCK=1 on a loopback address. */
export const testClockBody = z.object({
  /** How far to move the server's clock forward, at most a day a call. */
  advance_ms: z.number().int().min(0).max(86_400_000),
});
export type TestClockBody = z.infer<typeof testClockBody>;

export const testClockReply = z.object({ now: z.string() });
