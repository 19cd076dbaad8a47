import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const shotsDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** http://{school}.localhost:{port}: Chromium resolves *.localhost to loopback. */
export function schoolUrl(school: 'aurora' | 'boreal' | 'localhost' = 'aurora') {
  const host = school === 'localhost' ? 'localhost' : `${school}.localhost`;
  return `http://${host}:${inject('port')}`;
}

export async function newContext(browser: Browser, opts: { school?: 'aurora' | 'boreal' | 'localhost'; width?: number; height?: number } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: schoolUrl(opts.school),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: 'pt-BR',
  });
}

/** Signs in through the real login screen and waits for the home page. */
export async function loginAs(page: Page, email: string, password = 'trilha123') {
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL(/\/homepage/);
}

/** Full-page screenshot under test-results/screenshots, to be looked at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** axe on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}
