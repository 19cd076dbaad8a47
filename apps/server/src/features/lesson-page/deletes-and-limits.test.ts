import { LESSON_COMMENTS_PER_MINUTE } from '@trilha/shared/lesson-page/constants';
import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { lessonComments } from '../../db/schema/index';
import { pinMinute, forgetAttempts } from '../../test/attempts';
import { clearGamification, pointsOf, setScoring } from '../../test/gamification';
import { createTestApp } from '../../test/harness';
import { commentCalls, eventsOf, lessonOf, signInPeople, type Person } from '../../test/lesson-page';

// The lesson screen's side of docs/security.md "Deletes take their points back, limits
// count attempts"): a comment deleted takes back its replies' points too, a delete frees no slot of
// the per-minute limit, and the review account takes no part in a lesson's comments and likes.

const t = await createTestApp();
afterAll(() => t.close());
const people = await signInPeople(t);
const { post, commented, list, del, rowsOf, allEvents } = commentCalls(t, people.cookie);
const lesson = await lessonOf(t, 1, 0, 5);
const M = (key: keyof typeof LESSON_PAGE_TRANSLATIONS) => LESSON_PAGE_TRANSLATIONS[key].pt;
const COMMENT_CLASS = 4;

beforeEach(async () => {
  await clearGamification(t);
  await setScoring(t, { commentClass: COMMENT_CLASS, likeClass: 2 });
  await forgetAttempts(t);
});

async function points(who: Person) {
  await t.ctx.jobs.drain(10_000);
  return (await pointsOf(t, people.id[who])).lifetime;
}

describe('whatever a delete removes takes its points back', () => {
  it('the review: a comment, 19 replies under it, the comment deleted, ends where it began', async () => {
    const before = await points('aluno@aurora.test');
    const top = await commented(lesson.id, 'Pergunta', 'aluno@aurora.test');
    for (let i = 0; i < LESSON_COMMENTS_PER_MINUTE - 1; i++) await commented(lesson.id, `r${i}`, 'aluno@aurora.test', top.id);
    expect(await points('aluno@aurora.test')).toBe(before + LESSON_COMMENTS_PER_MINUTE * COMMENT_CLASS);
    expect((await del(top.id, 'aluno@aurora.test')).statusCode).toBe(204);
    // Before the fix: 76 (only the top comment's 4 came back).
    expect(await points('aluno@aurora.test')).toBe(before);
  });

  it("a comment deleted by staff takes back its replies' points, whoever wrote them", async () => {
    const top = await commented(lesson.id, 'Dúvida', 'aluna@aurora.test');
    await commented(lesson.id, 'Eu também', 'aluno@aurora.test', top.id);
    await commented(lesson.id, 'Resposta', 'moderador@aurora.test', top.id);
    expect([await points('aluna@aurora.test'), await points('aluno@aurora.test')]).toEqual([COMMENT_CLASS, COMMENT_CLASS]);
    expect((await del(top.id, 'moderador@aurora.test')).statusCode).toBe(204);
    expect([await points('aluna@aurora.test'), await points('aluno@aurora.test')]).toEqual([0, 0]);
    const [removed] = await t.ctx.events.recent(1, 'lesson.content.removed', 1);
    expect(removed!.payload.lessonId).toBe(lesson.id);
    expect(removed!.payload.comments.map((c) => c.authorId).sort((a, b) => a - b)).toEqual(
      [people.id['aluno@aurora.test'], people.id['moderador@aurora.test']].sort((a, b) => a - b),
    );
  });

  it('a comment with more replies than one event carries: the removed replies come in events of bounded size', async () => {
    const top = await commented(lesson.id, 'Muitas respostas', 'aluna@aurora.test');
    const total = 1_500;
    await t.ctx.db.insert(lessonComments).values(
      Array.from({ length: total }, (_, i) => ({
        tenantId: 1,
        lessonId: lesson.id,
        userId: people.id['aluno@aurora.test'],
        parentId: top.id,
        content: `r${i}`,
      })),
    );
    const before = await eventsOf(t, 1, 'lesson.content.removed');
    expect((await del(top.id, 'aluna@aurora.test')).statusCode).toBe(204);
    const made = (await t.ctx.events.recent(1, 'lesson.content.removed', 10)).slice(
      0,
      (await eventsOf(t, 1, 'lesson.content.removed')) - before,
    );
    expect(made.map((e) => e.payload.comments.length).sort((a, b) => b - a)).toEqual([1_000, 500]);
    expect(await rowsOf(lesson.id)).toBe(0);
  });
});

describe('limits count attempts, not the rows that survive', () => {
  it(`deleting comments frees no slot: the ${LESSON_COMMENTS_PER_MINUTE + 1}th of a minute is 429 though none is left`, async () => {
    pinMinute(t);
    for (let i = 0; i < LESSON_COMMENTS_PER_MINUTE; i++) {
      const mine = await commented(lesson.id, `n${i}`, 'aluna@aurora.test');
      expect((await del(mine.id, 'aluna@aurora.test')).statusCode).toBe(204);
    }
    const res = await post(lesson.id, { content: 'Mais um' }, 'aluna@aurora.test');
    // Before the fix: 201 (the count read the rows of the last minute, and none was left).
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(M('commentsTooFast'));
  });

  it('requests at the same instant cannot both take the last slot', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: LESSON_COMMENTS_PER_MINUTE + 10 }, (_, i) => post(lesson.id, { content: `x${i}` }, 'aluno@aurora.test')),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LESSON_COMMENTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('the review account (spec 000 §2: no part in what members write to each other)', () => {
  it("can't read, comment, reply or like a lesson it can open: 403, nothing written", async () => {
    const theirs = await commented(lesson.id, 'De um aluno', 'aluno@aurora.test');
    const reviewer = await t.login('revisor@aurora.test');
    const before = { rows: await rowsOf(lesson.id), events: await allEvents(), likes: await eventsOf(t, 1, 'lesson.liked') };
    const calls = [
      { url: `/api/auth/aulas/1/${lesson.id}/comments` },
      { url: `/api/auth/aulas/1/${lesson.id}/comments?parent_id=${theirs.id}` },
      { method: 'POST' as const, url: `/api/auth/aulas/1/${lesson.id}/comments`, payload: { content: 'Oi' } },
      { method: 'POST' as const, url: `/api/auth/aulas/1/${lesson.id}/comments`, payload: { content: 'Oi', parent_id: theirs.id } },
      { url: `/api/auth/aulas/1/${lesson.id}/like` },
      { method: 'PUT' as const, url: `/api/auth/aulas/1/${lesson.id}/like` },
      { method: 'DELETE' as const, url: `/api/auth/aulas/1/${lesson.id}/like` },
      { method: 'DELETE' as const, url: `/api/auth/aulas/1/comments/${theirs.id}` },
    ];
    // Before the fix: 200, 200, 201, 201, 200, 200, 200, 403.
    for (const call of calls) expect((await t.request({ ...call, cookie: reviewer })).statusCode, call.url).toBe(403);
    expect({ rows: await rowsOf(lesson.id), events: await allEvents(), likes: await eventsOf(t, 1, 'lesson.liked') }).toEqual(before);
    // The same lesson's talk is open to a student of the same product.
    expect((await list(lesson.id, '', 'aluna@aurora.test')).statusCode).toBe(200);
  });
});
