import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { lessonComments, users } from '../../db/schema/index';
import { clockStopped, countQueries } from '../../test/count-queries';
import { createTestApp } from '../../test/harness';
import { commentCalls, lessonOf, signInPeople, type LessonCommentJson, type Person } from '../../test/lesson-page';

// comments-cache.ts: a lesson's comment pages kept in memory, shared by readers, each reader's own
// flags laid over them, and forgotten on every change whoever made it (docs/caching.md).

const t = await createTestApp();
afterAll(() => t.close());
const people = await signInPeople(t);
const { commented, list, del } = commentCalls(t, people.cookie);
/** Photography lessons (aluno's and aluna's course) and a finance one (aluna's only), untouched by the seed's comments. */
const photo = await lessonOf(t, 1, 0, 2);
const finance = await lessonOf(t, 1, 2, 1);

const page = async (lessonId: number, who: Person) => {
  const res = await list(lessonId, '', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LessonCommentJson[];
};
/** Each comment and its replies as [content, can_delete]. */
const flags = (data: LessonCommentJson[]) => data.map((c) => [c.content, c.can_delete, c.replies.map((r) => [r.content, r.can_delete])]);

describe("a lesson's comment pages in memory", () => {
  it('a warm page runs no statement, and each reader sees can_delete on what is theirs (staff on everything)', async () => {
    const a = await commented(photo.id, 'Do aluno', 'aluno@aurora.test');
    await commented(photo.id, 'Da aluna', 'aluna@aurora.test');
    await commented(photo.id, 'Resposta da moderação', 'moderador@aurora.test', a.id);
    await commented(photo.id, 'Resposta da aluna', 'aluna@aurora.test', a.id);
    // The writes' change notifications arrive a few milliseconds after them, and forget the page again.
    await t.heard();
    let theirs: LessonCommentJson[] = [];
    await clockStopped(async () => {
      await page(photo.id, 'aluna@aurora.test');

      expect(flags(await page(photo.id, 'aluno@aurora.test'))).toEqual([
        ['Da aluna', false, []],
        [
          'Do aluno',
          true,
          [
            ['Resposta da moderação', false],
            ['Resposta da aluna', false],
          ],
        ],
      ]);
      expect(await countQueries(t, () => page(photo.id, 'aluno@aurora.test'))).toBe(0);
      // Another student reads the same kept page with their own flags, still without a statement.
      expect(await countQueries(t, async () => (theirs = await page(photo.id, 'aluna@aurora.test')))).toBe(0);
    });
    expect(flags(theirs)).toEqual([
      ['Da aluna', true, []],
      [
        'Do aluno',
        false,
        [
          ['Resposta da moderação', false],
          ['Resposta da aluna', true],
        ],
      ],
    ]);
    const staff = flags(await page(photo.id, 'moderador@aurora.test'));
    expect(staff.flatMap(([, own, replies]) => [own, ...(replies as [string, boolean][]).map(([, r]) => r)])).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // The school's answer is kept with the page.
    expect((await page(photo.id, 'aluno@aurora.test'))[1]).toMatchObject({ answered: true, replies_count: 2 });
  });

  it("the writer reads their own comment, reply and deletion at once; the parent's count moves with them", async () => {
    await page(photo.id, 'aluno@aurora.test');
    const mine = await commented(photo.id, 'Mais uma dúvida', 'aluno@aurora.test');
    expect((await page(photo.id, 'aluno@aurora.test'))[0]).toMatchObject({ id: mine.id, replies_count: 0 });
    const reply = await commented(photo.id, 'Respondida', 'moderador@aurora.test', mine.id);
    expect((await page(photo.id, 'moderador@aurora.test'))[0]).toMatchObject({ id: mine.id, replies_count: 1, answered: true });
    expect((await del(reply.id, 'moderador@aurora.test')).statusCode).toBe(204);
    expect((await page(photo.id, 'moderador@aurora.test'))[0]).toMatchObject({
      id: mine.id,
      replies_count: 0,
      answered: false,
      replies: [],
    });
    expect((await del(mine.id, 'aluno@aurora.test')).statusCode).toBe(204);
    expect((await page(photo.id, 'aluno@aurora.test')).map((c) => c.id)).not.toContain(mine.id);
  });

  it('a comment written or deleted by another process, and an author renamed, show once the database reports them', async () => {
    const before = await page(photo.id, 'aluna@aurora.test');
    const [row] = await t.ctx.db
      .insert(lessonComments)
      .values({ tenantId: 1, lessonId: photo.id, userId: people.id['diego@aurora.test'], content: 'Escrito por outro processo' })
      .returning({ id: lessonComments.id });
    await t.heard();
    const after = await page(photo.id, 'aluna@aurora.test');
    expect(after[0]).toMatchObject({ id: row!.id, content: 'Escrito por outro processo' });
    expect(after.slice(1)).toEqual(before);

    await t.ctx.db
      .update(users)
      .set({ name: 'Diego Renomeado' })
      .where(and(eq(users.tenantId, 1), eq(users.id, people.id['diego@aurora.test'])));
    await t.heard();
    expect((await page(photo.id, 'aluna@aurora.test'))[0]?.user).toMatchObject({ name: 'Diego Renomeado' });

    await t.ctx.db.execute(sql`delete from lesson_comments where tenant_id = 1 and id = ${row!.id}`);
    await t.heard();
    expect(await page(photo.id, 'aluna@aurora.test')).toEqual(before);
  });

  it('a kept page opens no door: a student without the course is refused while a holder keeps it warm', async () => {
    await commented(finance.id, 'Só para quem tem o curso', 'aluna@aurora.test');
    expect(await page(finance.id, 'aluna@aurora.test')).toHaveLength(1);
    const refused = await list(finance.id, '', 'aluno@aurora.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(LESSON_PAGE_TRANSLATIONS.lessonLocked.pt);
    expect((await list(999_999, '', 'aluna@aurora.test')).statusCode).toBe(404);
  });
});
