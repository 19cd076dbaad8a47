import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gamificationSettings } from '../../../db/schema/index';
import { addLevel, clearGamification, histogramMatchesRows, pointsOf, setScoring, userId } from '../../../test/gamification';
import { createTestApp, type TestApp } from '../../../test/harness';
import { scoreBatch } from './award';
import { readRecalculation, requestRecalculation } from './recalculation';
import { rollWindows } from './windows';

// The 7/30-day windows' daily roll and the recalculation after the points change (docs/gamification.md "The engine").

let t: TestApp;
let aluno: number;
let aluna: number;

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna] = await Promise.all([userId(t, 'aluno@aurora.test'), userId(t, 'aluna@aurora.test')]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, { scorePosts: 5 });
});

const post = (userIdValue: number, objectId: number, at: Date) => ({
  userId: userIdValue,
  action: 'score_posts' as const,
  objectId,
  eventId: objectId,
  at,
});
const histogramsMatch = async () => {
  for (const board of [0, 1, 2]) {
    const { rows, histogram } = await histogramMatchesRows(t, board);
    expect(histogram).toEqual(rows);
  }
};

describe('rolling windows', () => {
  it('drops the days that leave the 7- and 30-day windows, and keeps the histograms', async () => {
    const today = new Date('2026-11-26T12:00:00Z');
    await scoreBatch(t.ctx.db, 1, [post(aluno, 1, new Date('2026-11-16T08:00:00Z')), post(aluno, 2, today), post(aluna, 3, today)], today);
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 10, all: 10, d30: 10, d7: 5 });
    await rollWindows(t.ctx.db, 1, '2026-12-10');
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 10, all: 10, d30: 10, d7: 0 });
    await histogramsMatch();
    await rollWindows(t.ctx.db, 1, '2026-12-10');
    await rollWindows(t.ctx.db, 1, '2026-12-20');
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 10, all: 10, d30: 5, d7: 0 });
    await histogramsMatch();
  });
});

describe('recalculation', () => {
  it('reprices the ledger with the current points, rate limited, with progress for editors only', async () => {
    await addLevel(t, { name: 'Ouro', neededScore: 15 });
    const now = new Date();
    await scoreBatch(t.ctx.db, 1, [post(aluno, 10, now), post(aluno, 11, now), post(aluna, 12, now)]);
    await t.ctx.db.update(gamificationSettings).set({ scorePosts: 8 }).where(eq(gamificationSettings.tenantId, 1));
    expect(await requestRecalculation(t.ctx.db, 1)).toBe(true);
    expect(await requestRecalculation(t.ctx.db, 1)).toBe(false);
    expect((await readRecalculation(t.ctx.db, 1)).state).toBe('queued');
    await t.ctx.jobs.drain();
    expect(await pointsOf(t, aluno)).toEqual({ lifetime: 16, all: 16, d30: 16, d7: 16 });
    expect((await pointsOf(t, aluna)).lifetime).toBe(8);
    await histogramsMatch();
    const owner = await t.login('owner@aurora.test');
    const res = await t.request({ url: '/api/auth/ranking/gamification/recalculation/1', cookie: owner });
    expect(res.json()).toMatchObject({ state: 'idle', done: 2, total: 2, finished_at: expect.any(String) });
    const student = await t.login('aluno@aurora.test');
    expect((await t.request({ url: '/api/auth/ranking/gamification/recalculation/1', cookie: student })).statusCode).toBe(403);
    const celebrations = await t.request({ url: '/api/auth/ranking/celebrations/1', cookie: student });
    expect(celebrations.json().data).toMatchObject([{ kind: 'level', title: 'Ouro' }]);
    // Right after one finished, the next waits its turn.
    expect(await requestRecalculation(t.ctx.db, 1)).toBe(true);
    await t.ctx.jobs.drain();
    expect((await readRecalculation(t.ctx.db, 1)).state).toBe('queued');
  });
});
