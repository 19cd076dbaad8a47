import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonLikes } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { eventsOf, lessonOf, signInPeople, type Person } from '../../test/lesson-page';

// CONTRACT "Lessons and the lesson screen": PUT / DELETE .../like, idempotent, { liked, likes_count };
// GET .../like (path chosen by Trilha) reads the state.

let t: TestApp;
let people: Awaited<ReturnType<typeof signInPeople>>;
beforeAll(async () => {
  t = await createTestApp();
  people = await signInPeople(t);
});
afterAll(() => t.close());

const as = (who: Person) => people.cookie[who];
const M = (key: keyof typeof LESSON_PAGE_TRANSLATIONS) => LESSON_PAGE_TRANSLATIONS[key].pt;
const like = (method: 'GET' | 'PUT' | 'DELETE', lessonId: number, who: Person | null, tenant = 1, host?: string) =>
  t.request({ method, url: `/api/auth/aulas/${tenant}/${lessonId}/like`, cookie: who ? as(who) : undefined, host });
const rows = async (lessonId: number, userId?: number) =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(lessonLikes)
      .where(and(eq(lessonLikes.lessonId, lessonId), userId === undefined ? undefined : eq(lessonLikes.userId, userId)))
  )[0]!.n;
const likedEvents = () => eventsOf(t, 1, 'lesson.liked');

describe('lesson likes', () => {
  it("the seed's likes are counted: 'Regra dos terços na prática' has five", async () => {
    const lesson = await lessonOf(t, 1, 0, 1);
    expect((await like('GET', lesson.id, 'aluno@aurora.test')).json()).toEqual({ liked: true, likes_count: 5 });
    expect((await like('GET', lesson.id, 'moderador@aurora.test')).json()).toEqual({ liked: false, likes_count: 5 });
  });

  it('like, like again, unlike, unlike again: idempotent, one row, one event, the count follows', async () => {
    const lesson = await lessonOf(t, 1, 1, 2);
    const before = await likedEvents();
    expect((await like('GET', lesson.id, 'aluno@aurora.test')).json()).toEqual({ liked: false, likes_count: 0 });

    for (let i = 0; i < 2; i++) {
      const res = await like('PUT', lesson.id, 'aluno@aurora.test');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ liked: true, likes_count: 1 });
    }
    expect(await rows(lesson.id)).toBe(1);
    expect(await likedEvents()).toBe(before + 1);
    const [event] = await t.ctx.events.recent(1, 'lesson.liked', 1);
    expect(event!.payload).toEqual({ lessonId: lesson.id, courseId: lesson.courseId, likerId: people.id['aluno@aurora.test'] });

    expect((await like('PUT', lesson.id, 'moderador@aurora.test')).json()).toEqual({ liked: true, likes_count: 2 });
    expect((await like('GET', lesson.id, 'aluno@aurora.test')).json()).toEqual({ liked: true, likes_count: 2 });
    for (let i = 0; i < 2; i++) {
      expect((await like('DELETE', lesson.id, 'aluno@aurora.test')).json()).toEqual({ liked: false, likes_count: 1 });
    }
    expect((await like('GET', lesson.id, 'aluno@aurora.test')).json()).toEqual({ liked: false, likes_count: 1 });
    // Unlikes publish nothing; liking again is a new like.
    expect(await likedEvents()).toBe(before + 2);
    expect((await like('PUT', lesson.id, 'aluno@aurora.test')).json()).toEqual({ liked: true, likes_count: 2 });
    expect(await likedEvents()).toBe(before + 3);
  });

  it('20 likes at once by one member leave exactly one row and one event', async () => {
    const lesson = await lessonOf(t, 1, 0, 4);
    const before = await likedEvents();
    const results = await Promise.all(Array.from({ length: 20 }, () => like('PUT', lesson.id, 'aluna@aurora.test')));
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ liked: true, likes_count: 1 });
    }
    expect(await rows(lesson.id, people.id['aluna@aurora.test'])).toBe(1);
    expect(await likedEvents()).toBe(before + 1);
    // And 20 unlikes at once leave none.
    const undone = await Promise.all(Array.from({ length: 20 }, () => like('DELETE', lesson.id, 'aluna@aurora.test')));
    expect(undone.every((r) => r.statusCode === 200 && r.json().liked === false && r.json().likes_count === 0)).toBe(true);
    expect(await rows(lesson.id)).toBe(0);
  });

  it('the locked, the foreign and the signed-out are refused, writing nothing', async () => {
    const finance = await lessonOf(t, 1, 2, 1);
    const before = { rows: await rows(finance.id), events: await likedEvents() };
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const locked = await like(method, finance.id, 'aluno@aurora.test');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error).toBe(M('lessonLocked'));
      const foreign = await like(method, finance.id, 'admin@boreal.test', 2, BOREAL);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe(M('lessonNotFound'));
      expect((await like(method, finance.id, 'admin@boreal.test', 1, BOREAL)).statusCode).toBe(403);
      expect((await like(method, finance.id, 'aluno@aurora.test', 2)).statusCode).toBe(403);
      expect((await like(method, finance.id, null)).statusCode).toBe(401);
      expect((await like(method, 2_000_000, 'aluna@aurora.test')).statusCode).toBe(404);
    }
    expect({ rows: await rows(finance.id), events: await likedEvents() }).toEqual(before);
    // Its holder and staff like it.
    expect((await like('PUT', finance.id, 'aluna@aurora.test')).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await like('PUT', finance.id, 'owner@aurora.test')).json()).toEqual({ liked: true, likes_count: 2 });
  });

  it("Boreal's members like Boreal's lessons, counted apart from Aurora's", async () => {
    const lesson = await lessonOf(t, 2, 0, 0);
    const res = await like('PUT', lesson.id, 'aluno@boreal.test', 2, BOREAL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ liked: true, likes_count: 1 });
    expect(await eventsOf(t, 2, 'lesson.liked')).toBe(1);
  });
});
