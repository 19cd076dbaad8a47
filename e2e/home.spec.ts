import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot } from './support/browser';

type Item = { kind: 'course' | 'module' | 'lesson'; id: number; title: string; locked: boolean };
type Carousel = { id: number; title: string; published: 0 | 1; items: Item[] };
type CourseCard = { id: number; title: string; locked: boolean; next_lesson: { id: number; slug: string } | null };
type Ids = { courses: number[]; lessons: number[] };

const TENANT = 1;
const ORDER_PATH = '/api/auth/config/plataforma/carrossel/orderCarrossel';

/** The carousels as the home shows them (spec 000 §7: published only, reversed), read through the real API. */
async function displayed(page: Page): Promise<Carousel[]> {
  const reply = await callApi<{ data: Carousel[] }>(page, `/api/auth/home/carousels/${TENANT}`);
  return reply.body.data.filter((c) => c.published === 1).reverse();
}
const favoriteIds = async (page: Page) => (await callApi<Ids>(page, `/api/auth/favorites/${TENANT}/ids`)).body;
// Text, not innerText: rows off the screen are not rendered (content-visibility), and innerText reads the rendering.
const headings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth <= (globalThis as any).innerWidth);

/** Drags one order-mode bar onto another with the mouse, as a person would (dnd-kit's pointer sensor). */
async function dragBar(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 4, { steps: 16 });
  await page.mouse.up();
  await clicksGetThrough(page);
}

/**
 * dnd-kit swallows every click on the document for 50 ms after a drop (the click that ends a drag
 * must not activate what lies under it); a person cannot click that fast, a test can. Waits until a
 * probe click, on an element outside the app, reaches its target again.
 */
async function clicksGetThrough(page: Page) {
  await page.waitForFunction(() => {
    const probe = document.createElement('div');
    let reached = false;
    probe.addEventListener('click', () => (reached = true));
    document.body.append(probe);
    probe.dispatchEvent(new MouseEvent('click', { bubbles: false }));
    probe.remove();
    return reached;
  });
}
/** The school's whole showcase in its order (carrossel/index): what the order mode lists, as the panel's Vitrine does. */
const showcaseOrder = async (page: Page) =>
  (await callApi<{ data: { id: number }[] }>(page, `/api/auth/config/plataforma/carrossel/index/${TENANT}`)).body.data.map((c) => c.id);
const barTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Ordem dos carrosséis' })
    .getByRole('listitem')
    .evaluateAll((lis) => lis.map((li: any) => li.getAttribute('data-carousel-id') as string));

let browser: Browser;
const contexts: BrowserContext[] = [];
const open = async (email: string, width: number) => {
  const { context, page } = await openSignedIn(browser, email, { school: 'aurora', width });
  contexts.push(context);
  return page;
};

// What this spec changes on the shared server, put back in afterAll.
let studentPage: Page | undefined;
let ownerPage: Page | undefined;
let savedOrder: number[] = [];
const added: { kind: 'course' | 'lesson'; id: number }[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  try {
    if (ownerPage && savedOrder.length) await callApi(ownerPage, ORDER_PATH, { body: { tenant_id: TENANT, newOrdenation: savedOrder } });
    for (const f of added)
      if (studentPage) await callApi(studentPage, `/api/auth/favorites/${TENANT}/${f.kind}/${f.id}`, { method: 'DELETE' });
  } finally {
    for (const context of contexts) await context.close();
    await browser?.close();
  }
});

describe('student home carousels and favourites (issue 5) as aluno@aurora.test', () => {
  let page: Page;
  let before: Ids;
  let course: Item;
  let lessonCourse: CourseCard;
  let lessonTitle: string;
  const list = () => page.getByRole('list', { name: 'Minha lista' });

  it('shows the carousels as named regions at 1280px', async () => {
    page = studentPage = await open('aluno@aurora.test', 1280);
    before = await favoriteIds(page);
    const row = (await displayed(page)).find((c) => c.title === 'Comece por aqui')!;
    course = row.items.find((i) => i.kind === 'course' && !i.locked && !before.courses.includes(i.id))!;
    lessonCourse = (await callApi<{ data: CourseCard[] }>(page, '/api/catalog/courses')).body.data.find(
      (c) => !c.locked && c.next_lesson && !before.lessons.includes(c.next_lesson.id),
    )!;

    // The home: carousels as headings in the saved order, the course row as a named carousel.
    const carousel = page.getByRole('region', { name: 'Comece por aqui' });
    await carousel.waitFor();
    await page.waitForLoadState('networkidle');
    // Its four courses fit at 1280px: no arrows. A row with more than fits has both, in its heading row.
    expect(await carousel.getByRole('button', { name: 'Próximos itens de Comece por aqui' }).count()).toBe(0);
    const quick = page.getByRole('region', { name: 'Aulas rápidas para hoje' });
    const next = quick.getByRole('button', { name: 'Próximos itens de Aulas rápidas para hoje' });
    // A row starts its track when it comes near the screen, as a person scrolling to it brings it.
    await quick.scrollIntoViewIfNeeded();
    expect(await quick.getByRole('button', { name: 'Itens anteriores de Aulas rápidas para hoje' }).isDisabled()).toBe(true);
    await next.click();
    await quick
      .getByRole('status')
      .filter({ hasText: /^[2-9]\d* de \d+$/ })
      .waitFor({ state: 'attached' });
    // "Meus cursos" is headed like the carousels above it, not with a smaller heading.
    const size = (name: string) =>
      page.getByRole('heading', { level: 2, name, exact: true }).evaluate((el) => getComputedStyle(el).fontSize);
    expect(await size('Meus cursos')).toBe(await size('Em alta'));
    await screenshot(page, 'home-carousels-1280');
    await expectAccessible(page, 'home 1280');
  });

  it('favourites a course from a carousel card; Minha lista and the Meus cursos card show it', async () => {
    const carousel = page.getByRole('region', { name: 'Comece por aqui' });
    const slide = carousel.getByRole('group').filter({ has: page.getByRole('link', { name: course.title }) });
    const heart = slide.getByRole('button', { name: 'Adicionar à minha lista' });
    added.push({ kind: 'course', id: course.id });
    await heart.click();
    await page.getByText('Adicionado à sua lista', { exact: true }).waitFor();
    expect(await slide.getByRole('button', { name: 'Remover da minha lista' }).getAttribute('aria-pressed')).toBe('true');
    const myList = page.getByRole('region', { name: 'Minha lista' });
    await myList.getByRole('link', { name: course.title }).waitFor();
    // The "Meus cursos" card of the same course reads the same list.
    const shelfCard = page.getByRole('list', { name: 'Meus cursos' }).getByRole('listitem').filter({ hasText: course.title });
    expect(await shelfCard.getByRole('button', { name: 'Remover da minha lista' }).getAttribute('aria-pressed')).toBe('true');
    await dismissToasts(page, 'Adicionado à sua lista');
  });

  it("favourites a lesson from the lesson page's header", async () => {
    const lesson = lessonCourse.next_lesson!;
    added.push({ kind: 'lesson', id: lesson.id });
    await page.goto(`/curso/${lessonCourse.id}/${lesson.slug}/${lesson.id}`);
    lessonTitle = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('main').getByRole('button', { name: 'Adicionar à minha lista' }).click();
    await page.getByText('Adicionado à sua lista', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('button', { name: 'Remover da minha lista' }).getAttribute('aria-pressed')).toBe('true');
    await dismissToasts(page, 'Adicionado à sua lista');
  });

  it('/favoritos lists both, newest first, at 1280px', async () => {
    await page.goto('/favoritos');
    await list().waitFor();
    await expect.poll(() => list().getByRole('listitem').count()).toBe(before.courses.length + before.lessons.length + 2);
    expect(await list().getByRole('listitem').first().innerText()).toContain(lessonTitle);
    await list()
      .getByRole('link', { name: new RegExp(`^Curso\\s+${course.title}$`) })
      .waitFor();
    expect(await page.title()).toContain('Favoritos');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favoritos-1280');
    await expectAccessible(page, 'favoritos 1280');
  });

  it('/favoritos fits a 390px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await list().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'favoritos-390');
    await expectAccessible(page, 'favoritos 390');
    expect(await noHorizontalScroll(page)).toBe(true);
  });

  it('removes both in place from /favoritos', async () => {
    for (const title of [lessonTitle, course.title]) {
      const card = list().getByRole('listitem').filter({ hasText: title });
      await card.getByRole('button', { name: 'Remover da minha lista' }).click();
      await page.getByText('Removido da sua lista', { exact: true }).first().waitFor();
      await card.waitFor({ state: 'detached' });
    }
    if (before.courses.length + before.lessons.length === 0) {
      await page.getByText('Sua lista está vazia').waitFor();
      await page.getByRole('link', { name: 'Ir para a página inicial' }).waitFor();
    }
    expect(await favoriteIds(page)).toEqual(before);
  });

  it('on a 390px phone the home carousels still fit the width', async () => {
    await page.goto('/homepage');
    await page.getByRole('region', { name: 'Comece por aqui' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-carousels-390');
    await expectAccessible(page, 'home 390');
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});

describe('carousel-order edit mode (spec 000 §2, §4) as owner@aurora.test', () => {
  let page: Page;
  let moved: number[];
  let first: Carousel;
  let second: Carousel;
  const bars = () => page.getByRole('list', { name: 'Ordem dos carrosséis' }).getByRole('listitem');
  const avatar = () => page.getByRole('button', { name: 'Abrir menu do perfil' });
  /** The two carousels swapped by the drag: the second now comes before the first. */
  const order = async (p: Page) => {
    const titles = await headings(p);
    return titles.indexOf(second.title) < titles.indexOf(first.title);
  };

  it('"Ordenar carrosséis" opens the mode: every carousel of the showcase in the saved order, the avatar kept but no drawer', async () => {
    page = ownerPage = await open('owner@aurora.test', 1280);
    savedOrder = await showcaseOrder(page);
    await avatar().waitFor();

    await page.getByRole('button', { name: 'Ordenar carrosséis' }).click();
    await bars().first().waitFor();
    // The drawer is hidden in this mode (spec 000 §2); the avatar stays in the header.
    expect(await avatar().count()).toBe(0);
    expect(await page.getByRole('banner').locator('.mantine-Avatar-root').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('ordenar')).toBe('1');
    // One order, one list: the same bars as the panel's Vitrine, system and unpublished ones included.
    expect(await barTitles(page)).toEqual(savedOrder.map(String));
    expect(savedOrder.length).toBeGreaterThan((await displayed(page)).length);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home-order-mode-1280');
    await expectAccessible(page, 'order mode 1280');
  });

  it('reorders by dragging, saves with the toast, and the order survives a reload', async () => {
    const shown = await displayed(page);
    [first, second] = savedOrder.slice(0, 2).map((id) => shown.find((c) => c.id === id)) as [Carousel, Carousel];
    expect(first && second, 'the showcase starts with two carousels the home shows').toBeTruthy();
    await dragBar(page, bars().nth(1).getByRole('button'), bars().nth(0).getByRole('button'));
    moved = [savedOrder[1]!, savedOrder[0]!, ...savedOrder.slice(2)];
    await expect.poll(() => barTitles(page)).toEqual(moved.map(String));

    const reply = page.waitForResponse((r) => r.url().endsWith('/orderCarrossel') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const response = await reply;
    expect(JSON.parse(response.request().postData()!)).toEqual({ tenant_id: TENANT, newOrdenation: moved });
    const message = ((await response.json()) as [string])[0];
    await page.getByText(message, { exact: true }).waitFor();
    await avatar().waitFor();
    await expect.poll(() => order(page)).toBe(true);
    await page.reload();
    await page.getByRole('region', { name: second.title }).waitFor();
    expect(await order(page)).toBe(true);
  });

  it('a student sees the new order, and no order button', async () => {
    const student = await open('aluna@aurora.test', 1280);
    await student.getByRole('region', { name: second.title }).waitFor();
    expect(await order(student)).toBe(true);
    expect(await student.getByRole('button', { name: 'Ordenar carrosséis' }).count()).toBe(0);
  });

  it('?ordenar=1 opens the mode; Cancel leaves the saved order as it was', async () => {
    await page.goto('/homepage?ordenar=1');
    await bars().first().waitFor();
    expect(await avatar().count()).toBe(0);
    await dragBar(page, bars().nth(1).getByRole('button'), bars().nth(0).getByRole('button'));
    await expect.poll(() => barTitles(page)).toEqual(savedOrder.map(String).slice(0, 2).concat(moved.slice(2).map(String)));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await avatar().waitFor();
    expect(new URL(page.url()).searchParams.has('ordenar')).toBe(false);
    expect(await order(page)).toBe(true);
    expect(await showcaseOrder(page)).toEqual(moved);
  });

  it('the mode fits a 390px phone', async () => {
    const phone = await open('owner@aurora.test', 390);
    await phone.goto('/homepage?ordenar=1');
    await phone.getByRole('list', { name: 'Ordem dos carrosséis' }).waitFor();
    await phone.waitForLoadState('networkidle');
    await screenshot(phone, 'home-order-mode-390');
    await expectAccessible(phone, 'order mode 390');
    expect(await noHorizontalScroll(phone)).toBe(true);
  });
});
