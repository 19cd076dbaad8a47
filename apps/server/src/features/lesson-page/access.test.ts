import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BOREAL, createTestApp } from '../../test/harness';
import { commentCalls, lessonOf, signInPeople, type Person } from '../../test/lesson-page';

// CONTRACT "Lessons and the lesson screen": who may use a lesson's comments and likes — members of
// the school who can open the lesson (docs/lesson-page.md "The door").

const t = await createTestApp();
afterAll(() => t.close());
const people = await signInPeople(t);
const { post, commented, list, del, rowsOf, allEvents } = commentCalls(t, people.cookie);
/** Photography (aluno's and aluna's course) and finance (aluna's, not aluno's), untouched by the seed's comments. */
const photo2 = await lessonOf(t, 1, 0, 3);
const finance = await lessonOf(t, 1, 2, 0);

const BASE = '/api/auth/aulas';
const M = (key: keyof typeof LESSON_PAGE_TRANSLATIONS) => LESSON_PAGE_TRANSLATIONS[key].pt;
const as = (who: Person) => people.cookie[who];

describe('the door: the school, the lesson and its lock', () => {
  it('a locked lesson is 403 lessonLocked for a student without the course, reads included; staff and holders get in', async () => {
    const before = { rows: await rowsOf(finance.id), events: await allEvents() };
    const calls = [
      () => list(finance.id),
      () => list(finance.id, '?parent_id=1'),
      () => post(finance.id, { content: 'Posso?' }),
      () => t.request({ url: `${BASE}/1/${finance.id}/like`, cookie: as('aluno@aurora.test') }),
      () => t.request({ method: 'PUT', url: `${BASE}/1/${finance.id}/like`, cookie: as('aluno@aurora.test') }),
      () => t.request({ method: 'DELETE', url: `${BASE}/1/${finance.id}/like`, cookie: as('aluno@aurora.test') }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(M('lessonLocked'));
    }
    expect({ rows: await rowsOf(finance.id), events: await allEvents() }).toEqual(before);
    const theirs = await commented(finance.id, 'Da aluna', 'aluna@aurora.test');
    // Deleting goes through the same door.
    expect((await del(theirs.id, 'aluno@aurora.test')).json().error).toBe(M('lessonLocked'));
    for (const who of ['aluna@aurora.test', 'moderador@aurora.test', 'owner@aurora.test'] as const) {
      expect((await list(finance.id, '', who)).statusCode).toBe(200);
    }
    expect((await list(finance.id, '', 'diego@aurora.test')).statusCode).toBe(403);
  });

  it('a write checks access fresh: an enrolment that just ended locks the lesson at once', async () => {
    const lesson = await lessonOf(t, 1, 1, 0);
    // Warm the viewer (kept a few seconds) with the enrolment live.
    expect((await list(lesson.id, '', 'diego@aurora.test')).statusCode).toBe(200);
    const expire = (when: string) =>
      t.ctx.db.execute(
        sql`update enrollments set expires_at = ${when}::timestamptz where tenant_id = 1 and user_id = ${people.id['diego@aurora.test']}`,
      );
    await expire('2000-01-01T00:00:00Z');
    try {
      const refused = await post(lesson.id, { content: 'Ainda posso?' }, 'diego@aurora.test');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M('lessonLocked'));
    } finally {
      await t.ctx.db.execute(
        sql`update enrollments set expires_at = null where tenant_id = 1 and user_id = ${people.id['diego@aurora.test']}`,
      );
      await t.heard();
    }
    expect((await post(lesson.id, { content: 'Voltei' }, 'diego@aurora.test')).statusCode).toBe(201);
  });

  it("another school's ids are 404 lessonNotFound, another school's tenant in the path 403, no session 401", async () => {
    const borealLesson = await lessonOf(t, 2, 0, 0);
    const borealWrite = await post(borealLesson.id, { content: 'Olá' }, 'aluno@boreal.test', 2, BOREAL);
    expect(borealWrite.statusCode, borealWrite.body).toBe(201);
    const foreignId = borealWrite.json().data.id as number;
    const mine = await commented(photo2.id, 'Meu');
    const before = { aurora: await rowsOf(photo2.id), boreal: await rowsOf(borealLesson.id) };

    // Aurora's lesson ids in Boreal's school: not there.
    for (const who of ['admin@boreal.test', 'aluno@boreal.test'] as const) {
      for (const res of [
        await t.request({ url: `${BASE}/2/${photo2.id}/comments`, cookie: as(who), host: BOREAL }),
        await post(photo2.id, { content: 'Oi' }, who, 2, BOREAL),
        await t.request({ method: 'PUT', url: `${BASE}/2/${photo2.id}/like`, cookie: as(who), host: BOREAL }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe(M('lessonNotFound'));
      }
      const gone = await t.request({ method: 'DELETE', url: `${BASE}/2/comments/${mine.id}`, cookie: as(who), host: BOREAL });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error).toBe(M('commentNotFound'));
      // Aurora's tenant in the path: not their school.
      expect((await post(photo2.id, { content: 'Oi' }, who, 1, BOREAL)).statusCode).toBe(403);
    }
    expect((await post(borealLesson.id, { content: 'Oi' })).statusCode).toBe(404);
    expect((await post(photo2.id, { content: 'Oi', parent_id: foreignId })).statusCode).toBe(404);
    expect((await del(foreignId, 'owner@aurora.test')).statusCode).toBe(404);
    expect((await post(photo2.id, { content: 'Oi' }, 'aluno@aurora.test', 2)).statusCode).toBe(403);
    expect((await post(borealLesson.id, { content: 'Oi' }, 'admin@aurora.test', 2)).statusCode).toBe(403);
    expect((await t.request({ url: `${BASE}/1/${photo2.id}/comments` })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `${BASE}/1/${photo2.id}/comments`, payload: { content: 'x' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `${BASE}/1/comments/${mine.id}` })).statusCode).toBe(401);
    expect((await list(999_999)).json().error).toBe(M('lessonNotFound'));
    expect({ aurora: await rowsOf(photo2.id), boreal: await rowsOf(borealLesson.id) }).toEqual(before);
  });
});
