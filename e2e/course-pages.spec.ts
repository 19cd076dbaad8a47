import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { expectAccessible, launch, newContext, openHome, screenshot, settled } from './support/browser';

/**
 * The course and module pages (docs/catalog.md "Course and module pages"), and the Aparência switches that
 * shape them for students (docs/appearance.md "What the switches do for students"), as a student, the owner
 * and a visitor use them.
 */
const FOTO = 'Fotografia com o Celular';
const SETTINGS = '/api/auth/config/plataforma/getCustomBasic/1';
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';
const COURSE_INDICATOR = '/api/platform/auth/template-settings/toggle-course-page-indicator';
const MODULE_INDICATOR = '/api/platform/auth/template-settings/toggle-module-page-indicator';

type Settings = { sidebar: number; showcase: number; course_page_indicator: boolean; module_page_indicator: boolean };

let browser: Browser;
let ownerPage: Page;
let seeded: Settings;
let courseId: number;
let moduleId: number;
const contexts: BrowserContext[] = [];

async function page(opts: { width?: number; as?: 'owner@aurora.test' | 'aluno@aurora.test' } = {}) {
  const context = await newContext(browser, {
    school: 'aurora',
    width: opts.width ?? 1280,
    height: opts.width === 390 ? 844 : 800,
    as: opts.as,
  });
  contexts.push(context);
  return context.newPage();
}

async function student(width = 1280) {
  const p = await page({ width, as: 'aluno@aurora.test' });
  await openHome(p);
  return p;
}

const set = async (path: string, body: unknown) => expect((await callApi(ownerPage, path, { body })).status).toBe(200);
const setSwitch = (name: 'sidebar' | 'showcase', on: boolean) => set(UPDATE, { tenant_id: 1, [name]: on ? 1 : 0 });
const setIndicators = async (course: boolean, module: boolean) => {
  await set(COURSE_INDICATOR, { course_page_indicator: course });
  await set(MODULE_INDICATOR, { module_page_indicator: module });
};

async function noHorizontalOverflow(p: Page) {
  expect(await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const heading = (p: Page, name: string) => p.getByRole('heading', { level: 1, name }).waitFor();
const progress = (p: Page) => p.getByRole('region', { name: 'Seu progresso' });

beforeAll(async () => {
  browser = await launch();
  const ownerContext = await newContext(browser, { school: 'aurora', as: 'owner@aurora.test' });
  contexts.push(ownerContext);
  ownerPage = await ownerContext.newPage();
  await openHome(ownerPage);
  seeded = (await callApi<{ data: Settings }>(ownerPage, SETTINGS)).body.data;
  const courses = (await callApi<{ data: { id: number; title: string }[] }>(ownerPage, '/api/catalog/courses')).body.data;
  courseId = courses.find((c) => c.title === FOTO)!.id;
  const detail = (await callApi<{ modules: { id: number; title: string }[] }>(ownerPage, `/api/catalog/courses/${courseId}`)).body;
  moduleId = detail.modules.find((m) => m.title === 'Primeiros cliques')!.id;
});

afterEach(async () => {
  await Promise.all(contexts.splice(1).map((c) => c.close()));
});

afterAll(async () => {
  // Other specs share the server: put the four switches back as the seed left them.
  if (ownerPage && seeded) {
    await setIndicators(seeded.course_page_indicator, seeded.module_page_indicator);
    await setSwitch('sidebar', seeded.sidebar === 1);
    await setSwitch('showcase', seeded.showcase === 1);
  }
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

describe('course and module pages (a student)', () => {
  it('from the home, a course card opens the course page, and a module row the module page (1280px)', async () => {
    await setIndicators(true, true);
    const p = await student();
    const shelf = p.getByRole('region', { name: 'Meus cursos' });
    await shelf.getByRole('link', { name: FOTO, exact: true }).click();
    await p.waitForURL(`**/courses/${courseId}`);
    await heading(p, FOTO);
    await expect
      .poll(() =>
        progress(p)
          .getByText(/\d+ de 8 aulas concluídas/)
          .isVisible(),
      )
      .toBe(true);
    await p
      .getByRole('link', { name: /Continuar|Começar|Rever curso/ })
      .first()
      .waitFor();
    await settled(p);
    await screenshot(p, 'course-page-1280');
    await expectAccessible(p, 'course page 1280');

    await p
      .getByRole('region', { name: 'Módulos do curso' })
      .getByRole('link', { name: /Primeiros cliques/ })
      .click();
    await p.waitForURL(`**/modulos/${moduleId}`);
    await heading(p, 'Primeiros cliques');
    await p.getByText('Módulo 1 de 3').waitFor();
    await progress(p).waitFor();
    await p.getByRole('region', { name: 'Aulas do módulo' }).getByText('Concluída').first().waitFor();
    await settled(p);
    await screenshot(p, 'module-page-1280');
    await expectAccessible(p, 'module page 1280');
    // The breadcrumb leads back to the course.
    await p.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: FOTO }).click();
    await p.waitForURL(`**/courses/${courseId}`);
  });

  it('both pages fit a 390px phone', async () => {
    const p = await student(390);
    await p.goto(`/courses/${courseId}`);
    await heading(p, FOTO);
    await progress(p).waitFor();
    await noHorizontalOverflow(p);
    await settled(p);
    await screenshot(p, 'course-page-390');
    await p.goto(`/modulos/${moduleId}`);
    await heading(p, 'Primeiros cliques');
    await noHorizontalOverflow(p);
    await settled(p);
    await screenshot(p, 'module-page-390');
    await expectAccessible(p, 'module page 390');
  });

  it('the owner turns both page indicators off: the student sees no progress indicator on either page', async () => {
    await setIndicators(false, false);
    try {
      const p = await student();
      await p.goto(`/courses/${courseId}`);
      await heading(p, FOTO);
      await p.getByRole('region', { name: 'Módulos do curso' }).waitFor();
      expect(await progress(p).count()).toBe(0);
      expect(await p.getByTestId('module-progress').count()).toBe(0);
      await screenshot(p, 'course-page-indicator-off-1280');
      await p.goto(`/modulos/${moduleId}`);
      await heading(p, 'Primeiros cliques');
      await p.getByRole('region', { name: 'Aulas do módulo' }).waitFor();
      expect(await progress(p).count()).toBe(0);
      expect(await p.getByText('Concluída').count()).toBe(0);
      await screenshot(p, 'module-page-indicator-off-1280');
    } finally {
      await setIndicators(seeded.course_page_indicator, seeded.module_page_indicator);
    }
  });

  it('a locked course shows the lock and offers the plans that open it', async () => {
    const p = await student();
    const courses = (await callApi<{ data: { id: number; locked: boolean }[] }>(p, '/api/catalog/courses')).body.data;
    const locked = courses.find((c) => c.locked)!;
    await p.goto(`/courses/${locked.id}`);
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Saiba como liberar' }).click();
    const dialog = p.getByRole('dialog', { name: 'Conteúdo bloqueado' });
    await dialog.getByText(/não faz parte do seu plano/).waitFor();
    await settled(p);
    await screenshot(p, 'course-page-locked-1280', { fullPage: false });
    await expectAccessible(p, 'locked course dialog');
  });
});

describe('the sidebar switch', () => {
  it('on: a side navigation on desktop instead of the header links, folding to icons; phones keep the drawer', async () => {
    await setSwitch('sidebar', true);
    try {
      const p = await student();
      const side = p.getByRole('navigation', { name: 'Navegação lateral' });
      await side.waitFor();
      await side.getByRole('link', { name: FOTO }).waitFor();
      expect(await p.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' }).count()).toBe(0);
      await settled(p);
      await screenshot(p, 'sidebar-home-1280', { fullPage: false });
      await expectAccessible(p, 'sidebar home');
      await side.getByRole('link', { name: FOTO }).click();
      await heading(p, FOTO);
      await settled(p);
      await screenshot(p, 'sidebar-course-1280', { fullPage: false });
      await p.getByRole('button', { name: 'Recolher menu lateral' }).click();
      await p.getByRole('button', { name: 'Expandir menu lateral' }).waitFor();
      await settled(p);
      await screenshot(p, 'sidebar-collapsed-1280', { fullPage: false });
      await p.getByRole('button', { name: 'Expandir menu lateral' }).click();

      const phone = await student(390);
      expect(await phone.getByRole('navigation', { name: 'Navegação lateral' }).count()).toBe(0);
      await noHorizontalOverflow(phone);
    } finally {
      await setSwitch('sidebar', seeded.sidebar === 1);
    }
    const p = await student();
    await p.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' }).waitFor();
    expect(await p.getByRole('navigation', { name: 'Navegação lateral' }).count()).toBe(0);
  });
});

describe('the showcase switch (vitrine aberta): a visitor who has not signed in', () => {
  it('off: the course page asks to sign in first', async () => {
    await setSwitch('showcase', false);
    const p = await page();
    await p.goto(`/courses/${courseId}`);
    await p.waitForURL(/\/login\?next=%2Fcourses%2F/);
    expect(await p.getByRole('link', { name: 'Ver cursos' }).count()).toBe(0);
  });

  it('on: browses the catalogue, a course and a module locked, then signs in and comes back', async () => {
    await setSwitch('showcase', true);
    try {
      const p = await page();
      await p.goto('/login');
      await p.getByRole('link', { name: 'Ver cursos' }).click();
      await p.waitForURL('**/courses');
      await p.getByRole('heading', { level: 1, name: 'Conheça nossos cursos' }).waitFor();
      await p.getByRole('link', { name: FOTO, exact: true }).waitFor();
      await settled(p);
      await screenshot(p, 'showcase-catalogue-1280');
      await expectAccessible(p, 'showcase catalogue');

      await p.getByRole('link', { name: FOTO, exact: true }).click();
      await heading(p, FOTO);
      await p.getByRole('banner').getByRole('link', { name: 'Entrar' }).waitFor();
      expect(await progress(p).count()).toBe(0);
      await settled(p);
      await screenshot(p, 'showcase-course-1280');
      await expectAccessible(p, 'showcase course');
      await p
        .getByRole('region', { name: 'Módulos do curso' })
        .getByRole('link', { name: /Primeiros cliques/ })
        .click();
      await heading(p, 'Primeiros cliques');
      await settled(p);
      await screenshot(p, 'showcase-module-1280');

      const phone = await page({ width: 390 });
      await phone.goto(`/modulos/${moduleId}`);
      await heading(phone, 'Primeiros cliques');
      await noHorizontalOverflow(phone);
      await settled(phone);
      await screenshot(phone, 'showcase-module-390');
      await expectAccessible(phone, 'showcase module 390');

      // What the showcase sells stays behind the sign-in, and it brings the visitor back.
      await p.getByRole('link', { name: 'Entrar para assistir', exact: true }).click();
      await p.waitForURL(/\/login\?next=%2Fmodulos%2F/);
      await p.getByLabel(/e-mail/i).fill('aluna@aurora.test');
      await p.getByLabel(/senha/i).fill('trilha123');
      await p.getByRole('button', { name: /entrar/i }).click();
      await p.waitForURL(`**/modulos/${moduleId}`);
      await p
        .getByRole('link', { name: /Continuar|Começar|Rever módulo/ })
        .first()
        .waitFor();
    } finally {
      await setSwitch('showcase', seeded.showcase === 1);
    }
  });
});
