import { CUSTOM_HTML_TRANSLATIONS } from '@trilha/shared/custom-html/messages';
import { CUSTOM_HTML_MAX_BLOCKS, CUSTOM_HTML_MAX_BYTES, CUSTOM_HTML_MESSAGES as M } from '@trilha/shared/custom-html/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customHtmlBlocks } from '../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { customHtmlCalls, HOME_BLOCK } from '../../test/custom-html';
import { createTestApp, type TestApp } from '../../test/harness';

// Spec 002 "HTML personalizado" (§3, §5, §7, §8, §9) with the paths of CONTRACT "Custom HTML": the editors' calls.

let t: TestApp;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let aurora: CatalogIds;
let boreal: CatalogIds;
let calls: ReturnType<typeof customHtmlCalls>;

beforeAll(async () => {
  t = await createTestApp();
  calls = customHtmlCalls(t);
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  [aurora, boreal] = await Promise.all([catalogIds(t, 1), catalogIds(t, 2)]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(customHtmlBlocks);
  await t.heard();
});

const rows = async () => (await t.ctx.db.select({ n: count() }).from(customHtmlBlocks))[0]!.n;
const firstLesson = () => aurora.lessons[0]!;

describe('create, list, update and delete (editors)', () => {
  it('creates a block (201 with the spec message), lists it under all with its html, updates and deletes it', async () => {
    const created = await calls.create(owner, HOME_BLOCK);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: M.created,
      data: { title: 'Boas-vindas', page: 'homepage', html: HOME_BLOCK.html, course_id: null, community_id: null },
    });
    const id = created.json().data.id as number;
    expect(created.json().data.frame_url).toMatch(new RegExp(`^/api/platform/auth/custom-html/frame/${id}\\?v=\\d+$`));

    const all = await calls.filters(admin, 'all');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual([created.json().data]);

    const lesson = firstLesson();
    const updated = await calls.update(admin, id, {
      title: '  Aviso da aula  ',
      page: 'lesson',
      html: '<p>Nova</p>',
      course_id: lesson.courseId,
      module_id: lesson.moduleId,
      lesson_id: lesson.id,
      community_id: 7,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Trimmed; the page's selectors kept, the others dropped.
    expect(updated.json()).toMatchObject({
      message: M.updated,
      data: { title: 'Aviso da aula', page: 'lesson', course_id: lesson.courseId, lesson_id: lesson.id, community_id: null },
    });

    const removed = await calls.remove(owner, id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: M.deleted });
    expect(await rows()).toBe(0);
    expect((await calls.remove(owner, id)).statusCode).toBe(404);
  });

  it('"all" (0) is stored as all; a module or lesson of another place of the catalogue is 400 on its field', async () => {
    const res = await calls.create(admin, { ...HOME_BLOCK, page: 'module', course_id: 0, module_id: 0 });
    expect(res.json().data).toMatchObject({ page: 'module', course_id: null, module_id: null });
    const otherCourse = aurora.modules.find((m) => m.courseId !== aurora.courses[0]!.id)!;
    const wrong = await calls.create(admin, { ...HOME_BLOCK, page: 'module', course_id: aurora.courses[0]!.id, module_id: otherCourse.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: M.itemNotFound, issues: [{ path: 'body.customHtml.module_id' }] });
    const lesson = firstLesson();
    const otherModule = aurora.modules.find((m) => m.courseId === lesson.courseId && m.id !== lesson.moduleId);
    if (otherModule) {
      const misplaced = await calls.create(admin, {
        ...HOME_BLOCK,
        page: 'lesson',
        course_id: lesson.courseId,
        module_id: otherModule.id,
        lesson_id: lesson.id,
      });
      expect(misplaced.json()).toMatchObject({ error: M.itemNotFound, issues: [{ path: 'body.customHtml.lesson_id' }] });
    }
    expect(await rows()).toBe(1);
  });
});

describe('validation (spec 002 §5): a clear 400 and nothing written', () => {
  const cases: [string, object, string, string][] = [
    ['no title', { title: undefined }, 'customHtml.title', M.titleRequired],
    ['a blank title', { title: '   ' }, 'customHtml.title', M.titleRequired],
    ['a title of 51', { title: 'x'.repeat(51) }, 'customHtml.title', M.titleTooLong],
    ['no html', { html: undefined }, 'customHtml.html', M.htmlRequired],
    ['blank html', { html: ' \n ' }, 'customHtml.html', M.htmlRequired],
    ['html over 100 KB', { html: 'é'.repeat(CUSTOM_HTML_MAX_BYTES / 2 + 1) }, 'customHtml.html', M.htmlTooLarge],
    ['no page', { page: undefined }, 'customHtml.page', M.pageRequired],
    ['an unknown page', { page: 'checkout' }, 'customHtml.page', M.pageRequired],
    ['a course page without its course', { page: 'course' }, 'customHtml.course_id', M.selectCourse],
    ['a community page without its community', { page: 'community' }, 'customHtml.community_id', M.selectCommunity],
    ['a lesson page without its lesson', { page: 'lesson', course_id: 0, module_id: 0 }, 'customHtml.lesson_id', M.selectLesson],
    ['a specific module under all courses', { page: 'module', course_id: 0, module_id: 1 }, 'customHtml.course_id', M.selectCourse],
    ['a negative id', { page: 'course', course_id: -1 }, 'customHtml.course_id', ''],
  ];
  for (const [name, over, path, message] of cases) {
    it(`${name}: ${message || 'invalid'}`, async () => {
      const res = await calls.create(admin, { ...HOME_BLOCK, ...over });
      expect(res.statusCode, res.body).toBe(400);
      const issue = (res.json().issues as { path: string; message: string }[]).find((i) => i.path === `body.${path}`);
      expect(issue, res.body).toBeDefined();
      if (message) expect(issue!.message).toBe(message);
      expect(await rows()).toBe(0);
    });
  }

  it('an item of another school is 400 on its field (the foreign key decides)', async () => {
    const res = await calls.create(admin, { ...HOME_BLOCK, page: 'course', course_id: boreal.courses[0]!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: M.itemNotFound, issues: [{ path: 'body.customHtml.course_id' }] });
    expect(await rows()).toBe(0);
  });

  it('answers in the lang cookie’s language (the form’s own messages are translated by the web app from the Portuguese)', async () => {
    const res = await calls.create(`${admin}; lang=en`, { ...HOME_BLOCK, page: 'course', course_id: boreal.courses[0]!.id });
    expect(res.json().error).toBe(CUSTOM_HTML_TRANSLATIONS.itemNotFound.en);
    const ok = await calls.create(`${admin}; lang=es`, HOME_BLOCK);
    expect(ok.json().message).toBe(CUSTOM_HTML_TRANSLATIONS.created.es);
  });
});

describe('who may write, and the bounds', () => {
  it('only editors of the school write and list all; students and moderators 403; no session 401', async () => {
    for (const cookie of [moderator, student]) {
      expect((await calls.create(cookie, HOME_BLOCK)).statusCode).toBe(403);
      expect((await calls.filters(cookie, 'all')).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'POST', url: calls.BASE, payload: { customHtml: HOME_BLOCK, tenant_id: 1 } })).statusCode).toBe(401);
    // Another school's tenant_id, or its block.
    const elsewhere = await t.request({
      method: 'POST',
      url: calls.BASE,
      cookie: admin,
      payload: { customHtml: HOME_BLOCK, tenant_id: 2 },
    });
    expect(elsewhere.statusCode).toBe(403);
    const theirs = (await calls.create(borealAdmin, HOME_BLOCK, 2)).json().data.id as number;
    expect((await calls.update(admin, theirs, HOME_BLOCK)).statusCode).toBe(404);
    expect((await calls.remove(admin, theirs)).statusCode).toBe(404);
    expect((await calls.filters(admin, 'all')).json().data).toEqual([]);
    // A write from another site is refused before anything (CSRF).
    const forged = await calls.create(admin, HOME_BLOCK, 1, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(await rows()).toBe(1);
  });

  it(`at most ${CUSTOM_HTML_MAX_BLOCKS} blocks a school, even with creates in parallel (409 with a clear message)`, async () => {
    await t.ctx.db
      .insert(customHtmlBlocks)
      .values(
        Array.from({ length: CUSTOM_HTML_MAX_BLOCKS - 2 }, (_, i) => ({ tenantId: 1, title: `B${i}`, html: '<p>x</p>', page: 'search' })),
      );
    const results = await Promise.all(Array.from({ length: 5 }, () => calls.create(admin, HOME_BLOCK)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe(M.tooMany);
    expect((await t.ctx.db.select({ n: count() }).from(customHtmlBlocks).where(eq(customHtmlBlocks.tenantId, 1)))[0]!.n).toBe(
      CUSTOM_HTML_MAX_BLOCKS,
    );
    // Another school has its own fifty.
    expect((await calls.create(borealAdmin, HOME_BLOCK, 2)).statusCode).toBe(201);
  });
});
