import sharp from 'sharp';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginAs, newContext } from './support/browser';

/**
 * docs/security.md "Content-Security-Policy": pages run under the narrowed Content-Security-Policy (no https: wildcard,
 * <style> elements only with the page's nonce; docs/decisions/0004) without a single violation,
 * on the screens where something loads media or injects styles at run time.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  await browser?.close();
});

/** A signed-in page that records every CSP violation its documents report, and the console's CSP errors. */
async function watchedPage(email: string): Promise<{ page: Page; violations: string[] }> {
  const context = await newContext(browser, { school: 'aurora', width: 1280 });
  contexts.push(context);
  const violations: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    const report = (globalThis as any).reportCspViolation as (text: string) => void;
    (globalThis as any).document.addEventListener('securitypolicyviolation', (e: any) =>
      // oxlint-disable-next-line typescript/prefer-nullish-coalescing -- an inline violation reports blockedURI ''
      report(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} ${e.sample ?? ''} at ${e.documentURI}`),
    );
  });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  await loginAs(page, email);
  return { page, violations };
}

/** The served page's nonce is in its CSP header, and every <style> in the document carries it. */
async function expectNonceOnEveryStyle(page: Page, response: Response | null) {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const headerNonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(headerNonce, policy).toBeTruthy();
  expect(policy).not.toMatch(/unsafe-inline|(^|[\s;])https:([\s;]|$)/);
  const seen = await page.evaluate(() => {
    const doc = (globalThis as any).document;
    return {
      meta: doc.querySelector('meta[property="csp-nonce"]')?.nonce as string,
      styles: [...doc.querySelectorAll('style')].map((s: any) => s.nonce as string),
    };
  });
  expect(seen.meta).toBe(headerNonce);
  expect(seen.styles.length).toBeGreaterThan(0);
  expect(
    seen.styles.every((n) => n === headerNonce),
    JSON.stringify(seen.styles),
  ).toBe(true);
}

const picture = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1500"><rect width="100%" height="100%" fill="#0ea5e9"/><circle cx="1200" cy="750" r="400" fill="#fde047"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

describe('Content-Security-Policy in the browser (no violation anywhere)', () => {
  it('student home and a lesson playing its video', async () => {
    const { page, violations } = await watchedPage('aluno@aurora.test');
    const home = await page.goto('/homepage');
    const list = page.getByRole('list', { name: 'Meus cursos' });
    await list.waitFor();
    await page.waitForLoadState('networkidle');
    await expectNonceOnEveryStyle(page, home);

    await list.getByRole('link', { name: /: Marketing Digital para Iniciantes$/ }).click();
    // The card's "Continuar" opens the student's next lesson, which other specs' progress may have moved on: any lesson will do.
    await page.waitForURL(/\/curso\/\d+\/[^/]+\/\d+$/);
    const video = page.locator('video');
    await video.waitFor();
    // The lesson's video comes from storage (media-src): its metadata has to load.
    await expect.poll(() => video.evaluate((v: any) => v.readyState as number), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // A fresh page load gets a nonce of its own.
    const lesson = await page.reload();
    await video.waitFor();
    await expectNonceOnEveryStyle(page, lesson);
    const nonces = [home, lesson].map(async (r) => /'nonce-([^']+)'/.exec((await r!.allHeaders())['content-security-policy'] ?? '')?.[1]);
    const [first, second] = await Promise.all(nonces);
    expect(first).not.toBe(second);
    expect(violations).toEqual([]);
  });

  it("edit panel: the banner modal's cropper on a picked picture", async () => {
    const { page, violations } = await watchedPage('owner@aurora.test');
    const response = await page.goto('/homepage?painel=banner');
    await page.getByTestId('edit-panel').getByRole('button', { name: 'Novo banner' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo banner' });
    await modal
      .getByTestId('banner-image-desktop')
      .locator('input[type=file]')
      .setInputFiles({ name: 'paisagem.png', mimeType: 'image/png', buffer: await picture() });
    const area = modal.getByRole('group', { name: /Área de recorte/ });
    await area.waitFor();
    // The picture is a blob: URL (img-src blob:) laid out by react-easy-crop's stylesheet.
    const image = modal.locator('img.reactEasyCrop_Image');
    await expect.poll(() => image.evaluate((img: any) => img.naturalWidth as number), { timeout: 10_000 }).toBe(2400);
    expect(await area.evaluate((el: any) => (globalThis as any).getComputedStyle(el).position)).toBe('absolute');
    await modal.getByRole('button', { name: 'Usar recorte' }).click();
    await modal.getByRole('img', { name: 'Prévia de Imagem desktop (horizontal)' }).waitFor();
    await expectNonceOnEveryStyle(page, response);
    expect(violations).toEqual([]);
  });

  it('edit panel: the footer rich-text editor', async () => {
    const { page, violations } = await watchedPage('owner@aurora.test');
    const response = await page.goto('/homepage?painel=footer');
    const panel = page.getByTestId('edit-panel');
    await panel.getByRole('switch', { name: /Ativar footer\?/ }).waitFor();
    await panel.getByRole('button', { name: /^Termos de uso/ }).click();
    const modal = page.getByRole('dialog', { name: 'Editar Termos de uso' });
    const editor = modal.getByRole('textbox', { name: 'Conteúdo de Termos de uso' });
    await editor.click();
    await modal.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('Respeito acima de tudo.');
    expect(await editor.locator('strong').textContent()).toBe('Respeito acima de tudo.');
    // Tiptap's own <style> went in with the nonce.
    expect(await page.locator('style[data-tiptap-style]').count()).toBe(1);
    await expectNonceOnEveryStyle(page, response);
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(violations).toEqual([]);
  });
});
