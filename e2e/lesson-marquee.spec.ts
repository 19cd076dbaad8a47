import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

type CourseCard = { id: number; locked: boolean; next_lesson: { id: number; slug: string } | null };
type Marquee = { id: number; product_id: number; product_title: string };

const TEXT = 'Boas-vindas, $nome_aluno e $nome_aluno! Plantão de dúvidas toda quinta.';

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
/** The marquee as the spec found it, to put back (other specs and the demo rely on the seeded one). */
let before: (Marquee & Record<string, unknown>) | undefined;
let marqueeId: number;
let lessonUrl = '';
let lessonId = 0;

/** aluna's first open lesson: Plano Completo opens every Aurora course, and the marquee is Completo's. */
async function firstOpenLesson(page: Page) {
  const { body } = await callApi<{ data: CourseCard[] }>(page, '/api/catalog/courses');
  const course = body.data.find((c) => !c.locked && c.next_lesson);
  if (!course?.next_lesson) throw new Error('aluna has no open lesson');
  lessonId = course.next_lesson.id;
  return `/curso/${course.id}/${course.next_lesson.slug}/${course.next_lesson.id}`;
}

/** The strip's moving track and the play state of its animation(s). */
const playStates = (page: Page) =>
  page
    .getByRole('marquee')
    .locator('span')
    .first()
    .evaluate((el) => el.getAnimations().map((a) => a.playState));

beforeAll(async () => {
  browser = await launch();
  owner = await openSignedIn(browser, 'owner@aurora.test');
  const products = await callApi<{ data: { id: number; title: string }[] }>(owner.page, '/api/auth/admin/products/get');
  const completo = products.body.data.find((p) => p.title === 'Plano Completo');
  if (!completo) throw new Error('no Plano Completo');
  const list = await callApi<{ data: (Marquee & Record<string, unknown>)[] }>(owner.page, '/api/auth/marquee/1');
  before = list.body.data.find((m) => m.product_id === completo.id);
  const body = { text: TEXT, product_id: completo.id, timer: 60, url: 'https://aurora.example/plantao', tenant_id: 1, type: 'horizontal' };
  const saved = before
    ? await callApi<{ data: Marquee }>(owner.page, `/api/auth/marquee/update/${before.id}`, { body })
    : await callApi<{ data: Marquee }>(owner.page, '/api/auth/marquee/create', { body });
  expect([200, 201]).toContain(saved.status);
  marqueeId = saved.body.data.id;
});

afterAll(async () => {
  try {
    if (before) {
      // The update body is the form's fields: the reply's id and product title are not among them (zod drops them).
      await callApi(owner.page, `/api/auth/marquee/update/${before.id}`, { body: before });
    } else if (marqueeId) {
      await callApi(owner.page, `/api/auth/marquee/${marqueeId}`, { method: 'DELETE' });
    }
  } finally {
    await owner?.context.close();
    await browser?.close();
  }
});

describe('the lesson marquee (spec 001 Letreiro) as aluna@aurora.test sees it', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`at ${width}px: scrolls with real first names, pauses on hover and with its button, and links out`, async () => {
      const { context, page } = await openSignedIn(browser, 'aluna@aurora.test', { width, height });
      try {
        lessonUrl ||= await firstOpenLesson(page);
        const names = (await callApi<{ data: { names: string[] } | null }>(page, `/api/auth/aulas/1/${lessonId}/marquee`)).body.data?.names;
        expect(names?.length).toBeGreaterThan(0);
        await page.goto(lessonUrl);
        const strip = page.getByRole('marquee');
        await strip.waitFor();
        const text = await strip.innerText();
        // Filled by the server: no variable left, first names of holders only (one word, no e-mail).
        expect(text).not.toContain('$nome_aluno');
        expect(text).toContain('Plantão de dúvidas toda quinta.');
        for (const name of names!) expect(name).toMatch(/^[^\s@]+$/);
        expect(names!.some((name) => text.includes(name))).toBe(true);
        expect(await strip.getByRole('link').getAttribute('target')).toBe('_blank');

        await expect.poll(() => playStates(page)).toContain('running');
        await page.getByTestId('marquee-viewport').hover();
        await expect.poll(() => playStates(page)).toEqual(['paused']);
        await page.mouse.move(1, height - 1);
        await expect.poll(() => playStates(page)).toContain('running');

        const pause = strip.getByRole('button', { name: 'Pausar letreiro' });
        await pause.click();
        expect(await strip.getByRole('button', { name: 'Retomar letreiro' }).getAttribute('aria-pressed')).toBe('true');
        await expect.poll(() => playStates(page)).toEqual(['paused']);
        await settled(page);
        await expectAccessible(page, `lesson with its marquee at ${width}`);
        await screenshot(page, `lesson-marquee-${width}`, { fullPage: false });
      } finally {
        await context.close();
      }
    });
  }

  it('stands still under prefers-reduced-motion, the whole text in place, no pause button needed', async () => {
    const { context, page } = await openSignedIn(browser, 'aluna@aurora.test', { width: 1280 });
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      lessonUrl ||= await firstOpenLesson(page);
      await page.goto(lessonUrl);
      const strip = page.getByRole('marquee');
      await strip.waitFor();
      expect(await strip.getAttribute('data-static')).toBe('true');
      expect(await playStates(page)).not.toContain('running');
      expect(await strip.getByRole('button').count()).toBe(0);
      expect(await strip.innerText()).toContain('Plantão de dúvidas toda quinta.');
    } finally {
      await context.close();
    }
  });

  it('aluno@aurora.test (Plano Essencial, which has no marquee) sees none on his lesson', async () => {
    const { context, page } = await openSignedIn(browser, 'aluno@aurora.test', { width: 1280 });
    try {
      const { body } = await callApi<{ data: CourseCard[] }>(page, '/api/catalog/courses');
      const course = body.data.find((c) => !c.locked && c.next_lesson)!;
      const marquee = await callApi<{ data: unknown }>(page, `/api/auth/aulas/1/${course.next_lesson!.id}/marquee`);
      expect(marquee.body.data).toBeNull();
      await page.goto(`/curso/${course.id}/${course.next_lesson!.slug}/${course.next_lesson!.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      expect(await page.getByRole('marquee').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
