import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptCounters, users } from '../db/schema/index';
import { pinMinute, forgetAttempts } from '../test/attempts';
import { createTestApp } from '../test/harness';
import { countAttempt } from './rate-counter';

// The write limits' counter (docs/communities.md "Limits"): attempts per member, action and minute.

const t = await createTestApp();
afterAll(() => t.close());
const [aluno] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@aurora.test'));
const attempt = (perMinute: number, action = 'test.write') =>
  countAttempt(t.ctx.db, { tenantId: 1, userId: aluno!.id, action, perMinute, now: t.ctx.clock.now() });
const stored = async (action = 'test.write') =>
  (
    await t.ctx.db
      .select({ count: attemptCounters.count })
      .from(attemptCounters)
      .where(and(eq(attemptCounters.userId, aluno!.id), eq(attemptCounters.action, action)))
  ).map((r) => r.count);

beforeEach(() => forgetAttempts(t));

describe('countAttempt', () => {
  it('lets perMinute attempts through, refuses the next, and does not count the refused', async () => {
    pinMinute(t);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await attempt(3));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await stored()).toEqual([3]);
    // Another action of the same member has its own count.
    expect(await attempt(3, 'test.other')).toBe(true);
  });

  it("weighs the previous minute's attempts in by the share of it still inside the last 60 s", async () => {
    const at = pinMinute(t);
    const minuteStart = new Date(at.getTime() - 1_000);
    // 20 in the previous minute, one second into this one: 20 * 59/60 = 19.7 still count, so no slot is left of 20.
    await t.ctx.db.execute(sql`insert into attempt_counters (tenant_id, user_id, action, window_start, count)
      values (1, ${aluno!.id}, 'test.write', ${new Date(minuteStart.getTime() - 60_000)}, 20)`);
    expect(await attempt(20)).toBe(false);
    // Half way through the minute half of them weigh: ten slots are open.
    t.ctx.clock.now = () => new Date(minuteStart.getTime() + 30_000);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await attempt(20));
    expect(answers.filter(Boolean)).toHaveLength(10);
    // Two minutes back it weighs nothing.
    await forgetAttempts(t);
    await t.ctx.db.execute(sql`insert into attempt_counters (tenant_id, user_id, action, window_start, count)
      values (1, ${aluno!.id}, 'test.write', ${new Date(minuteStart.getTime() - 120_000)}, 1000000)`);
    expect(await attempt(20)).toBe(true);
  });

  it('two attempts at once cannot both take the last slot', async () => {
    pinMinute(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(10)));
    expect(answers.filter(Boolean)).toHaveLength(10);
  });

  it('the periodic job deletes the minutes no limit reads any more', async () => {
    const at = pinMinute(t);
    await attempt(20);
    await t.ctx.db.execute(sql`insert into attempt_counters (tenant_id, user_id, action, window_start, count)
      values (1, ${aluno!.id}, 'test.write', ${new Date(at.getTime() - 1_000 - 5 * 60_000)}, 7)`);
    await t.ctx.db.execute(sql`insert into jobs (queue, payload) values ('attempts.prune', '{}'::jsonb)`);
    await t.ctx.jobs.drain();
    expect(await stored()).toEqual([1]);
  });
});
