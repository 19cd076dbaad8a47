import { LESSON_MIN_SECONDS } from '@trilha/shared/catalog/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityPosts, courses, lessons, modules } from '../../../db/schema/index';
import { addReward, clearGamification, pointsOf, setScoring, userId } from '../../../test/gamification';
import { rowsOf } from '../../../platform/db/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { watchLesson } from '../../../test/lesson-watching';

// The events the engine needed, published by the writes that cause them (login, progress, unlikes,
// deletions), scored end to end through the real routes and the job queue.

let t: TestApp;
let aluno: number;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  aluno = await userId(t, 'aluno@aurora.test');
  cookie = await t.login('aluno@aurora.test');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, {
    login: 7,
    watchClass: 1,
    finishClass: 10,
    finishModule: 100,
    finishCourse: 1000,
    likeClass: 3,
    scoreLikes: 2,
    scoreComments: 5,
  });
});

const drain = () => t.ctx.jobs.drain();

/** The first lesson's like for aluno, taken back and its points cleared, with like_class at 3. */
async function freshLessonLike() {
  const [lesson] = await t.ctx.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(courses, and(eq(courses.tenantId, lessons.tenantId), eq(courses.id, lessons.courseId)))
    .where(and(eq(lessons.tenantId, 1), eq(courses.order, 1)))
    .limit(1);
  const like = (method: 'PUT' | 'DELETE') => t.request({ method, url: `/api/auth/aulas/1/${lesson!.id}/like`, cookie });
  await like('DELETE');
  await drain();
  await clearGamification(t);
  await setScoring(t, { likeClass: 3 });
  return like;
}

describe('published by the writes', () => {
  it('a password sign-in scores login once per UTC day', async () => {
    await t.login('aluno@aurora.test');
    await t.login('aluno@aurora.test');
    await drain();
    expect((await pointsOf(t, aluno)).lifetime).toBe(7);
    await t.login('owner@aurora.test');
    await drain();
    expect((await pointsOf(t, await userId(t, 'owner@aurora.test'))).lifetime).toBe(0);
  });

  it('finishing every lesson of a course scores each lesson, module and the course, and grants the lesson reward', async () => {
    const [course] = await t.ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, 1), eq(courses.order, 2)));
    const rows = await t.ctx.db
      .select({ id: lessons.id, duration: lessons.durationSeconds })
      .from(lessons)
      .where(and(eq(lessons.tenantId, 1), eq(lessons.courseId, course!.id)))
      .orderBy(asc(lessons.moduleId), asc(lessons.order));
    const moduleCount = (await t.ctx.db.select({ id: modules.id }).from(modules).where(eq(modules.courseId, course!.id))).length;
    await addReward(t, { name: 'Aula concluída', rewardType: 'lesson', lessonId: rows[0]!.id, products: [0] });
    for (const lesson of rows) {
      // Watched through, as the player reports it: one report is not believed (docs/catalog.md "Progress").
      const res = await watchLesson(t, cookie, lesson.id, lesson.duration > 0 ? lesson.duration : LESSON_MIN_SECONDS, { finished: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().progress.finished_at).not.toBeNull();
      // Saved again: no second event, no second point.
      await t.request({ method: 'PUT', url: `/api/catalog/lessons/${lesson.id}/progress`, cookie, payload: { watched_seconds: 36_000 } });
    }
    await drain();
    const watched = rows.filter((l) => l.duration > 0).length;
    expect((await pointsOf(t, aluno)).lifetime).toBe(watched + rows.length * 10 + moduleCount * 100 + 1000);
    const mine = (await t.request({ url: '/api/auth/ranking/my-rewards/1', cookie })).json().data;
    expect(mine).toMatchObject([{ reward: { name: 'Aula concluída', reward_type: 'lesson' } }]);
  });

  it('a lesson unliked takes its points back; liked again scores again, once', async () => {
    const like = await freshLessonLike();
    expect((await like('PUT')).statusCode).toBe(200);
    await drain();
    expect((await pointsOf(t, aluno)).lifetime).toBe(3);
    await like('DELETE');
    await drain();
    expect((await pointsOf(t, aluno)).lifetime).toBe(0);
    await like('PUT');
    await like('PUT');
    await drain();
    expect((await pointsOf(t, aluno)).lifetime).toBe(3);
  });

  it('a backlog is scored in order, with no job per event: liked, unliked and liked again before the worker ran scores once; the reverse, nothing', async () => {
    const like = await freshLessonLike();
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(query))[0]!;
    const mark = (await one<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from jobs`)).id;
    const jobs = () =>
      one<{ n: number }>(sql`select count(*)::int as n from jobs
        where id > ${mark} and queue = 'events.deliver' and payload->>'subscriber' = 'gamification'`);
    expect((await like('PUT')).statusCode).toBe(200);
    await like('DELETE');
    await like('PUT');
    await drain();
    expect((await pointsOf(t, aluno)).lifetime).toBe(3);
    await like('DELETE');
    await like('PUT');
    await like('DELETE');
    await drain();
    expect((await pointsOf(t, aluno)).lifetime).toBe(0);
    // The engine read the six events as a stream (decision 0010): no job row for any of them.
    expect(await jobs()).toEqual({ n: 0 });
  });

  it("a community like scores the post's author, and the unlike takes it back", async () => {
    const posts = await t.ctx.db
      .select({ id: communityPosts.id, author: communityPosts.userId })
      .from(communityPosts)
      .where(eq(communityPosts.tenantId, 1))
      .orderBy(asc(communityPosts.id))
      .limit(40);
    const aluna = await userId(t, 'aluna@aurora.test');
    const theirs = posts.filter((p) => p.author === aluna);
    let liked: number | null = null;
    for (const post of theirs) {
      await t.request({ method: 'DELETE', url: `/api/auth/community/post/1/${post.id}/like`, cookie });
      if ((await t.request({ method: 'PUT', url: `/api/auth/community/post/1/${post.id}/like`, cookie })).statusCode === 200) {
        liked = post.id;
        break;
      }
    }
    expect(liked).not.toBeNull();
    await drain();
    const before = (await pointsOf(t, aluna)).lifetime;
    await t.request({ method: 'DELETE', url: `/api/auth/community/post/1/${liked}/like`, cookie });
    await drain();
    expect(before - (await pointsOf(t, aluna)).lifetime).toBe(2);
    const count = await t.ctx.db.execute(
      sql`select count(*)::int as n from domain_events where tenant_id = 1 and type = 'community.post.unliked'`,
    );
    expect((count as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
