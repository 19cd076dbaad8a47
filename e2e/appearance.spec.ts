import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newContext, openHome, screenshot, settled, type SharedAccount } from './support/browser';
import { callApi } from './support/api';

/** Spec 002 §2 Aparência and spec 000 §2 edit drawer, as a school owner and a student use them. */
let browser: Browser;
let owner: BrowserContext;
let ownerPage: Page;
let original: Record<string, unknown> | null = null;
const contexts: BrowserContext[] = [];

const GET_SETTINGS = '/api/auth/config/plataforma/getCustomBasic/1';
const UPDATE = '/api/auth/config/plataforma/updateCustomBasic';
const NEW_COLOR = '#E11D48';

/** A context signed in as `as` (the run's shared session for that account). */
async function context(as: SharedAccount, width = 1280) {
  const c = await newContext(browser, { school: 'aurora', width, as });
  contexts.push(c);
  return c;
}

/** A same-origin JSON call made by the page itself (Node cannot resolve *.localhost; Chromium can). */
const pageApi = (page: Page, path: string, body?: unknown) => callApi(page, path, { body });

const panel = (page: Page, name: string) => page.getByRole('dialog', { name });

beforeAll(async () => {
  browser = await launch();
  owner = await context('owner@aurora.test');
  // The upload bar can be brief for a small logo: a DOM observer records that it was shown.
  await owner.addInitScript(() => {
    const w = globalThis as unknown as { __sawUploadProgress: boolean; document: Document; MutationObserver: typeof MutationObserver };
    w.__sawUploadProgress = false;
    new w.MutationObserver(() => {
      if (w.document.querySelector('[data-testid="upload-progress"]')) w.__sawUploadProgress = true;
    }).observe(w.document, { childList: true, subtree: true });
  });
  ownerPage = await owner.newPage();
  await openHome(ownerPage);
  original = (await pageApi(ownerPage, GET_SETTINGS)).body.data;
});

afterAll(async () => {
  // Other specs share the server: put Aurora's look back as it was.
  if (original && ownerPage) {
    const o = original;
    const restored = await pageApi(ownerPage, UPDATE, {
      tenant_id: 1,
      primary_color: o.primary_color,
      text_color: o.text_color,
      font_primary: o.font_primary,
      background_color_primary: o.background_color_primary ?? '#000000',
      logo_square: o.logo_square,
      logo_horizontal: o.logo_horizontal,
      favicon: o.favicon,
    });
    expect(restored.status).toBe(200);
  }
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('edit panel (spec 000 §2, spec 002 §1)', () => {
  it('the owner opens "Edição" on the menu; the URL carries the panel and a section survives a reload', async () => {
    const page = ownerPage;
    await page.getByRole('button', { name: 'Edição' }).click();
    const menu = panel(page, 'Edição');
    await menu.waitFor();
    expect(new URL(page.url()).searchParams.get('painel')).toBe('menu');
    // Every section of spec 002 §1 is built (Gamificação was the last): none is "Em breve!".
    await menu.getByRole('button', { name: /Gamificação/ }).waitFor();
    expect(await menu.getByText('Em breve!').count()).toBe(0);
    expect(await menu.locator('[aria-disabled="true"]').count()).toBe(0);
    await settled(page);
    await screenshot(page, 'appearance-panel-menu-1280');
    await expectAccessible(page, 'edit panel menu');
  });

  it('keyboard alone opens Aparência from the menu; the section survives a reload and Escape closes it', async () => {
    const page = ownerPage;
    expect(new URL(page.url()).searchParams.get('painel')).toBe('menu');
    // Keyboard alone: Tab to Aparência, Enter opens it, focus lands on Back.
    for (let i = 0; i < 30; i++) {
      if (await page.evaluate(() => (globalThis as any).document.activeElement?.dataset?.section === 'aparencia')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await panel(page, 'Aparência').waitFor();
    expect(new URL(page.url()).searchParams.get('painel')).toBe('aparencia');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.getAttribute('aria-label'))).toBe('Voltar ao menu');

    await page.reload();
    const section = panel(page, 'Aparência');
    await section.getByRole('textbox', { name: 'Cor principal' }).waitFor();
    await settled(page);
    await screenshot(page, 'appearance-section-1280');
    await expectAccessible(page, 'Aparência section');
    // The lower half of the section: the 17 presets and the font select.
    await section.getByRole('radio', { name: 'Preto carvão' }).scrollIntoViewIfNeeded();
    expect(await section.getByRole('radio').count()).toBe(17);
    await screenshot(page, 'appearance-section-backgrounds-1280');

    await page.keyboard.press('Escape');
    await section.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('painel')).toBeNull();
  });

  it('on a phone the panel fits the screen (390px)', async () => {
    const c = await context('owner@aurora.test', 390);
    const page = await c.newPage();
    await openHome(page);
    // The extra header button still fits a phone's header.
    expect(
      await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth - (globalThis as any).innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Edição' }).click();
    await panel(page, 'Edição').waitFor();
    await settled(page);
    await screenshot(page, 'appearance-panel-menu-390');
    await panel(page, 'Edição')
      .getByRole('button', { name: /Aparência/ })
      .click();
    await panel(page, 'Aparência').getByRole('textbox', { name: 'Cor principal' }).waitFor();
    await settled(page);
    await screenshot(page, 'appearance-section-390');
    const width = await panel(page, 'Aparência').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
  });
});

describe('Aparência (spec 002 §2): the owner restyles the school and the student sees it', () => {
  let uploadedLogo = '';

  it('changes colour, logo, background and font, saves with the toast and lands on /homepage', async () => {
    const page = ownerPage;
    await page.goto('/homepage?painel=aparencia');
    const section = panel(page, 'Aparência');
    const color = section.getByRole('textbox', { name: 'Cor principal' });
    await color.fill(NEW_COLOR);
    await section.getByRole('heading', { name: 'Layout' }).click();

    const logo = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#F59E0B' } })
      .png()
      .toBuffer();
    await section
      .getByTestId('image-field-logo_square')
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const crop = page.getByRole('dialog', { name: 'Recortar Logo quadrada' });
    await crop.waitFor();
    const uploaded = page.waitForResponse((r) => r.url().includes('/upload-image?kind=logo_square') && r.ok());
    await crop.getByRole('button', { name: 'Recortar e enviar' }).click();
    uploadedLogo = (await (await uploaded).json()).url;
    await crop.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => (globalThis as any).__sawUploadProgress)).toBe(true);
    expect(uploadedLogo).toMatch(/^\/files\/tenants\/1\/branding\/logo_square\//);
    expect(await section.getByRole('img', { name: 'Prévia de Logo quadrada' }).getAttribute('src')).toBe(uploadedLogo);
    // The header shows the horizontal logo first: removing it lets the new square one show.
    await section.getByRole('button', { name: 'Remover Logo horizontal' }).click();

    await section.getByRole('radio', { name: 'Azul profundo' }).click();
    expect(await section.getByRole('radio', { name: 'Azul profundo' }).getAttribute('aria-checked')).toBe('true');
    await section.getByRole('combobox', { name: 'Família da fonte' }).click();
    await page.getByRole('option', { name: 'Montserrat' }).click();

    await section.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados alterados com sucesso').waitFor();
    await page.waitForURL((url) => url.pathname === '/homepage' && !url.searchParams.has('painel'), { timeout: 10_000 });
  });

  it.each([1280, 390])('a student sees the new colour, font, background and logo on the home page (%ipx)', async (width) => {
    const c = await context('aluno@aurora.test', width);
    const page = await c.newPage();
    await openHome(page);
    const look = await page.evaluate(async () => {
      const d = (globalThis as any).document;
      await d.fonts.ready;
      return {
        background: getComputedStyle(d.body, '::before').backgroundImage,
        primary: getComputedStyle(d.documentElement).getPropertyValue('--mantine-color-school-6').trim(),
        font: getComputedStyle(d.body).fontFamily,
        fontLoaded: d.fonts.check('16px Montserrat'),
      };
    });
    expect(look.background).toContain('/backgrounds/azul-profundo.webp');
    expect(look.primary.toUpperCase()).toBe(NEW_COLOR);
    expect(look.font).toContain('Montserrat');
    expect(look.fontLoaded).toBe(true);
    expect(await page.getByRole('banner').getByRole('img', { name: 'Página inicial de Escola Aurora' }).getAttribute('src')).toBe(
      uploadedLogo,
    );
    // A student never gets the edit panel.
    expect(await page.getByRole('button', { name: 'Edição' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, `appearance-themed-home-${width}`);
  });

  it('the theme is remembered per host, so the next visit paints it before React starts', async () => {
    const c = await context('aluno@aurora.test');
    const page = await c.newPage();
    await openHome(page);
    // Stop the app's code: only theme-boot.js runs on the next load.
    await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
    await page.reload();
    const boot = await page.evaluate(() => getComputedStyle((globalThis as any).document.body, '::before').backgroundImage);
    expect(boot).toContain('/backgrounds/azul-profundo.webp');
  });
});
