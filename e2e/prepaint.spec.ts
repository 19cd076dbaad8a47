import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newContext, screenshot } from './support/browser';

/**
 * docs/decisions/0007: the server draws the first screen of /homepage (signed in) and /login into the HTML
 * (#prepaint), the app starts after it is painted and removes it once its own copy is drawn. The
 * drawing must sit exactly where the app draws the same things, and the page's largest paint must
 * be the drawing's, not the app's copy a moment later.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const SIZES = [
  [390, 844],
  [1280, 800],
] as const;

/** Records each largest-paint entry and when the drawing left the page, from the first byte on. */
async function watchPaints(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { paints: number[]; released: number | null };
    w.paints = [];
    w.released = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let drawn = false;
    new MutationObserver(() => {
      const present = document.getElementById('prepaint') !== null;
      if (present) drawn = true;
      else if (drawn && w.released === null) w.released = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { paints: number[]; released: number | null };
    return { paints: w.paints, released: w.released };
  });

/** The drawing alone: the app's script never arrives. */
async function drawingOnly(as: 'aluno@aurora.test' | undefined, path: string, [width, height]: readonly [number, number]) {
  const context = await newContext(browser, as ? { as } : {});
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto(path);
  await page
    .locator('#prepaint img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  return { page, context };
}

/** The page as it loads, the app included, once the drawing has gone. */
async function withApp(as: 'aluno@aurora.test' | undefined, path: string, [width, height]: readonly [number, number]) {
  const context = await newContext(browser, as ? { as } : {});
  await watchPaints(context);
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  const res = await page.goto(path);
  expect(await res!.text()).toContain('<div id="prepaint"');
  await page.locator('#prepaint').waitFor({ state: 'detached' });
  return { page, context };
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('/homepage, signed in: the first banner and the logo from the HTML', () => {
  for (const size of SIZES) {
    it(`sits exactly where the slideshow and the header draw them, and gives way to them (${size[0]}px)`, async () => {
      const drawn = await drawingOnly('aluno@aurora.test', '/homepage', size);
      await screenshot(drawn.page, `prepaint-home-${size[0]}`, { fullPage: false });
      const picture = await box(drawn.page, '#prepaint img.pp-image');
      const logo = await box(drawn.page, '#prepaint img.pp-logo');
      await drawn.context.close();

      const app = await withApp('aluno@aurora.test', '/homepage', size);
      expect(await box(app.page, '[data-testid="banner-slide"] img')).toEqual(picture);
      expect(await box(app.page, 'header img')).toEqual(logo);
      const { paints: seen, released } = await paints(app.page);
      // The largest paint is the drawing's: nothing the app drew after it counted as larger.
      expect(seen.length).toBeGreaterThan(0);
      expect(Math.max(...seen)).toBeLessThan(released!);
      await expectAccessible(app.page, `home after the drawing ${size[0]}`);
      await app.context.close();
    });
  }
});

describe('/login, signed out: the card from the HTML', () => {
  for (const size of SIZES) {
    it(`holds the card's place and the logo's pixels, and gives way to the app's card (${size[0]}px)`, async () => {
      const drawn = await drawingOnly(undefined, '/login', size);
      await screenshot(drawn.page, `prepaint-login-${size[0]}`, { fullPage: false });
      const card = await box(drawn.page, '#prepaint .LoginLayout_card');
      const logo = await box(drawn.page, '#prepaint img');
      await drawn.context.close();

      const app = await withApp(undefined, '/login', size);
      const appCard = await box(app.page, 'section[aria-labelledby]');
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appCard[key] - card[key]), key).toBeLessThan(1);
      expect(await box(app.page, 'section[aria-labelledby] img')).toEqual(logo);
      const { paints: seen, released } = await paints(app.page);
      expect(Math.max(...seen)).toBeLessThan(released!);
      await app.page.getByRole('button', { name: 'Entrar' }).waitFor();
      await expectAccessible(app.page, `login after the drawing ${size[0]}`);
      await app.context.close();
    });
  }
});
