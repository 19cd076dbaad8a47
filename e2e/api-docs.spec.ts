import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('OpenAPI description', () => {
  it('the interactive page at /api/docs renders the operations under the CSP', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text());
    });
    await page.goto('/api/docs');
    await page.getByText('Trilha API').first().waitFor();
    // Every area's tag is drawn (folded: docs.ts), and one opens on its operations.
    await expect.poll(() => page.locator('.opblock-tag').count()).toBeGreaterThan(20);
    await page
      .locator('.opblock-tag', { hasText: /^catalog/ })
      .first()
      .click();
    await expect.poll(() => page.locator('.opblock').count()).toBeGreaterThan(10);
    expect(await page.getByText('/api/catalog/courses', { exact: true }).first().isVisible()).toBe(true);
    expect(cspErrors).toEqual([]);
    await screenshot(page, 'api-docs-1280');
    await context.close();
  });
});
