import { LESSON_PAGE_MESSAGES as M } from '@trilha/shared/lesson-page/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enrollments, liveProducts, lives, products, users } from '../../db/schema/index';
import { clockStopped, countQueries } from '../../test/count-queries';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let aluno: string;
let aluna: string;
let moderator: string;
let admin: string;
let borealStudent: string;
let [essencial, mentoria] = [0, 0];

const HOUR = 3_600_000;
const STREAM = 'https://player.vimeo.com/video/76979871';

beforeAll(async () => {
  t = await createTestApp();
  [aluno, aluna, moderator, admin, borealStudent] = await Promise.all([
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  const ids = (await t.ctx.db.select({ id: products.id }).from(products).where(eq(products.tenantId, 1)).orderBy(asc(products.id))).map(
    (p) => p.id,
  );
  [essencial = 0, , mentoria = 0] = ids;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(lives);
  await t.heard();
});

/** A live written straight in the database, between explicit instants relative to now. */
async function live(title: string, fromMs: number, toMs: number, productIds: number[] = [], tenantId = 1) {
  const [row] = await t.ctx.db
    .insert(lives)
    .values({ tenantId, title, streamUrl: STREAM, startsAt: new Date(Date.now() + fromMs), endsAt: new Date(Date.now() + toMs) })
    .returning({ id: lives.id });
  const id = row!.id;
  if (productIds.length) await t.ctx.db.insert(liveProducts).values(productIds.map((productId) => ({ tenantId, liveId: id, productId })));
  // Written straight in the database: the app's kept lives are forgotten when it hears so.
  await t.heard();
  return id;
}
const hasLive = async (cookie: string, host?: string) => {
  const res = await t.request({ url: '/api/platform/has-live', cookie, host });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const watch = (cookie: string, id: number, tenant = 1, host?: string) =>
  t.request({ url: `/api/auth/lives/${tenant}/${id}/watch`, cookie, host });

describe('GET /api/platform/has-live (CONTRACT "Notifications")', () => {
  it('is false with no live on air: none, one that ended, one not started yet', async () => {
    expect(await hasLive(aluno)).toEqual({ show_live_alert: false, live: null });
    await live('Ontem', -26 * HOUR, -25 * HOUR);
    await live('Acabou agora', -HOUR, -1_000);
    await live('Daqui a pouco', 60_000, HOUR);
    expect(await hasLive(aluno)).toEqual({ show_live_alert: false, live: null });
  });

  it("is true for the whole school while a live without products is on, with its title and '/live?watch={id}'", async () => {
    const id = await live('Aula aberta', -10 * 60_000, HOUR);
    for (const cookie of [aluno, aluna, moderator]) {
      expect(await hasLive(cookie)).toEqual({ show_live_alert: true, live: { title: 'Aula aberta', watch_url: `/live?watch=${id}` } });
    }
    // Another school hears nothing of it.
    expect(await hasLive(borealStudent, BOREAL)).toEqual({ show_live_alert: false, live: null });
  });

  it("a live for some products: their holders and staff see it, others don't; an expired enrolment does not count", async () => {
    const id = await live('Mentoria ao vivo', -60_000, HOUR, [mentoria]);
    expect((await hasLive(aluna)).live).toEqual({ title: 'Mentoria ao vivo', watch_url: `/live?watch=${id}` });
    expect((await hasLive(moderator)).show_live_alert).toBe(true);
    expect(await hasLive(aluno)).toEqual({ show_live_alert: false, live: null });
    const [me] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluna@aurora.test'));
    const held = and(eq(enrollments.tenantId, 1), eq(enrollments.userId, me!.id), eq(enrollments.productId, mentoria));
    await t.ctx.db
      .update(enrollments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(held);
    await t.heard();
    try {
      expect((await hasLive(aluna)).show_live_alert).toBe(false);
    } finally {
      await t.ctx.db.update(enrollments).set({ expiresAt: null }).where(held);
      await t.heard();
    }
  });

  it('with two on air, names the one that started last that the member may see', async () => {
    await live('Primeira', -2 * HOUR, HOUR);
    const second = await live('Segunda, da Mentoria', -HOUR, HOUR, [mentoria]);
    expect((await hasLive(aluna)).live).toEqual({ title: 'Segunda, da Mentoria', watch_url: `/live?watch=${second}` });
    expect((await hasLive(aluno)).live.title).toBe('Primeira');
  });

  it('asks for a session (401); a tenantId header of another school is 403', async () => {
    expect((await t.request({ url: '/api/platform/has-live' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/platform/has-live', cookie: aluno, headers: { tenantId: '2' } })).statusCode).toBe(403);
  });
});

describe('the lives kept in memory (on-air-cache.ts)', () => {
  it('a warm ask runs no statement, and a live starting and ending moves the answer by the clock alone', async () => {
    const id = await live('Mais tarde', HOUR, 2 * HOUR);
    await clockStopped(async () => {
      expect((await hasLive(aluno)).show_live_alert).toBe(false);
      expect(await countQueries(t, () => hasLive(aluno))).toBe(0);
    });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + HOUR + 60_000);
      expect(await hasLive(aluno)).toEqual({ show_live_alert: true, live: { title: 'Mais tarde', watch_url: `/live?watch=${id}` } });
      vi.setSystemTime(start + 2 * HOUR + 60_000);
      expect((await hasLive(aluno)).show_live_alert).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a live scheduled, moved and deleted in the edit panel shows in the header at once', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const body = { title: 'Agora mesmo', stream_url: STREAM, starts_at: at(-60_000), ends_at: at(HOUR), product_ids: [] };
    expect((await hasLive(aluno)).show_live_alert).toBe(false);
    const created = await t.request({ method: 'POST', url: '/api/auth/lives/1', cookie: admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as { id: number }).id;
    expect((await hasLive(aluno)).live).toEqual({ title: 'Agora mesmo', watch_url: `/live?watch=${id}` });
    // Moved to Mentoria only: aluno (Essencial) no longer sees it.
    const moved = await t.request({
      method: 'PUT',
      url: `/api/auth/lives/1/${id}`,
      cookie: admin,
      payload: { ...body, product_ids: [mentoria] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await hasLive(aluno)).show_live_alert).toBe(false);
    expect((await hasLive(aluna)).show_live_alert).toBe(true);
    expect((await t.request({ method: 'DELETE', url: `/api/auth/lives/1/${id}`, cookie: admin })).statusCode).toBe(200);
    expect((await hasLive(aluna)).show_live_alert).toBe(false);
  });
});

describe('GET /api/auth/lives/{tenant}/{liveId}/watch (path chosen by Trilha)', () => {
  it('gives a member who may see it the live, on air or not', async () => {
    const id = await live('Agora', -60_000, HOUR, [essencial]);
    const res = await watch(aluno, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id, title: 'Agora', stream_url: STREAM, starts_at: expect.any(String), ends_at: expect.any(String), on_air: true },
    });
    const later = await live('Depois', 24 * HOUR, 25 * HOUR);
    expect((await watch(aluno, later)).json().data).toMatchObject({ title: 'Depois', on_air: false });
    const over = await live('Já foi', -25 * HOUR, -24 * HOUR);
    expect((await watch(aluna, over)).json().data).toMatchObject({ title: 'Já foi', on_air: false });
  });

  it("is 403 'Esta live não está disponível para você.' for a member without its products; staff watch it", async () => {
    const id = await live('Só Mentoria', -60_000, HOUR, [mentoria]);
    const res = await watch(aluno, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: M.liveNotForYou });
    expect((await watch(`${aluno}; lang=en`, id)).json()).toEqual({ error: 'This live is not available to you.' });
    expect((await watch(moderator, id)).statusCode).toBe(200);
    expect((await watch(aluna, id)).statusCode).toBe(200);
  });

  it("another school's live is 404 ('Live não encontrada.'); another school in the path 403; no session 401", async () => {
    const id = await live('Aurora', -60_000, HOUR);
    const res = await watch(borealStudent, id, 2, BOREAL);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: M.liveNotFound });
    expect((await watch(aluno, 2_000_000_000)).statusCode).toBe(404);
    expect((await watch(aluno, id, 2)).statusCode).toBe(403);
    expect((await t.request({ url: `/api/auth/lives/1/${id}/watch` })).statusCode).toBe(401);
    expect((await watch(aluno, 0)).statusCode).toBe(400);
  });
});
