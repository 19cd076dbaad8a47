import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openSignedIn, screenshot } from './support/browser';

/**
 * docs/appearance.md "Edit panel": every edit-panel section saves through one bar, in the same place with the
 * same words, disabled until something changed; and the home's slideshow holds still while the panel is open.
 */
let browser: Browser;
let context: BrowserContext;
let owner: Page;
beforeAll(async () => {
  browser = await launch();
  ({ context, page: owner } = await openSignedIn(browser, 'owner@aurora.test', { width: 1280 }));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const panel = () => owner.getByTestId('edit-panel');

/** Each section with a form, and one change a person would make there (never saved here). */
const SECTIONS: { key: string; change: (panel: Locator) => Promise<void> }[] = [
  { key: 'vitrine', change: (p) => p.getByRole('textbox', { name: 'Link de vendas' }).fill('https://escola-aurora.com.br/planos') },
  { key: 'aparencia', change: (p) => p.getByRole('radio', { name: 'Azul profundo' }).click() },
  { key: 'banner', change: (p) => p.getByRole('radio', { name: 'Fade' }).check() },
  {
    key: 'aula',
    change: async (p) => {
      await p.getByRole('combobox', { name: 'Template da tela de aula' }).click();
      await p.page().getByRole('option', { name: 'Tela cheia' }).click();
    },
  },
  { key: 'login', change: (p) => p.getByLabel(/^Título/).fill('Entre e continue aprendendo') },
  { key: 'footer', change: (p) => p.getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/aurora.escola.online') },
  { key: 'seo', change: (p) => p.getByRole('textbox', { name: /Nome da plataforma/ }).fill('Aurora Escola Online') },
];

describe('the save bar (issue 12)', () => {
  it('is in every section, the same words in the same place, disabled until something changed', async () => {
    const boxes: { key: string; x: number; width: number }[] = [];
    for (const { key, change } of SECTIONS) {
      await owner.goto(`/homepage?painel=${key}`);
      const bar = panel().getByTestId('save-bar');
      await bar.waitFor();
      expect(await panel().getByTestId('save-bar').count(), key).toBe(1);
      const button = bar.getByRole('button', { name: 'Salvar alterações' });
      await expect.poll(() => bar.getByRole('status').innerText(), { timeout: 5_000 }).toBe('Nenhuma alteração para salvar');
      expect(await button.isDisabled(), `${key}: saving with nothing changed`).toBe(true);
      await change(panel());
      await expect.poll(() => button.isEnabled(), { timeout: 5_000 }).toBe(true);
      expect(await bar.getByRole('status').innerText()).toBe('Alterações não salvas');
      const box = (await button.boundingBox())!;
      boxes.push({ key, x: Math.round(box.x + box.width), width: Math.round(box.width) });
      if (key === 'seo') await screenshot(owner, 'save-bar-seo-1280', { fullPage: false });
    }
    // The button's right edge and width are the same in every section.
    expect(new Set(boxes.map((b) => `${b.x}/${b.width}`)).size, JSON.stringify(boxes)).toBe(1);
  });

  it('the long Aparência section keeps the bar in view at the panel foot while it scrolls', async () => {
    await owner.goto('/homepage?painel=aparencia');
    const bar = panel().getByTestId('save-bar');
    await bar.waitFor();
    const viewport = owner.viewportSize()!;
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);
  });
});

describe('the save bar on a phone (issue 12)', () => {
  it('stays in view at the foot of the full-width panel, enabled once a field changes (390px)', async () => {
    const phone = await openSignedIn(browser, 'owner@aurora.test', { width: 390, height: 844 });
    try {
      await phone.page.goto('/homepage?painel=aparencia');
      const panelOnPhone = phone.page.getByTestId('edit-panel');
      const bar = panelOnPhone.getByTestId('save-bar');
      await bar.waitFor();
      await panelOnPhone.getByRole('radio', { name: 'Azul profundo' }).click();
      await expect.poll(() => bar.getByRole('button', { name: 'Salvar alterações' }).isEnabled(), { timeout: 5_000 }).toBe(true);
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(845);
      expect(box.y + box.height).toBeGreaterThan(844 - 120);
      expect(box.width).toBeGreaterThan(300);
      await screenshot(phone.page, 'save-bar-aparencia-390', { fullPage: false });
    } finally {
      await phone.context.close();
    }
  });
});

describe('the slideshow while the panel is open (issue 12)', () => {
  // The pause control names what it would do: "Pausar…" while the banners turn, "Retomar…" when they do not.
  const pausing = () => owner.locator('[data-testid="banner-slideshow"] [aria-label="Pausar a troca automática dos banners"]');

  it('stops turning while the panel is open and turns again when it closes', async () => {
    await owner.goto('/homepage');
    await pausing().waitFor();
    await owner.getByRole('button', { name: 'Edição' }).click();
    await panel().waitFor();
    await pausing().waitFor({ state: 'detached' });
    await panel().getByRole('button', { name: 'Fechar painel de edição' }).click();
    await panel().waitFor({ state: 'detached' });
    await pausing().waitFor();
  });
});
