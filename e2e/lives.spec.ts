import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { expectAccessible, launch, loginAs, newContext, openSignedIn, screenshot, settled } from './support/browser';

const STREAM = 'https://www.youtube-nocookie.com/embed/aurora-live-e2e';
const TITLE = 'Plantão de dúvidas ao vivo';

let browser: Browser;
let staff: { context: BrowserContext; page: Page };
let liveId: number;

beforeAll(async () => {
  browser = await launch();
  staff = await openSignedIn(browser, 'admin@aurora.test', { width: 1280 });
  // A live on air now, for Plano Completo (aluna holds it, aluno does not), scheduled as the staff do.
  const products = await callApi<{ data: { id: number; title: string }[] }>(staff.page, '/api/auth/admin/products/get');
  const completo = products.body.data.find((p) => p.title === 'Plano Completo');
  const now = Date.now();
  const created = await callApi<{ data: { id: number; on_air: boolean } }>(staff.page, '/api/auth/lives/1', {
    body: {
      title: TITLE,
      stream_url: STREAM,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      product_ids: completo ? [completo.id] : [],
    },
  });
  expect(created.status).toBe(201);
  expect(created.body.data.on_air).toBe(true);
  liveId = created.body.data.id;
});

afterAll(async () => {
  // Other specs share this server: a live left on air would put the alert in their headers.
  if (liveId) expect((await callApi(staff.page, `/api/auth/lives/1/${liveId}`, { method: 'DELETE' })).status).toBe(200);
  await staff?.context.close();
  await browser?.close();
});

/** The header's alert, as a student finds it. */
const alertIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: `Ao vivo agora: ${TITLE}` });

describe('a live on air (issue 15 "Lives") for aluna@aurora.test', () => {
  for (const width of [1280, 390]) {
    it(`at ${width}px: the header alert opens /live?watch={id}, which plays the live in an iframe`, async () => {
      const context = await newContext(browser, { width, height: width > 500 ? 800 : 844 });
      try {
        const page = await context.newPage();
        await loginAs(page, 'aluna@aurora.test');
        const alert = alertIn(page);
        await alert.waitFor();
        expect(await alert.getAttribute('href')).toBe(`/live?watch=${liveId}`);
        await page.waitForLoadState('networkidle');
        await settled(page);
        await expectAccessible(page, `home with the live alert at ${width}`);
        await screenshot(page, `lives-alert-${width}`, { fullPage: false });

        await alert.click();
        await page.waitForURL(new RegExp(`/live\\?watch=${liveId}$`));
        await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
        expect(await page.getByText('Ao vivo agora', { exact: true }).isVisible()).toBe(true);
        const frame = page.locator(`iframe[title="Transmissão ao vivo: ${TITLE}"]`);
        expect(await frame.getAttribute('src')).toBe(STREAM);
        // The live page's header rules (spec 000 §2): no alert to itself, no search; the avatar goes home.
        expect(await alertIn(page).count()).toBe(0);
        expect(await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).count()).toBe(0);
        expect(await page.getByRole('banner').getByRole('link', { name: 'Voltar para a página inicial' }).count()).toBe(1);
        await settled(page);
        await expectAccessible(page, `live page at ${width}`);
        await screenshot(page, `lives-watch-${width}`);
      } finally {
        await context.close();
      }
    });
  }

  it('aluno@aurora.test (Plano Essencial) gets no alert, and the page says the live is not for him', async () => {
    const { context, page } = await openSignedIn(browser, 'aluno@aurora.test', { width: 1280 });
    try {
      const hasLive = await callApi<{ show_live_alert: boolean }>(page, '/api/platform/has-live');
      expect(hasLive.body.show_live_alert).toBe(false);
      expect(await alertIn(page).count()).toBe(0);
      await page.goto(`/live?watch=${liveId}`);
      await page.getByText('Esta live não está disponível para você.').waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await expectAccessible(page, 'live not for this student');
      await screenshot(page, 'lives-not-for-you-1280', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
