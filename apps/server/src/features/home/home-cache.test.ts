import { HOME_PATHS } from '@trilha/shared/testing/contract-paths';
import { SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { homeCarouselsReply, type HomeCarousel } from '@trilha/shared/home/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { banners, carousels, favorites, lessonProgress, tenants, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { clockStopped, countQueries } from '../../test/count-queries';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { carouselPayload, createCarousel } from '../../test/carousels';
import { bumpHomeVersion, VERSION_CACHE_MS } from '../../platform/content-versions';
import type { Db } from '../../platform/db/client';
import { VIEWER_CACHE_MS } from '../catalog/public';

// What the home keeps in memory (docs/home.md "Caching") and what makes it let go: this process's
// writes at once, another process's (a straight database change here) after the cache's lifetime.
let t: TestApp;
let ids: CatalogIds;
let aluno: string;
let admin: string;
let alunoId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await catalogIds(t, 1);
  [aluno, admin] = await Promise.all([t.login('aluno@aurora.test'), t.login('admin@aurora.test')]);
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@aurora.test'));
  alunoId = row!.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function home(cookie = aluno): Promise<HomeCarousel[]> {
  const res = await t.request({ url: HOME_PATHS.carousels(1), cookie });
  expect(res.statusCode, res.body).toBe(200);
  return homeCarouselsReply.parse(res.json()).data;
}
const byType = (list: HomeCarousel[], type: number) => list.find((c) => c.type === String(type));
const myList = async () => byType(await home(), SYSTEM_CAROUSELS.myList)?.items.map((i) => [i.kind, i.id]) ?? [];
const continuing = async () => byType(await home(), SYSTEM_CAROUSELS.continueLessons)!.items.map((i) => [i.id, i.progress]);
const bannerTitles = async () =>
  (await t.request({ url: '/api/auth/config/plataforma/bannersCustom/index/1', cookie: aluno }))
    .json()[2]
    .data.map((b: { title: string }) => b.title);

/** What another process does: the version bump in the row, without touching this process's memory. */
const bumpElsewhere = (db: Db) =>
  db
    .update(tenants)
    .set({ homeVersion: sql`${tenants.homeVersion} + 1` })
    .where(eq(tenants.id, 1));
/**
 * A write whose change notification never comes (the triggers are off for its transaction): what a
 * process that has lost its listening connection misses (docs/caching.md).
 */
const unheard = (write: (tx: Db) => Promise<unknown>) =>
  t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });

/** Moves the clock past a cache's lifetime; only Date is faked, so the database keeps working. */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms + 1);
}

describe('the home view from memory', () => {
  it('runs no query for a warm home view: session, school, banners and carousels', async () => {
    const view = () =>
      Promise.all(
        ['/api/me', '/api/tenant', '/api/auth/config/plataforma/bannersCustom/index/1', HOME_PATHS.carousels(1)].map(async (url) => {
          const res = await t.request({ url, cookie: aluno });
          expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        }),
      );
    await clockStopped(async () => {
      await view();
      expect(await countQueries(t, view)).toBe(0);
    });
  });

  it('shows a progress save in the next read at once', async () => {
    const lesson = ids.lesson('Persona e público-alvo');
    expect((await continuing()).map(([id]) => id)).not.toContain(lesson);
    const put = await t.request({
      method: 'PUT',
      url: `/api/catalog/lessons/${lesson}/progress`,
      cookie: aluno,
      payload: { watched_seconds: 3 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await continuing())[0]).toEqual([lesson, 25]);
  });

  it('shows a favourite added or removed in the next read at once', async () => {
    const lesson = ids.lesson('Calendário editorial');
    expect(await myList()).toEqual([]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: HOME_PATHS.addFavorite,
          cookie: aluno,
          payload: { tenant_id: 1, kind: 'lesson', id: lesson },
        })
      ).statusCode,
    ).toBe(200);
    expect(await myList()).toEqual([['lesson', lesson]]);
    expect((await t.request({ method: 'DELETE', url: HOME_PATHS.removeFavorite(1, 'lesson', lesson), cookie: aluno })).statusCode).toBe(
      200,
    );
    expect(await myList()).toEqual([]);
  });

  it('shows a carousel written through its route at once', async () => {
    await home(admin);
    const id = await createCarousel(t, admin, carouselPayload({ title: 'Recém-criado', content: [ids.courses[0]!.id] }));
    expect((await home(admin)).find((c) => c.id === id)).toMatchObject({ title: 'Recém-criado', total_items: 1 });
    await t.ctx.db.delete(carousels).where(and(eq(carousels.tenantId, 1), eq(carousels.id, id)));
    await bumpHomeVersion(t.ctx.db, 1);
  });

  it("shows another process's carousel and banner writes at once: the database reports the version bump", async () => {
    await home();
    await bannerTitles();
    await t.ctx.db
      .update(carousels)
      .set({ title: 'Comece pelo começo' })
      .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece por aqui')));
    await t.ctx.db.insert(banners).values({ tenantId: 1, title: 'De outro processo', order: 1 });
    await bumpElsewhere(t.ctx.db);
    await t.heard();
    expect((await home()).map((c) => c.title)).toContain('Comece pelo começo');
    expect(await bannerTitles()).toContain('De outro processo');
    await t.ctx.db
      .update(carousels)
      .set({ title: 'Comece por aqui' })
      .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece pelo começo')));
    await t.ctx.db.delete(banners).where(eq(banners.tenantId, 1));
    await bumpElsewhere(t.ctx.db);
    await t.heard();
  });

  it('without the notification (a lost listening connection), the versions are trusted for VERSION_CACHE_MS only', async () => {
    await home();
    await unheard(async (tx) => {
      await tx
        .update(carousels)
        .set({ title: 'Comece pelo começo' })
        .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece por aqui')));
      await bumpElsewhere(tx);
    });
    expect((await home()).map((c) => c.title)).toContain('Comece por aqui');
    later(VERSION_CACHE_MS);
    expect((await home()).map((c) => c.title)).toContain('Comece pelo começo');
    await t.ctx.db
      .update(carousels)
      .set({ title: 'Comece por aqui' })
      .where(and(eq(carousels.tenantId, 1), eq(carousels.title, 'Comece pelo começo')));
    await bumpElsewhere(t.ctx.db);
    await t.heard();
  });

  it("shows another process's progress and favourite writes at once: the database reports them", async () => {
    const course = ids.course('Finanças Pessoais na Prática');
    const lesson = ids.lesson('Calendário editorial');
    await continuing();
    await t.ctx.db.insert(favorites).values({ tenantId: 1, userId: alunoId, kind: 'course', targetId: course });
    await t.ctx.db
      .insert(lessonProgress)
      .values({ tenantId: 1, userId: alunoId, lessonId: lesson, watchedSeconds: 1, updatedAt: new Date(Date.now() + 60_000) });
    await t.heard();
    expect(await myList()).toEqual([['course', course]]);
    expect((await continuing())[0]![0]).toBe(lesson);
    await t.ctx.db.delete(favorites).where(eq(favorites.userId, alunoId));
    await t.heard();
  });

  it("without the notification, the user's cached sets are trusted for VIEWER_CACHE_MS only", async () => {
    const course = ids.course('Finanças Pessoais na Prática');
    expect(await myList()).toEqual([]);
    await unheard((tx) => tx.insert(favorites).values({ tenantId: 1, userId: alunoId, kind: 'course', targetId: course }));
    expect(await myList()).toEqual([]);
    later(VIEWER_CACHE_MS);
    expect(await myList()).toEqual([['course', course]]);
    await t.ctx.db.delete(favorites).where(eq(favorites.userId, alunoId));
    await t.heard();
  });

  it('after the expiry, a read that finds the same sets serves the same replies, and the shelf follows what it shows', async () => {
    // The viewer keeps a read's stamps when the next read finds the same content (catalog/viewer.ts):
    // the replies are not composed again, and must still change with the first change they show.
    type Card = { id: number; finished_count: number };
    const shelf = async () => {
      const res = await t.request({ url: '/api/catalog/courses', cookie: aluno });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    const homeBytes = async () => (await t.request({ url: HOME_PATHS.carousels(1), cookie: aluno })).body;
    const [home0, shelf0] = [await homeBytes(), await shelf()];
    later(VIEWER_CACHE_MS);
    expect([await homeBytes(), await shelf()]).toEqual([home0, shelf0]);

    // A favourite shows on the home, not on the shelf.
    const course = ids.course('Finanças Pessoais na Prática');
    await unheard((tx) => tx.insert(favorites).values({ tenantId: 1, userId: alunoId, kind: 'course', targetId: course }));
    later(VIEWER_CACHE_MS);
    expect(await myList()).toEqual([['course', course]]);
    expect(await shelf()).toBe(shelf0);

    // A finished lesson moves the shelf.
    const lesson = ids.lesson('Jornada de compra');
    const marketing = ids.course('Marketing Digital para Iniciantes');
    const count = (body: string) => (JSON.parse(body) as { data: Card[] }).data.find((c) => c.id === marketing)!.finished_count;
    await unheard((tx) =>
      tx
        .insert(lessonProgress)
        .values({ tenantId: 1, userId: alunoId, lessonId: lesson, watchedSeconds: 1, finishedAt: new Date() })
        .onConflictDoUpdate({
          target: [lessonProgress.tenantId, lessonProgress.userId, lessonProgress.lessonId],
          set: { finishedAt: new Date() },
        }),
    );
    const before = count(shelf0);
    later(VIEWER_CACHE_MS);
    expect(count(await shelf())).toBe(before + 1);

    await t.ctx.db.delete(favorites).where(eq(favorites.userId, alunoId));
    await t.ctx.db
      .delete(lessonProgress)
      .where(and(eq(lessonProgress.tenantId, 1), eq(lessonProgress.userId, alunoId), eq(lessonProgress.lessonId, lesson)));
    await t.heard();
  });
});
