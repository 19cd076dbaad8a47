import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot } from './support/browser';

/**
 * docs/catalog.md "Locked content: why, and the way in": a click on locked content explains the lock and
 * offers the way in (the school's plans and its sales link, set in the Vitrine), and the lock never sits over
 * a card's text.
 */
const SALES_URL = 'https://escola-aurora.com.br/planos';

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;

async function signedIn(email: string, width: number) {
  const { context, page } = await openSignedIn(browser, email, { width, height: width < 500 ? 844 : 800 });
  contexts.push(context);
  return page;
}

/** Waits until the card has moved from `from` and stopped: the row's turn is animated. */
async function settledX(card: Locator, from: number) {
  let last = from;
  await expect
    .poll(
      async () => {
        const x = (await card.boundingBox())!.x;
        const still = x !== from && x === last;
        last = x;
        return still;
      },
      { timeout: 5_000, interval: 200 },
    )
    .toBe(true);
}

beforeAll(async () => {
  browser = await launch();
  owner = await signedIn('owner@aurora.test', 1280);
});
afterAll(async () => {
  // Other specs share the server: the school goes back to having no sales link.
  if (owner) await callApi(owner, '/api/auth/config/plataforma/sales-url', { body: { tenant_id: 1, sales_url: '' } });
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('locked content (issue 12)', () => {
  it('the owner sets the sales link in the Vitrine; a malformed one is refused in the form', async () => {
    await owner.goto('/homepage?painel=vitrine');
    const panel = owner.getByTestId('edit-panel');
    const field = panel.getByRole('textbox', { name: 'Link de vendas' });
    await expect.poll(() => field.isEnabled()).toBe(true);
    const save = field.locator('xpath=ancestor::form').getByRole('button', { name: 'Salvar alterações' });
    expect(await save.isDisabled()).toBe(true);
    await field.fill('escola-aurora.com.br/planos');
    await save.click();
    await panel.getByText('Informe um link válido, começando com http:// ou https://').waitFor();
    await field.fill(SALES_URL);
    const saved = owner.waitForResponse((r) => r.url().endsWith('/sales-url'));
    await save.click();
    expect((await saved).status()).toBe(200);
    await dismissToasts(owner, 'Link de vendas salvo com sucesso');
    expect(await save.isDisabled()).toBe(true);
    expect((await callApi(owner, '/api/auth/config/plataforma/get-content-config/1')).body.sales_url).toBe(SALES_URL);
  });

  it('a student clicking a locked course sees why, the plans that include it and the sales link (1280px)', async () => {
    const page = await signedIn('aluno@aurora.test', 1280);
    const card = page
      .getByRole('list', { name: 'Meus cursos' })
      .getByRole('article', { name: 'Finanças Pessoais na Prática: curso bloqueado' });
    await card.scrollIntoViewIfNeeded();
    // Anywhere on the card: a point on its picture answers the click, not only the "Saiba como liberar" words.
    await card.click({ position: { x: 60, y: 60 } });
    const dialog = page.getByRole('dialog', { name: 'Conteúdo bloqueado' });
    await dialog.getByText('O curso “Finanças Pessoais na Prática” não faz parte do seu plano.').waitFor();
    const plans = dialog.getByRole('list', { name: 'Incluído no plano:' });
    expect(await plans.getByRole('listitem').allInnerTexts()).toEqual(['Plano Completo']);
    const link = dialog.getByRole('link', { name: 'Conhecer os planos (abre em nova aba)' });
    expect(await link.getAttribute('href')).toBe(SALES_URL);
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'locked content dialog');
    await screenshot(page, 'locked-dialog-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('a locked carousel card is a button with its lock in a corner, off the title, and opens the same dialog (390px)', async () => {
    const page = await signedIn('aluno@aurora.test', 390);
    const locked = page.locator('section[data-carousel-id] [data-locked] button').first();
    await locked.waitFor();
    // As a person would: scroll to the row, then turn it with its arrow until the locked card is on screen.
    const row = locked.locator('xpath=ancestor::section[1]');
    await row.scrollIntoViewIfNeeded();
    for (let turn = 0; turn < 10; turn++) {
      const box = (await locked.boundingBox())!;
      if (box.x >= 0 && box.x + box.width <= 390) break;
      await row.getByRole('button', { name: /^Próximo/ }).click();
      await settledX(locked, box.x);
    }
    const card = locked.locator('xpath=ancestor::*[@data-locked][1]');
    const media = (await card.locator('[class*="media"]').first().boundingBox())!;
    const lock = (await card.locator('[class*="lock"]').first().boundingBox())!;
    const title = (await card.locator('[class*="title"]').first().boundingBox())!;
    // Inside the picture, in its lower-left corner, small, and never over the title below it.
    expect(lock.x).toBeLessThan(media.x + media.width / 3);
    expect(lock.y).toBeGreaterThan(media.y + media.height / 3);
    expect(lock.width).toBeLessThan(media.width / 4);
    expect(lock.y + lock.height).toBeLessThanOrEqual(title.y);
    await screenshot(page, 'locked-card-390');
    await locked.click();
    const dialog = page.getByRole('dialog', { name: 'Conteúdo bloqueado' });
    await dialog.getByRole('link', { name: 'Conhecer os planos (abre em nova aba)' }).waitFor();
    await screenshot(page, 'locked-dialog-390');
  });
});
