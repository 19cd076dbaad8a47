import { CUSTOM_HTML_MAX_BYTES } from '@trilha/shared/custom-html/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, customHtmlBlocks } from '../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { clockStopped, countQueries } from '../../test/count-queries';
import { customHtmlCalls, HOME_BLOCK } from '../../test/custom-html';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';

// The student's side of custom HTML (docs/custom-html.md): a screen's blocks, and the sandboxed
// document each runs in.

let t: TestApp;
let admin: string;
let student: string;
let borealStudent: string;
let aurora: CatalogIds;
let calls: ReturnType<typeof customHtmlCalls>;

beforeAll(async () => {
  t = await createTestApp();
  calls = customHtmlCalls(t);
  [admin, student, borealStudent] = await Promise.all([
    t.login('admin@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  aurora = await catalogIds(t, 1);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(customHtmlBlocks);
  await t.heard();
});

const titles = (page: string, query = '', cookie = student) => calls.titles(cookie, page, query);
const make = (title: string, place: Parameters<typeof calls.make>[2]) => calls.make(admin, title, place);

describe('a screen shows its page’s blocks, narrowed by its items', () => {
  it('homepage, a course, a module and a lesson: "all" blocks everywhere on the page, a named item only on its screens', async () => {
    const lesson = aurora.lessons[0]!;
    const other = aurora.lessons.find((l) => l.courseId !== lesson.courseId)!;
    await make('Home', { page: 'homepage' });
    await make('Todas as aulas', { page: 'lesson', course_id: 0, module_id: 0, lesson_id: 0 });
    await make('Aulas do curso', { page: 'lesson', course_id: lesson.courseId, module_id: 0, lesson_id: 0 });
    await make('Esta aula', { page: 'lesson', course_id: lesson.courseId, module_id: lesson.moduleId, lesson_id: lesson.id });
    await make('Este curso', { page: 'course', course_id: lesson.courseId });

    expect(await titles('homepage')).toEqual(['Home']);
    const on = (l: typeof lesson) => `?course_id=${l.courseId}&module_id=${l.moduleId}&lesson_id=${l.id}`;
    expect(await titles('lesson', on(lesson))).toEqual(['Todas as aulas', 'Aulas do curso', 'Esta aula']);
    expect(await titles('lesson', on(other))).toEqual(['Todas as aulas']);
    expect(await titles('course', `?course_id=${lesson.courseId}`)).toEqual(['Este curso']);
    expect(await titles('course', `?course_id=${other.courseId}`)).toEqual([]);
    // A screen that names no item sees only the "all" blocks.
    expect(await titles('lesson')).toEqual(['Todas as aulas']);
    expect(await titles('search')).toEqual([]);
  });

  it('a student reads no html (the frame runs it); another school sees none; no session 401; a bad page or id 400', async () => {
    await make('Home', { page: 'homepage' });
    const [block] = (await calls.filters(student, 'homepage')).json().data as Record<string, unknown>[];
    expect(block).not.toHaveProperty('html');
    expect(block).toMatchObject({ title: 'Home', page: 'homepage' });
    expect(await titles('homepage', '', borealStudent).catch(() => null)).toBeNull();
    expect((await calls.filters(borealStudent, 'homepage', '', 2)).json().data).toEqual([]);
    expect((await t.request({ url: `${calls.BASE}/filters/homepage` })).statusCode).toBe(401);
    expect((await calls.filters(student, 'checkout')).statusCode).toBe(400);
    expect((await calls.filters(student, 'lesson', '?lesson_id=abc')).statusCode).toBe(400);
  });

  it('a warm screen runs no statement; a change by another process, or a course deleted with its blocks, shows once heard', async () => {
    const course = aurora.courses[0]!.id;
    await make('Este curso', { page: 'course', course_id: course });
    // The create's own change notification, heard after the warm-up, would forget what it kept.
    await t.heard();
    await clockStopped(async () => {
      await titles('course', `?course_id=${course}`);
      expect(await countQueries(t, () => titles('course', `?course_id=${course}`))).toBe(0);
    });
    await t.ctx.db.update(customHtmlBlocks).set({ title: 'Renomeado' });
    await t.heard();
    expect(await titles('course', `?course_id=${course}`)).toEqual(['Renomeado']);
    await t.ctx.db.delete(courses).where(and(eq(courses.tenantId, 1), eq(courses.id, course)));
    await t.heard();
    expect(await titles('course', `?course_id=${course}`)).toEqual([]);
    expect((await calls.filters(admin, 'all')).json().data).toEqual([]);
  });
});

describe('the frame: a document of its own, sandboxed by its policy', () => {
  it('serves the block with a sandbox that never allows same-origin, for members of the school only', async () => {
    const block = await make('Home', { page: 'homepage' });
    const res = await t.request({ url: block.frame_url, cookie: student });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation;/,
    );
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.body).toContain(HOME_BLOCK.html);
    expect(res.body).toContain("type: 'trilha-block-height'");
    // An old version's address is not kept.
    expect((await t.request({ url: `${calls.BASE}/frame/${block.id}?v=1`, cookie: student })).headers['cache-control']).toBe(
      'private, no-cache',
    );
    expect((await t.request({ url: block.frame_url })).statusCode).toBe(401);
    expect((await t.request({ url: block.frame_url, cookie: borealStudent, host: BOREAL })).statusCode).toBe(404);
  });

  it('the preview runs posted HTML in the same document, for editors only and from the school’s own pages', async () => {
    const form = (html: string) => `html=${encodeURIComponent(html)}`;
    const post = (cookie: string, html: string, headers: Record<string, string> = {}) =>
      t.request({
        method: 'POST',
        url: `${calls.BASE}/preview`,
        cookie,
        payload: form(html),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const res = await post(admin, '<b>prévia</b>');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('<b>prévia</b>');
    expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox allow-scripts/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await post(student, '<b>x</b>')).statusCode).toBe(403);
    expect((await post(admin, '<b>x</b>', { origin: 'https://evil.example' })).statusCode).toBe(403);
    // Chromium posts a form into a sandboxed frame with Origin: null; the browser's Sec-Fetch-* say whose page it was.
    const framed = { origin: 'null', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' };
    expect((await post(admin, '<b>x</b>', framed)).statusCode).toBe(200);
    expect((await post(admin, '<b>x</b>', { ...framed, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post(admin, '<b>x</b>', { ...framed, 'sec-fetch-dest': 'document' })).statusCode).toBe(403);
    // Only the preview route reads them: a write elsewhere with the same headers is refused.
    const write = await calls.create(admin, HOME_BLOCK, 1, framed);
    expect(write.statusCode).toBe(403);
    expect((await post(admin, 'a'.repeat(CUSTOM_HTML_MAX_BYTES + 1))).statusCode).toBe(400);
  });
});
