import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, expectAccessible, launch, loginAs, newContext, screenshot } from './support/browser';
import { callApi } from './support/api';

/**
 * Spec 002 "Página de login" as the owner of Escola Aurora uses it: each theme with a placement,
 * a cropped background and an opacity, the custom button, magic links and a redirect, saved in
 * the edit panel; then the real /login, signed out, renders every choice at 1280px and 390px.
 * One test per step: each theme's configuration, then each width's check, depend on the one before.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];
/** The owner's panel, on the run's shared owner session: kept across the configuration tests. */
let ownerContext: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  // Other specs share this server and sign in through /login expecting the seed's page.
  const page = await openPage();
  await page.goto('/api/health');
  await call(page, '/api/login', { email: 'owner@aurora.test', password: 'trilha123' });
  const res = await call(page, '/api/auth/config/plataforma/loginPage/update', DEFAULTS);
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await ownerContext?.close();
  await browser?.close();
  expect(res.status, 'login page restored to the seed').toBe(200);
});

let ownerPanel: Page | undefined;
async function ownerPage(): Promise<Page> {
  ownerContext ??= await newContext(browser, { school: 'aurora', as: 'owner@aurora.test' });
  ownerPanel ??= await ownerContext.newPage();
  return ownerPanel;
}

const DEFAULTS = {
  tenant_id: 1,
  login_theme: 1,
  login_theme_placement: 'center',
  overlay_banner_login: 0,
  login_text: 'Faça login',
  cta_login: false,
  title_cta_login: null,
  link_cta_login: null,
  login_banner: null,
  login_banner_vertical: null,
  magic_link_enabled: false,
  enable_redirect_login: false,
  redirect_url: null,
};

async function openPage(width = 1280): Promise<Page> {
  const context = await newContext(browser, { school: 'aurora', width, height: width < 600 ? 844 : 800 });
  contexts.push(context);
  return context.newPage();
}

const call = (page: Page, url: string, body: unknown) => callApi(page, url, { body });

/** A picture with some shape to it, so the crop, the overlay and the grey of theme 2 show. */
function picture(width: number, height: number, from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.22}" fill="#ffffff" fill-opacity="0.35"/>
    <circle cx="${width * 0.2}" cy="${height * 0.8}" r="${Math.min(width, height) * 0.3}" fill="#000000" fill-opacity="0.25"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const THEMES = [
  { theme: 1, name: 'Gradiente', placement: 'left', placementLabel: 'Esquerda', opacity: 30, colors: ['#f59e0b', '#7c3aed'] },
  { theme: 2, name: 'Monocromático', placement: 'center', placementLabel: 'Centro', opacity: 60, colors: ['#0ea5e9', '#14532d'] },
  { theme: 3, name: 'Efeito vidro', placement: 'right', placementLabel: 'Direita', opacity: 40, colors: ['#ec4899', '#0f766e'] },
] as const;
const LOGIN_TEXT = 'Bem-vindo à Aurora';
const CTA = { title: 'Conheça os planos', link: 'https://aurora.example/planos' };

/** Picks a file through the field's button, crops it in the modal and waits for the upload. */
async function uploadBackground(page: Page, panel: Locator, label: string, image: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: new RegExp(`^(Enviar imagem|Trocar imagem): ${label}`) }).click();
  await (await chooser).setFiles({ name: 'fundo.jpg', mimeType: 'image/jpeg', buffer: image });
  const modal = page.getByRole('dialog', { name: `Recortar ${label}` });
  await modal.getByRole('group', { name: /Área de recorte/ }).waitFor();
  // Zoom in a little with the keyboard so the crop is a real crop, not the whole picture.
  await modal.getByRole('slider', { name: 'Zoom' }).focus();
  await page.keyboard.press('ArrowRight');
  await modal.getByRole('button', { name: 'Recortar e enviar' }).click();
  await modal.waitFor({ state: 'detached', timeout: 15_000 });
  await panel.getByRole('img', { name: `Prévia de ${label}` }).waitFor();
}

async function setSwitch(panel: Locator, name: RegExp, on: boolean) {
  const toggle = panel.getByRole('switch', { name });
  // The input is visually hidden, so the click is forced and skips Playwright's wait for a stable
  // element: a click during a section's expand animation can miss. Try again, then require the state.
  for (let attempt = 0; attempt < 3 && (await toggle.isChecked()) !== on; attempt++) {
    // Mid-screen first: a forced click at the panel's foot would land on the sticky save bar.
    await toggle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await toggle.click({ force: true });
    await expect
      .poll(() => toggle.isChecked(), { timeout: 2_000 })
      .toBe(on)
      .catch(() => undefined);
  }
  expect(await toggle.isChecked()).toBe(on);
}

/** A round's look in the panel: the theme, its placement and opacity, the background (both on the first round, with the title). */
async function chooseLook(page: Page, round: (typeof THEMES)[number], first: boolean) {
  await page.goto('/homepage?painel=login');
  const panel = page.getByTestId('edit-panel');
  await panel.getByRole('combobox', { name: 'Modelo' }).waitFor();

  await panel.getByRole('combobox', { name: 'Modelo' }).click();
  await page.getByRole('option', { name: round.name }).click();
  await panel.getByText(round.placementLabel, { exact: true }).click();
  const slider = panel.getByRole('slider', { name: 'Opacidade da sobreposição' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < round.opacity / 10; i++) await page.keyboard.press('ArrowRight');
  expect(await slider.getAttribute('aria-valuenow')).toBe(String(round.opacity));

  await uploadBackground(page, panel, 'Fundo para computador', await picture(2400, 1500, round.colors[0], round.colors[1]));
  if (first) {
    await uploadBackground(page, panel, 'Fundo para celular', await picture(1200, 2000, round.colors[1], round.colors[0]));
    await panel.getByLabel(/^Título/).fill(LOGIN_TEXT);
  }
}

/** The first round's rest, on the panel chooseLook left open: the custom button with its validation, magic links, the redirect. */
async function chooseButtonAndRedirect(page: Page) {
  const panel = page.getByTestId('edit-panel');
  // Spec 002 §4: the custom button's fields are enabled only while the button is on.
  expect(await panel.getByLabel('Texto do botão').isDisabled()).toBe(true);
  expect(await panel.getByLabel('Link do botão').isDisabled()).toBe(true);
  // …and they look it: the dark theme's disabled input alone looked like any other.
  const groupOpacity = () => panel.getByLabel('Texto do botão').evaluate((el) => Number(getComputedStyle(el.closest('fieldset')!).opacity));
  expect(await groupOpacity()).toBeLessThan(0.6);
  // Spec 002 §5: the custom button needs a title and a link; the save is refused with both messages.
  await setSwitch(panel, /Botão personalizado/, true);
  expect(await panel.getByLabel('Texto do botão').isEnabled()).toBe(true);
  await expect.poll(groupOpacity).toBe(1);
  await panel.getByLabel('Texto do botão').fill('');
  await panel.getByLabel('Link do botão').fill('');
  await panel.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByText('Botão sem título: Adicione um titulo para o botão personalizado').first().waitFor();
  await page.getByText('Botão sem link: Adicione o link para o botão personalizado').first().waitFor();
  await panel.getByLabel('Texto do botão').fill(CTA.title);
  await panel.getByLabel('Link do botão').fill(CTA.link);
  await setSwitch(panel, /link mágico/, true);
  await panel.getByRole('button', { name: 'Avançado' }).click();
  const target = panel.getByRole('combobox', { name: 'Destino' });
  expect(await target.isDisabled()).toBe(true);
  await setSwitch(panel, /Redirecionar após o login/, true);
  await target.click();
  await page.getByRole('option', { name: 'Favoritos (/favoritos)' }).click();
}

/** The preview shows the unsaved choices (checked for accessibility on the first round), then the round is saved. */
async function previewAndSave(page: Page, round: (typeof THEMES)[number], first: boolean) {
  const panel = page.getByTestId('edit-panel');
  // The preview is the real layout with the unsaved choices.
  const preview = panel.getByTestId('login-preview');
  await preview.locator(`[data-login-theme="${round.theme}"][data-placement="${round.placement}"]`).waitFor();
  await expect.poll(() => preview.getByRole('heading', { level: 1, includeHidden: true }).textContent()).toBe(LOGIN_TEXT);
  if (first) {
    await dismissToasts(page, /^Botão sem (título|link):/);
    await page
      .getByText(/^Botão sem (título|link):/)
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await expectAccessible(page, 'login page section');
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'login-section-1280');
  }
  await panel.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByText('Configurações salvas com sucesso!').first().waitFor();
}

/** The real /login of a visitor: what was saved, placed where it was asked. */
async function checkLoginPage(round: (typeof THEMES)[number], width: number) {
  const page = await openPage(width);
  await page.goto('/login');
  const root = page.locator(`[data-login-theme="${round.theme}"]`);
  await root.waitFor();
  expect(await root.getAttribute('data-placement')).toBe(round.placement);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(LOGIN_TEXT);

  const overlay = page.getByTestId('login-overlay');
  expect(await overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe(String(round.opacity / 100));
  const background = await overlay.evaluate((el) => getComputedStyle(el.previousElementSibling!).backgroundImage);
  expect(background).toMatch(width < 768 ? /login_banner_vertical\// : /login_banner\//);

  const cta = page.getByRole('link', { name: new RegExp(CTA.title) });
  expect(await cta.getAttribute('href')).toBe(CTA.link);
  expect(await cta.getAttribute('target')).toBe('_blank');
  expect(await page.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe('/esqueci-senha');

  // Card placement: left, centre or right on a wide screen; always centred on a phone.
  const card = (await page.locator('section[aria-labelledby]').boundingBox())!;
  const middle = card.x + card.width / 2;
  const expected = width < 768 || round.placement === 'center' ? 'center' : round.placement;
  if (expected === 'center') expect(Math.abs(middle - width / 2)).toBeLessThan(4);
  if (expected === 'left') expect(middle).toBeLessThan(width / 2 - 100);
  if (expected === 'right') expect(middle).toBeGreaterThan(width / 2 + 100);

  await page.waitForLoadState('networkidle');
  await expectAccessible(page, `login theme ${round.theme} at ${width}px`);
  await screenshot(page, `login-theme-${round.theme}-${width}`);

  // Magic links are on: the e-mail link form takes the card's place, and the password comes back.
  await page.getByRole('button', { name: 'Receber link de acesso por e-mail' }).click();
  await page.getByRole('button', { name: 'Voltar para e-mail e senha' }).waitFor();
  if (width === 390) await screenshot(page, `login-theme-${round.theme}-magic-390`);
  await page.getByRole('button', { name: 'Voltar para e-mail e senha' }).click();
  await page.getByLabel('Senha').waitFor();
}

describe('Página de login (spec 002) as owner@aurora.test', () => {
  for (const [index, round] of THEMES.entries()) {
    const look = `theme ${round.theme} (${round.name}, ${round.placementLabel}, ${round.opacity}%)`;
    // The first round is two tests, each well inside the timeout beside the other lanes: its look
    // and both pictures, then the button, magic links and redirect with the save.
    if (index === 0) {
      it(`chooses ${look} and both pictures in the panel`, async () => {
        await chooseLook(await ownerPage(), round, true);
      });
      it(`adds the button, magic links and the redirect to ${look}, and saves`, async () => {
        const page = await ownerPage();
        await chooseButtonAndRedirect(page);
        await previewAndSave(page, round, true);
      });
    } else {
      it(`configures ${look} in the panel`, async () => {
        const page = await ownerPage();
        await chooseLook(page, round, false);
        await previewAndSave(page, round, false);
      });
    }

    it.each([1280, 390])(`the real /login renders theme ${round.theme} at %ipx`, async (width) => {
      await checkLoginPage(round, width);
    });
  }

  it('keeps the last round saved, with the button, magic links and the redirect', async () => {
    const owner = await ownerPage();
    const saved = await owner.evaluate(async () => (await (await fetch('/api/tenant')).json()).login);
    expect(saved).toMatchObject({
      login_theme: 3,
      login_theme_placement: 'right',
      overlay_banner_login: 40,
      login_text: LOGIN_TEXT,
      cta_login: true,
      magic_link_enabled: true,
      enable_redirect_login: true,
      redirect_url: '/favoritos',
    });
  });

  it('signed out through the profile drawer, the owner signs in again and lands on the redirect', async () => {
    // A session of its own: signing out ends it, and the shared owner session must live on.
    const owner = await openPage();
    await owner.goto('/api/health');
    expect((await call(owner, '/api/login', { email: 'owner@aurora.test', password: 'trilha123' })).status).toBe(200);
    await owner.goto('/homepage');
    await owner.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await owner.waitForURL(/\/login$/);
    await owner.locator('[data-login-theme="3"]').waitFor();
    await owner.getByLabel(/e-mail/i).fill('owner@aurora.test');
    await owner.getByLabel('Senha').fill('trilha123');
    await owner.getByRole('button', { name: 'Entrar' }).click();
    await owner.waitForURL(/\/favoritos$/);
  });

  it('back on the defaults, the seed login page still signs in to /homepage', async () => {
    const page = await openPage();
    await page.goto('/api/health');
    await call(page, '/api/login', { email: 'owner@aurora.test', password: 'trilha123' });
    expect((await call(page, '/api/auth/config/plataforma/loginPage/update', DEFAULTS)).status).toBe(200);
    await call(page, '/api/logout', {});
    await loginAs(page, 'aluno@aurora.test');
    await page.goto('/login');
    await page.waitForURL(/\/homepage/);
  });
});
