import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * Spec 002 "HTML personalizado" as a student meets it (docs/custom-html.md, decision 0008): the
 * blocks an editor places run in their sandboxed frames on the pages they name, as tall as their
 * content, and a hostile one reaches neither the student's session nor the page.
 */
const BASE = '/api/platform/auth/custom-html';
const STUDENT = 'aluna@aurora.test';
/** Holds Plano Essencial only: some of the school's courses are locked to him (docs/security.md "Custom HTML follows its screen's access"). */
const STUDENT_WITHOUT_PRODUCT = 'aluno@aurora.test';

type Block = { id: number; title: string; frame_url: string };
type Place = { page: string; course_id?: number; module_id?: number; lesson_id?: number; community_id?: number };
type Lesson = { id: number; slug: string; locked: boolean };
type CourseDetail = { course: { id: number; locked: boolean }; modules: { id: number; lessons: Lesson[] }[] };

const HOME_TITLE = 'Plantão ao vivo E2E';
/** The script writes the line the test looks for: the HTML itself never holds it, so seeing it proves the script ran. */
const HOME_HTML = `<div style="padding: 20px 24px; border-radius: 12px; background: linear-gradient(135deg, #4c1d95, #7c3aed); color: #fff;">
  <strong style="font-size: 18px;">Plantão de dúvidas ao vivo</strong>
  <p id="saida" style="margin: 8px 0 0; line-height: 1.5;">carregando…</p>
</div>
<script>
  document.getElementById('saida').textContent = ['Toda quinta', 'às 19h,', 'com a equipe da escola.'].join(' ');
  document.body.dataset.ran = 'sim';
</script>`;
const HOME_LINE = 'Toda quinta às 19h, com a equipe da escola.';

const LESSON_TITLE = 'Material da aula E2E';
const LESSON_HTML = `<div style="padding: 16px 20px; border: 1px solid #cbd5e1; border-radius: 12px; background: #f8fafc; color: #0f172a;">
  <strong>Material complementar</strong>
  <p style="margin: 6px 0 0;">Baixe o roteiro desta aula e a planilha de exercícios.</p>
</div>`;
const EVERY_LESSON_TITLE = 'Aviso de todas as aulas E2E';
const EVERY_LESSON_HTML = `<p style="margin: 0; padding: 12px 16px; border-radius: 8px; background: #fef3c7; color: #78350f;">Dúvidas? Use os comentários.</p>`;

const LOCKED_LESSON_TITLE = 'Bloco da aula bloqueada E2E';

const HOSTILE_TITLE = 'Bloco hostil E2E';
/**
 * Tries what a block must never manage (decision 0008) and posts the page what it got: the
 * cookies, the API as the student, the page's document, and taking the whole tab elsewhere.
 */
const HOSTILE_HTML = `<p style="margin: 0;">Bloco de teste</p>
<script>
(async () => {
  const report = {};
  try { report.cookie = { value: document.cookie }; } catch (e) { report.cookie = { threw: e.name }; }
  try {
    const res = await fetch('/api/me', { credentials: 'include' });
    report.fetch = { status: res.status, body: await res.text() };
  } catch (e) { report.fetch = { threw: String(e) }; }
  try { report.parentDocument = { title: parent.document.title }; } catch (e) { report.parentDocument = { threw: e.name }; }
  try { top.location = 'https://example.com/'; report.topNavigation = { tried: true }; } catch (e) { report.topNavigation = { threw: e.name }; }
  parent.postMessage({ report }, '*');
})();
</script>`;
type Report = {
  cookie: { value?: string; threw?: string };
  fetch: { status?: number; body?: string; threw?: string };
  parentDocument: { title?: string; threw?: string };
  topNavigation: { tried?: boolean; threw?: string };
};

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
const contexts: BrowserContext[] = [];
const created: number[] = [];
/** aluna's open course and two of its open lessons: the block is placed on the first only. */
let lessonA = '';
let lessonB = '';
/** The other screens a block may name (spec 002 §5), each with the block placed there. */
const screens: { path: string; title: string }[] = [];

async function createBlock(title: string, html: string, place: Place): Promise<Block> {
  const reply = await callApi<{ data: Block }>(admin.page, BASE, { body: { customHtml: { title, html, ...place }, tenant_id: 1 } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  created.push(reply.body.data.id);
  return reply.body.data;
}

/** aluna at each width, signed in once (her account is not among the run's shared sessions). */
const students = new Map<number, Page>();
/** A plain block naming one screen, titled after its page. */
const placeOn = (page: string, ids: Omit<Place, 'page'>) =>
  createBlock(`Bloco da página ${page} E2E`, `<p style="margin: 0; padding: 12px 16px;">Bloco da página ${page}</p>`, { page, ...ids });

async function student(width: number, height: number) {
  const open = students.get(width);
  if (open) return open;
  const opened = await openSignedIn(browser, STUDENT, { width, height });
  contexts.push(opened.context);
  students.set(width, opened.page);
  return opened.page;
}

const blockFrame = (page: Page, title: string) => page.locator(`iframe[title="${title}"]`);

/** The frame's box against its document: as tall as the content, so nothing scrolls inside. */
async function expectSizedToContent(page: Page, title: string) {
  const frame = blockFrame(page, title);
  await expect.poll(async () => Number(await frame.getAttribute('data-block-height')), { timeout: 10_000 }).toBeGreaterThan(0);
  const measure = async () => {
    const box = (await frame.boundingBox())!;
    const content = await (await frame.elementHandle())?.contentFrame();
    if (!content) throw new Error(`${title}: no frame document`);
    const inside = await content.evaluate(() => {
      const root = document.documentElement;
      return {
        content: root.getBoundingClientRect().height,
        scrolls: root.scrollHeight - root.clientHeight,
        sideways: root.scrollWidth - root.clientWidth,
      };
    });
    return { frame: box.height, ...inside };
  };
  // The frame follows its content by a message after each layout (fonts, a narrower screen): the
  // sizes are compared once the last message has landed, not at the first height it reported.
  await expect
    .poll(
      async () => {
        const m = await measure();
        return Math.abs(m.frame - m.content) <= 1 ? 'sized' : `frame ${m.frame}px, content ${m.content}px`;
      },
      { timeout: 10_000 },
    )
    .toBe('sized');
  const sized = await measure();
  expect(sized.frame).toBeGreaterThan(0);
  expect(sized.scrolls, 'the block scrolls inside its frame').toBeLessThanOrEqual(0);
  expect(sized.sideways).toBeLessThanOrEqual(0);
}

/**
 * The screen as the student sees it with the blocks in view. Not a full-page picture: Chromium
 * draws a frame of another origin (each block is one) only near the viewport, so one far below it
 * comes out blank or half drawn in a full-page capture.
 */
async function screenshotBlocks(page: Page, name: string) {
  await page.getByRole('region', { name: 'Conteúdo da escola' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await settled(page);
  await screenshot(page, name, { fullPage: false });
}

beforeAll(async () => {
  browser = await launch();
  admin = await openSignedIn(browser, 'admin@aurora.test');
  contexts.push(admin.context);
  // Two open lessons of one of aluna's open courses, as the catalogue gives them to her.
  const probe = await student(1280, 800);
  const courses = await callApi<{ data: { id: number; locked: boolean }[] }>(probe, '/api/catalog/courses');
  for (const course of courses.body.data.filter((c) => !c.locked)) {
    const detail = await callApi<CourseDetail>(probe, `/api/catalog/courses/${course.id}`);
    const open = detail.body.modules.flatMap((m) => m.lessons.filter((l) => !l.locked).map((l) => ({ ...l, module: m.id })));
    if (open.length < 2) continue;
    const [a, b] = open as [(typeof open)[0], (typeof open)[0]];
    lessonA = `/curso/${course.id}/${a.slug}/${a.id}`;
    lessonB = `/curso/${course.id}/${b.slug}/${b.id}`;
    await createBlock(LESSON_TITLE, LESSON_HTML, { page: 'lesson', course_id: course.id, module_id: a.module, lesson_id: a.id });
    screens.push(
      { path: `/courses/${course.id}`, title: (await placeOn('course', { course_id: course.id })).title },
      { path: `/modulos/${a.module}`, title: (await placeOn('module', { course_id: course.id, module_id: a.module })).title },
    );
    break;
  }
  if (!lessonA) throw new Error('aluna has no course with two open lessons');
  // "All" at every level: every lesson of the school.
  await createBlock(EVERY_LESSON_TITLE, EVERY_LESSON_HTML, { page: 'lesson', course_id: 0, module_id: 0, lesson_id: 0 });
  await createBlock(HOME_TITLE, HOME_HTML, { page: 'homepage' });
  await createBlock(HOSTILE_TITLE, HOSTILE_HTML, { page: 'favorite' });
  const communities = await callApi<{ communities: { id: number; title: string }[] }>(admin.page, '/api/auth/community/list/1');
  const community = communities.body.communities.find((c) => c.title === 'Comunidade Aurora');
  if (!community) throw new Error('no Comunidade Aurora');
  screens.push(
    { path: `/comunidade/1/${community.id}`, title: (await placeOn('community', { community_id: community.id })).title },
    { path: '/dashboard/profile', title: (await placeOn('profile', {})).title },
    { path: '/search?search=foto', title: (await placeOn('search', {})).title },
  );
});

afterAll(async () => {
  try {
    // The server is shared by the other specs: the home and the lessons go back to no blocks.
    for (const id of created) await callApi(admin.page, `${BASE}/${id}`, { method: 'DELETE' });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  }
});

describe('custom HTML blocks on the student pages (spec 002 "HTML personalizado")', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`the home's block runs its script and is as tall as its content, at ${width}px`, async () => {
      const page = await student(width, height);
      await page.goto('/homepage');
      const section = page.getByRole('region', { name: 'Conteúdo da escola' });
      await section.waitFor();
      // After the page's own content: "Meus cursos" comes first.
      const shelf = (await page.getByRole('heading', { name: 'Meus cursos' }).boundingBox())!;
      expect((await section.boundingBox())!.y).toBeGreaterThan(shelf.y);
      const inside: FrameLocator = page.frameLocator(`iframe[title="${HOME_TITLE}"]`);
      await expect.poll(() => inside.locator('#saida').textContent(), { timeout: 10_000 }).toBe(HOME_LINE);
      expect(await inside.locator('body').getAttribute('data-ran')).toBe('sim');
      await expectSizedToContent(page, HOME_TITLE);
      await screenshotBlocks(page, `custom-html-home-${width}`);
      await expectAccessible(page, `home with a block at ${width}`);
    });

    it(`a lesson shows the block placed on it and the one for every lesson; another lesson only the latter, at ${width}px`, async () => {
      const page = await student(width, height);
      await page.goto(lessonA);
      await page.getByRole('region', { name: 'Conteúdo da escola' }).waitFor();
      const own = page.frameLocator(`iframe[title="${LESSON_TITLE}"]`);
      await own.getByText('Material complementar').waitFor();
      await page.frameLocator(`iframe[title="${EVERY_LESSON_TITLE}"]`).getByText('Dúvidas? Use os comentários.').waitFor();
      await expectSizedToContent(page, LESSON_TITLE);
      await expectSizedToContent(page, EVERY_LESSON_TITLE);
      await screenshotBlocks(page, `custom-html-lesson-${width}`);
      await expectAccessible(page, `lesson with blocks at ${width}`);

      await page.goto(lessonB);
      await page.frameLocator(`iframe[title="${EVERY_LESSON_TITLE}"]`).getByText('Dúvidas? Use os comentários.').waitFor();
      expect(await blockFrame(page, LESSON_TITLE).count()).toBe(0);
    });
  }

  it('the course, module, community, profile and search pages each show the block placed on them', async () => {
    const page = await student(1280, 800);
    expect(screens).toHaveLength(5);
    for (const { path, title } of screens) {
      await page.goto(path);
      await page.getByRole('region', { name: 'Conteúdo da escola' }).waitFor();
      await page.frameLocator(`iframe[title="${title}"]`).getByText(title.replace(' E2E', '')).waitFor();
      expect(await page.locator('iframe[title$=" E2E"]').count(), path).toBe(1);
    }
  });

  it('a student without the product sees no block on a locked lesson; one who holds it does (issue 40, finding 2)', async () => {
    const { context, page } = await openSignedIn(browser, STUDENT_WITHOUT_PRODUCT);
    contexts.push(context);
    // A lesson of a course his plan does not open, as the catalogue gives it to him, with a block placed on it.
    const courses = await callApi<{ data: { id: number; locked: boolean }[] }>(page, '/api/catalog/courses');
    const course = courses.body.data.find((c) => c.locked);
    if (!course) throw new Error(`${STUDENT_WITHOUT_PRODUCT} has no locked course`);
    const detail = await callApi<CourseDetail>(page, `/api/catalog/courses/${course.id}`);
    const module = detail.body.modules.find((m) => m.lessons.length > 0)!;
    const lesson = module.lessons[0]!;
    expect(lesson.locked).toBe(true);
    const block = await createBlock(LOCKED_LESSON_TITLE, LESSON_HTML, {
      page: 'lesson',
      course_id: course.id,
      module_id: module.id,
      lesson_id: lesson.id,
    });
    const path = `/curso/${course.id}/${lesson.slug}/${lesson.id}`;

    const listed = page.waitForResponse((r) => r.url().includes(`${BASE}/filters/lesson`));
    await page.goto(path);
    await page.getByText('Esta aula não faz parte do seu plano.').waitFor();
    const reply = await listed;
    expect(reply.status()).toBe(200);
    // Neither this lesson's block nor the one for every lesson: the screen is closed to him.
    expect(((await reply.json()) as { data: unknown[] }).data).toEqual([]);
    expect(await page.locator('iframe[title$=" E2E"]').count()).toBe(0);
    // The frame itself, asked from his page (Chromium resolves the school's *.localhost host; Node does not).
    expect(await page.evaluate((url) => fetch(url).then((res) => res.status), block.frame_url)).toBe(404);

    const holder = await student(1280, 800);
    await holder.goto(path);
    await holder.frameLocator(`iframe[title="${LOCKED_LESSON_TITLE}"]`).getByText('Material complementar').waitFor();
  });

  it('a hostile block reaches neither the session nor the page', async () => {
    const page = await student(1280, 800);
    // Listening before the page loads: the block reports as soon as its frame runs.
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const reports: unknown[] = [];
      Object.assign(window, { blockReports: reports });
      window.addEventListener('message', (event: MessageEvent<{ report?: unknown }>) => {
        if (event.data?.report) reports.push({ origin: event.origin, report: event.data.report });
      });
    });
    const url = new URL('/favoritos', page.url()).href;
    await page.goto(url);
    await blockFrame(page, HOSTILE_TITLE).waitFor();
    const reports = () => page.evaluate(() => (window as unknown as { blockReports: { origin: string; report: Report }[] }).blockReports);
    await expect.poll(async () => (await reports()).length, { timeout: 15_000 }).toBe(1);
    const [{ origin, report }] = (await reports()) as [{ origin: string; report: Report }];
    // The frame is its own opaque origin, wherever it is served from.
    expect(origin).toBe('null');
    // No cookie to read: the call throws in a sandboxed document (or, at the least, finds none).
    expect(report.cookie.threw ?? report.cookie.value).toBeTruthy();
    if (report.cookie.threw === undefined) expect(report.cookie.value).toBe('');
    // The API as the student: refused by CORS, or answered without her.
    if (report.fetch.threw === undefined) {
      expect(report.fetch.status).not.toBe(200);
      expect(report.fetch.body ?? '').not.toContain(STUDENT);
    }
    // The page's document is another origin's.
    expect(report.parentDocument.threw).toBe('SecurityError');
    expect(report.parentDocument.title).toBeUndefined();
    // Taking the tab elsewhere without the student's click does not happen.
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url);
    await page.getByRole('heading', { level: 1, name: 'Favoritos' }).waitFor();
    // The student's own session is untouched and still works.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['trilha_session', 'trilha_csrf']));
    const me = await callApi<{ user: { email: string } }>(page, '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(STUDENT);
  });
});
