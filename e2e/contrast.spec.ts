import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, openSignedIn, screenshot } from './support/browser';

/**
 * Text contrast (axe's colour rules, WCAG AA) on every themed screen, under each demo
 * school's theme: Aurora's deep purple and Boreal's light sky blue stress the two ends. The buttons
 * a newcomer found hard to read are named, so the check cannot pass by their absence.
 */
const SCHOOLS = [
  { school: 'aurora', staff: 'owner@aurora.test' },
  { school: 'boreal', staff: 'admin@boreal.test' },
] as const;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function contrastViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`));
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describe.each(SCHOOLS)('contrast under $school’s theme', ({ school, staff }) => {
  let page: Page;
  beforeAll(async () => {
    const opened = await openSignedIn(browser, staff, { school, width: 1280 });
    contexts.push(opened.context);
    page = opened.page;
  });

  it('the home as staff: the "Edição" pill and "Ordenar carrosséis"', async () => {
    await page.goto('/homepage');
    await page.getByRole('button', { name: 'Edição' }).waitFor();
    await page.getByRole('button', { name: 'Ordenar carrosséis' }).waitFor();
    expect(await contrastViolations(page)).toEqual([]);
  });

  it('an empty list\'s "Ir para a página inicial"', async () => {
    await page.goto('/favoritos');
    await page.getByRole('link', { name: 'Ir para a página inicial' }).waitFor();
    expect(await contrastViolations(page)).toEqual([]);
    await screenshot(page, `contrast-${school}-favorites-1280`);
  });

  it('the profile\'s "Escolher foto", with the same avatar colour as the header', async () => {
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Escolher foto' }).waitFor();
    expect(await contrastViolations(page)).toEqual([]);
    const header = await backgroundOf(page, 'header .mantine-Avatar-root');
    expect(await backgroundOf(page, '[data-testid="profile-avatar"]')).toBe(header);
    await screenshot(page, `contrast-${school}-profile-1280`);
  });

  it('a lesson, the search results and a missing page', async () => {
    for (const path of ['/search?search=a', '/pagina-que-nao-existe']) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await contrastViolations(page), path).toEqual([]);
    }
    await page.goto('/homepage');
    // The card's "Começar"/"Continuar" goes to the lesson (its title opens the course page).
    await page
      .getByRole('list', { name: 'Meus cursos' })
      .getByRole('link', { name: /^(Começar|Continuar|Rever curso): / })
      .first()
      .click();
    await page.getByRole('navigation', { name: 'Conteúdo do curso' }).waitFor();
    expect(await contrastViolations(page), 'lesson').toEqual([]);
  });

  it('the login page, signed out', async () => {
    const context = await newContext(browser, { school });
    contexts.push(context);
    const login = await context.newPage();
    await login.goto('/login');
    await login.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await contrastViolations(login)).toEqual([]);
  });
});

describe.each(SCHOOLS)('contrast under $school’s theme on a phone (390px)', ({ school, staff }) => {
  it('the empty favourites and the profile read well, and look it', async () => {
    const opened = await openSignedIn(browser, staff, { school, width: 390, height: 844 });
    contexts.push(opened.context);
    const { page } = opened;
    await page.goto('/favoritos');
    await page.getByRole('link', { name: 'Ir para a página inicial' }).waitFor();
    expect(await contrastViolations(page)).toEqual([]);
    await screenshot(page, `contrast-${school}-favorites-390`);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Escolher foto' }).waitFor();
    expect(await contrastViolations(page)).toEqual([]);
    await screenshot(page, `contrast-${school}-profile-390`);
  });
});
