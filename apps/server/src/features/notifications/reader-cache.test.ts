import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { clockStopped, countQueries } from '../../test/count-queries';
import { userIdOf } from '../../test/builders';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertNotifications, loadScene, type Scene } from '../../test/notification-rows';

// The bell's count and the first page, from memory when warm, never stale once a change is heard
// (reader-cache.ts, migration 0021).

let t: TestApp;
let aurora: Scene;
let [aluna, aluno] = ['', ''];
let [alunaId, alunoId] = [0, 0];
const idOf = (email: string) => userIdOf(t.ctx.db, email);

beforeAll(async () => {
  t = await createTestApp();
  [aluna, aluno] = await Promise.all([t.login('aluna@aurora.test'), t.login('aluno@aurora.test')]);
  [alunaId, alunoId] = await Promise.all([idOf('aluna@aurora.test'), idOf('aluno@aurora.test')]);
  aurora = await loadScene(t.ctx.db, 1);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(notifications);
  await t.heard();
});

const unread = async (cookie: string) => (await t.request({ url: '/api/auth/notification/total', cookie })).json().unread_count as number;
const firstPage = async (cookie: string) => (await t.request({ url: '/api/auth/notification', cookie })).json().data as { id: number }[];

describe('the bell from memory', () => {
  it('a warm count and first page run no statement; another page is read as asked', async () => {
    await insertNotifications(t.ctx.db, aurora, [{ type: 'community_comment', userId: alunaId }]);
    await t.heard();
    await clockStopped(async () => {
      expect(await unread(aluna)).toBe(1);
      expect(await firstPage(aluna)).toHaveLength(1);
      expect(await countQueries(t, async () => [await unread(aluna), await firstPage(aluna)])).toBe(0);
      expect(await countQueries(t, () => t.request({ url: '/api/auth/notification?page=2', cookie: aluna }))).toBe(1);
    });
  });

  it('a change by any writer shows once heard: one user’s row, a school-wide batch, a cascade', async () => {
    expect(await unread(aluna)).toBe(0);
    expect(await unread(aluno)).toBe(0);
    // One user (the trigger names her).
    await insertNotifications(t.ctx.db, aurora, [{ type: 'community_like', userId: alunaId }]);
    await t.heard();
    expect(await unread(aluna)).toBe(1);
    expect(await unread(aluno)).toBe(0);
    // A batch for several (the school is named): both forget.
    await insertNotifications(t.ctx.db, aurora, [
      { type: 'community_post', userId: alunaId },
      { type: 'community_post', userId: alunoId },
    ]);
    await t.heard();
    expect([await unread(aluna), await unread(aluno)]).toEqual([2, 1]);
    expect(await firstPage(aluno)).toHaveLength(1);
    // Rows deleted (as a deleted post's cascade deletes them): the statement reports too.
    await t.ctx.db.delete(notifications).where(eq(notifications.type, 'community_post'));
    await t.heard();
    expect([await unread(aluna), await unread(aluno)]).toEqual([1, 0]);
    expect(await firstPage(aluno)).toEqual([]);
  });

  it('marking read answers a fresh count at once, before any report arrives', async () => {
    const [id] = await insertNotifications(t.ctx.db, aurora, [
      { type: 'community_comment', userId: alunaId },
      { type: 'community_reply', userId: alunaId },
    ]);
    await t.heard();
    expect(await unread(aluna)).toBe(2);
    const marked = await t.request({
      method: 'PATCH',
      url: '/api/platform/auth/notification/update',
      cookie: aluna,
      payload: { ids: [id] },
    });
    expect(marked.json().updated).toBe(1);
    expect(await unread(aluna)).toBe(1);
    expect((await firstPage(aluna)).length).toBe(2);
  });
});
