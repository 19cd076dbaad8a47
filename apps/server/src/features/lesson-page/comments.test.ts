import {
  LESSON_COMMENT_MAX,
  LESSON_COMMENTS_PAGE_SIZE,
  LESSON_COMMENTS_PER_MINUTE,
  LESSON_REPLIES_PAGE_SIZE,
  LESSON_REPLIES_SHOWN,
} from '@trilha/shared/lesson-page/constants';
import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lessonComments } from '../../db/schema/index';
import { forgetAttempts } from '../../test/attempts';
import { createTestApp } from '../../test/harness';
import { commentCalls, lessonOf, signInPeople, type LessonCommentJson, type Person } from '../../test/lesson-page';

// CONTRACT "Lessons and the lesson screen": comments of a lesson, comment or reply, delete a comment.

const t = await createTestApp();
afterAll(() => t.close());
const people = await signInPeople(t);
const { post, commented, list, del, rowsOf, allEvents } = commentCalls(t, people.cookie);
/** Photography lessons no seed comment touches (aluno's and aluna's course). */
const photo = await lessonOf(t, 1, 0, 0);
const photo2 = await lessonOf(t, 1, 0, 3);

const BASE = '/api/auth/aulas';
const M = (key: keyof typeof LESSON_PAGE_TRANSLATIONS) => LESSON_PAGE_TRANSLATIONS[key].pt;
const as = (who: Person) => people.cookie[who];
type CommentJson = LessonCommentJson;

/** Comments written here count against their author's per-minute limit; forgetting the counters frees it. */
afterEach(() => forgetAttempts(t));

const repliesCountOf = async (id: number) => {
  const [row] = await t.ctx.db
    .select()
    .from(lessonComments)
    .where(and(eq(lessonComments.tenantId, 1), eq(lessonComments.id, id)));
  const [replies] = await t.ctx.db.select({ n: count() }).from(lessonComments).where(eq(lessonComments.parentId, id));
  return { stored: row?.repliesCount, rows: replies!.n };
};
describe('the seed: a lesson with living comments', () => {
  it("'Regra dos terços na prática' shows a student's doubt answered by the moderator, newest first", async () => {
    const lesson = await lessonOf(t, 1, 0, 1);
    expect(lesson.title).toBe('Regra dos terços na prática');
    const res = await list(lesson.id, '', 'aluna@aurora.test');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as CommentJson[];
    expect(data.map((c) => c.user.id)).toEqual([people.id['diego@aurora.test'], expect.any(Number), people.id['aluno@aurora.test']]);
    const doubt = data[2]!;
    expect(doubt).toMatchObject({ answered: true, replies_count: 2, is_staff: false, can_delete: false });
    expect(doubt.replies.map((r) => [r.user.id, r.is_staff])).toEqual([
      [people.id['moderador@aurora.test'], true],
      [people.id['aluno@aurora.test'], false],
    ]);
    // A student's answer is not the school's.
    expect(data[1]).toMatchObject({ answered: false, replies_count: 1 });
    expect(data[0]).toMatchObject({ answered: false, replies_count: 0, replies: [] });
  });

  it("the seed's counts are its rows: every seeded comment's replies_count; events only for the demo's answers", async () => {
    const seeded = await t.ctx.db.select().from(lessonComments).where(eq(lessonComments.tenantId, 1));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    for (const c of seeded.filter((r) => r.parentId === null)) {
      expect(c.repliesCount, c.content).toBe(seeded.filter((r) => r.parentId === c.id).length);
    }
    // The staff's recent answers became the demo's `doubt` notifications through their events
    // (seed/notifications.ts): replies by staff to students only, and none of the comments.
    const staffAnswers = seeded.filter(
      (r) => r.authorIsStaff && r.parentId !== null && !seeded.find((p) => p.id === r.parentId)!.authorIsStaff,
    );
    const events = await allEvents();
    expect(events.comments).toBe(0);
    expect(events.replies).toBeGreaterThan(0);
    expect(events.replies).toBeLessThanOrEqual(staffAnswers.length);
  });
});

describe('comments and replies (CONTRACT "Lessons and the lesson screen")', () => {
  it('a comment and a staff reply: 201, the shape, replies_count, answered, and one event each with what class_doubt needs', async () => {
    const before = await allEvents();
    const long = `${'😀'.repeat(150)}${'a'.repeat(100)}`;
    const doubt = await commented(photo.id, long);
    expect(doubt).toMatchObject({
      lesson_id: photo.id,
      parent_id: null,
      content: long,
      user: { id: people.id['aluno@aurora.test'], name: 'João Pereira', photo_url: null },
      is_staff: false,
      can_delete: true,
      replies: [],
      replies_count: 0,
      answered: false,
    });
    const [created] = await t.ctx.events.recent(1, 'lesson.comment.created', 1);
    expect(created!.payload).toEqual({
      commentId: doubt.id,
      lessonId: photo.id,
      lessonTitle: photo.title,
      courseId: photo.courseId,
      authorId: people.id['aluno@aurora.test'],
      authorIsStaff: false,
      parentId: null,
      parentAuthorId: null,
      parentAuthorIsStaff: null,
      // 200 characters, by code point: no emoji cut in half.
      excerpt: `${'😀'.repeat(150)}${'a'.repeat(50)}`,
    });

    const answer = await commented(photo.id, 'Boa pergunta! Veja o minuto 3.', 'moderador@aurora.test', doubt.id);
    expect(answer).toMatchObject({ parent_id: doubt.id, is_staff: true, can_delete: true });
    const [replied] = await t.ctx.events.recent(1, 'lesson.reply.created', 1);
    // A staff reply to a student's comment: the 'class_doubt' notification of spec 000 §3.
    expect(replied!.payload).toEqual({
      commentId: answer.id,
      lessonId: photo.id,
      lessonTitle: photo.title,
      courseId: photo.courseId,
      authorId: people.id['moderador@aurora.test'],
      authorIsStaff: true,
      parentId: doubt.id,
      parentAuthorId: people.id['aluno@aurora.test'],
      parentAuthorIsStaff: false,
      excerpt: 'Boa pergunta! Veja o minuto 3.',
    });
    expect(await allEvents()).toEqual({ comments: before.comments + 1, replies: before.replies + 1 });
    expect(await repliesCountOf(doubt.id)).toEqual({ stored: 1, rows: 1 });

    const seen = (await list(photo.id, '', 'aluna@aurora.test')).json().data[0] as CommentJson;
    expect(seen).toMatchObject({ id: doubt.id, answered: true, replies_count: 1, can_delete: false });
    expect(seen.replies).toEqual([expect.objectContaining({ id: answer.id, is_staff: true, can_delete: false })]);
    // Staff may delete anyone's.
    expect((await list(photo.id, '', 'moderador@aurora.test')).json().data[0]).toMatchObject({ can_delete: true });
  });

  it('answered follows the staff replies: set by one, kept while another stays, cleared when the last goes; a student reply never sets it', async () => {
    const doubt = await commented(photo2.id, 'Onde encontro o material da aula?');
    const answeredOf = async () =>
      ((await list(photo2.id, '', 'aluna@aurora.test')).json().data as CommentJson[]).find((c) => c.id === doubt.id)!.answered;
    await commented(photo2.id, 'Também queria saber.', 'aluna@aurora.test', doubt.id);
    expect(await answeredOf()).toBe(false);
    const first = await commented(photo2.id, 'Na descrição, logo abaixo.', 'moderador@aurora.test', doubt.id);
    const second = await commented(photo2.id, 'E no módulo 3 também.', 'admin@aurora.test', doubt.id);
    expect(await answeredOf()).toBe(true);
    expect((await del(first.id, 'moderador@aurora.test')).statusCode).toBe(204);
    expect(await answeredOf()).toBe(true);
    expect((await del(second.id, 'admin@aurora.test')).statusCode).toBe(204);
    expect(await answeredOf()).toBe(false);
    expect(await repliesCountOf(doubt.id)).toEqual({ stored: 1, rows: 1 });
  });

  it(`pages newest first, ${LESSON_COMMENTS_PAGE_SIZE} a page, each with its first ${LESSON_REPLIES_SHOWN} replies; replies page oldest first`, async () => {
    const lesson = await lessonOf(t, 1, 1, 4);
    const total = LESSON_COMMENTS_PAGE_SIZE * 2 + 5;
    const tops = await t.ctx.db
      .insert(lessonComments)
      .values(
        Array.from({ length: total }, (_, i) => ({
          tenantId: 1,
          lessonId: lesson.id,
          userId: people.id['aluna@aurora.test'],
          content: `c${i}`,
        })),
      )
      .returning();
    const busy = tops[total - 1]!;
    const replyTotal = LESSON_REPLIES_PAGE_SIZE + 5;
    await t.ctx.db.insert(lessonComments).values(
      Array.from({ length: replyTotal }, (_, i) => ({
        tenantId: 1,
        lessonId: lesson.id,
        userId: people.id[i % 2 ? 'aluno@aurora.test' : 'admin@aurora.test'],
        // Written straight to the table: the flags the reply route keeps are set by hand (the admin is staff).
        authorIsStaff: i % 2 === 0,
        parentId: busy.id,
        content: `r${i}`,
      })),
    );
    await t.ctx.db.update(lessonComments).set({ repliesCount: replyTotal, answered: true }).where(eq(lessonComments.id, busy.id));

    const follow = async (url: string) => {
      const pages: CommentJson[][] = [];
      for (let next: string | null = url; next;) {
        const res = await t.request({ url: next, cookie: as('aluno@aurora.test') });
        expect(res.statusCode, res.body).toBe(200);
        pages.push(res.json().data);
        next = res.json().next_page_url;
      }
      return pages;
    };
    const pages = await follow(`${BASE}/1/${lesson.id}/comments`);
    expect(pages.map((p) => p.length)).toEqual([LESSON_COMMENTS_PAGE_SIZE, LESSON_COMMENTS_PAGE_SIZE, 5]);
    expect(pages.flat().map((c) => c.content)).toEqual(Array.from({ length: total }, (_, i) => `c${total - 1 - i}`));
    const first = pages[0]![0]!;
    expect(first).toMatchObject({ id: busy.id, replies_count: replyTotal, answered: true });
    expect(first.replies.map((r) => r.content)).toEqual(['r0', 'r1', 'r2'].slice(0, LESSON_REPLIES_SHOWN));
    expect(first.replies.map((r) => r.is_staff)).toEqual([true, false, true].slice(0, LESSON_REPLIES_SHOWN));
    expect(
      pages
        .flat()
        .slice(1)
        .every((c) => c.replies.length === 0 && !c.answered),
    ).toBe(true);

    const replyPages = await follow(`${BASE}/1/${lesson.id}/comments?parent_id=${busy.id}`);
    expect(replyPages.map((p) => p.length)).toEqual([LESSON_REPLIES_PAGE_SIZE, 5]);
    expect(replyPages.flat().map((r) => r.content)).toEqual(Array.from({ length: replyTotal }, (_, i) => `r${i}`));
    expect(replyPages.flat().every((r) => r.parent_id === busy.id && !('replies' in r))).toBe(true);
    // A comment without replies pages to nothing; a reply, another lesson's comment or an unknown id is 404.
    expect((await list(lesson.id, `?parent_id=${tops[0]!.id}`)).json()).toEqual({ data: [], next_page_url: null });
    const [someReply] = replyPages[0]!;
    for (const parent of [someReply!.id, 2_000_000]) {
      const res = await list(lesson.id, `?parent_id=${parent}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(M('commentNotFound'));
    }
    expect((await list(photo.id, `?parent_id=${busy.id}`)).statusCode).toBe(404);
    expect((await list(lesson.id, '?cursor=abc')).statusCode).toBe(400);
  });

  it('refuses empty, long, reply-to-a-reply and foreign parents with their messages, writing nothing', async () => {
    const first = await commented(photo2.id, 'Primeiro');
    const reply = await commented(photo2.id, 'Resposta', 'aluna@aurora.test', first.id);
    const elsewhere = await commented(photo.id, 'Noutra aula');
    const before = { rows: await rowsOf(photo2.id), events: await allEvents(), replies: await repliesCountOf(first.id) };

    const cases: [object, number, string | null][] = [
      [{ content: '   ' }, 400, M('commentRequired')],
      [{}, 400, M('commentRequired')],
      [{ content: 'x'.repeat(LESSON_COMMENT_MAX + 1) }, 400, M('commentTooLong')],
      [{ content: 'Oi', parent_id: reply.id }, 400, M('replyDepth')],
      // A parent of another lesson is as unknown here as a missing one: 404 (docs/lesson-page.md).
      [{ content: 'Oi', parent_id: elsewhere.id }, 404, M('commentNotFound')],
      [{ content: 'Oi', parent_id: 2_000_000 }, 404, M('commentNotFound')],
      [{ content: 'Oi', parent_id: 'abc' }, 400, null],
      [{ content: 'a\u0000b' }, 400, null],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(photo2.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json().error).toBe(message);
    }
    expect({ rows: await rowsOf(photo2.id), events: await allEvents(), replies: await repliesCountOf(first.id) }).toEqual(before);
    // Messages follow the lang cookie.
    const en = await t.request({
      method: 'POST',
      url: `${BASE}/1/${photo2.id}/comments`,
      cookie: `${as('aluno@aurora.test')}; lang=en`,
      payload: { content: 'Oi', parent_id: reply.id },
    });
    expect(en.json().error).toBe(LESSON_PAGE_TRANSLATIONS.replyDepth.en);
  });

  it('a lone surrogate is stored (and sent in the event) as U+FFFD', async () => {
    const odd = await commented(photo2.id, 'a\ud800b 😀');
    expect(odd.content).toBe('a\ufffdb 😀');
    const [event] = await t.ctx.events.recent(1, 'lesson.comment.created', 1);
    expect(event!.payload.excerpt).toBe('a\ufffdb 😀');
  });

  it('deletes: the author or staff (moderator, admin, owner); a reply moves its parent, a comment takes its replies', async () => {
    const lesson = await lessonOf(t, 1, 0, 5);
    const first = await commented(lesson.id, 'Com respostas');
    const keep = await commented(lesson.id, 'Fica', 'aluna@aurora.test');
    const replies: CommentJson[] = [];
    for (const who of ['aluna@aurora.test', 'aluno@aurora.test', 'aluna@aurora.test'] as const) {
      replies.push(await commented(lesson.id, 'Resposta', who, first.id));
    }
    expect(await repliesCountOf(first.id)).toEqual({ stored: 3, rows: 3 });

    const refused = await del(first.id, 'aluna@aurora.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M('cannotDelete'));
    expect((await del(first.id, 'diego@aurora.test')).json().error).toBe(M('cannotDelete'));

    // The author deletes a reply: its parent loses one.
    expect((await del(replies[0]!.id, 'aluna@aurora.test')).statusCode).toBe(204);
    expect(await repliesCountOf(first.id)).toEqual({ stored: 2, rows: 2 });
    // Staff delete anyone's reply.
    expect((await del(replies[2]!.id, 'admin@aurora.test')).statusCode).toBe(204);
    expect(await repliesCountOf(first.id)).toEqual({ stored: 1, rows: 1 });
    // A moderator deletes the comment: its reply goes with it.
    expect((await del(first.id, 'moderador@aurora.test')).statusCode).toBe(204);
    expect(await rowsOf(lesson.id)).toBe(1);
    expect((await list(lesson.id)).json().data.map((c: CommentJson) => c.id)).toEqual([keep.id]);
    expect((await del(first.id, 'moderador@aurora.test')).json().error).toBe(M('commentNotFound'));
    expect((await del(replies[1]!.id, 'aluno@aurora.test')).statusCode).toBe(404);
    expect((await del(keep.id, 'owner@aurora.test')).statusCode).toBe(204);
  });

  it(`a member past ${LESSON_COMMENTS_PER_MINUTE} comments a minute gets 429 commentsTooFast, writing nothing`, async () => {
    const lesson = await lessonOf(t, 1, 0, 6);
    for (let i = 0; i < LESSON_COMMENTS_PER_MINUTE; i++) await commented(lesson.id, `n${i}`, 'aluna@aurora.test');
    const before = { rows: await rowsOf(lesson.id), events: await allEvents() };
    const res = await post(lesson.id, { content: 'Mais um' }, 'aluna@aurora.test');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(M('commentsTooFast'));
    expect({ rows: await rowsOf(lesson.id), events: await allEvents() }).toEqual(before);
    // Another member is not held back by her.
    await commented(lesson.id, 'Eu posso', 'aluno@aurora.test');
  });

  it('keeps replies_count equal to the rows under concurrent replies and deletions, never a 500', async () => {
    const lesson = await lessonOf(t, 1, 0, 7);
    const parents = await Promise.all(['a', 'b', 'c'].map((c) => commented(lesson.id, c, 'moderador@aurora.test')));
    const before = await allEvents();
    const writes = [
      ...parents.flatMap((p) =>
        Array.from({ length: 5 }, (_, i) => post(lesson.id, { content: `r${i}`, parent_id: p.id }, 'moderador@aurora.test')),
      ),
      del(parents[1]!.id, 'moderador@aurora.test'),
    ];
    const results = await Promise.all(writes);
    const statuses = results.map((r) => r.statusCode);
    // A reply that raced its parent's deletion is 404 or lands before it; never a 500.
    expect(
      statuses.every((s) => [201, 204, 404].includes(s)),
      statuses.join(),
    ).toBe(true);
    for (const p of [parents[0]!, parents[2]!]) expect(await repliesCountOf(p.id)).toEqual({ stored: 5, rows: 5 });
    // One event per reply written, none for the refused.
    const written = statuses.filter((s) => s === 201).length;
    expect(await allEvents()).toEqual({ comments: before.comments, replies: before.replies + written });
  });
});
