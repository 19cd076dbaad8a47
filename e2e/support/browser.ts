import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SHARED_ACCOUNTS, type SharedAccount } from './chromium';
import { server } from './server';

export { CHROMIUM_ARGS, launch, type SharedAccount } from './chromium';

const shotsDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** http://{school}.localhost:{port}: Chromium resolves *.localhost to loopback. */
export function schoolUrl(school: 'aurora' | 'boreal' | 'localhost' = 'aurora') {
  const host = school === 'localhost' ? 'localhost' : `${school}.localhost`;
  return `http://${host}:${server().port}`;
}

type ContextOptions = {
  school?: 'aurora' | 'boreal' | 'localhost';
  width?: number;
  height?: number;
  /** The gamification flow's student: her pages ask the server for her celebrations. */
  celebrations?: boolean;
  /** `reduce`: the system asks for no motion (prefers-reduced-motion). */
  reducedMotion?: 'reduce' | 'no-preference';
};

/**
 * A fresh browser context on a school's host. With `as`, it starts signed in as that Aurora account:
 * it carries the session global setup opened once for the run, so a spec that is not about signing in
 * skips the login screen (and its argon2 check). Specs that sign out, or test signing in, use `loginAs`.
 */
export async function newContext(browser: Browser, opts: ContextOptions & { as?: SharedAccount } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: schoolUrl(opts.school),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: 'pt-BR',
    reducedMotion: opts.reducedMotion ?? 'no-preference',
    storageState: opts.as ? sharedSession(opts.as) : undefined,
  });
  // Students earn points in every spec that posts, signs in or finishes a lesson (docs/gamification.md "The
  // engine"), and a level or reward reached on the way would open its celebration over whatever step comes
  // next. Only the gamification flow asks for them; every other spec's pages hear there is none.
  if (!opts.celebrations) {
    await context.route('**/api/auth/ranking/celebrations/*', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { data: [] } }) : route.continue(),
    );
  }
  return context;
}

function sharedSession(account: SharedAccount) {
  const state = server().sessions[account];
  if (!state) throw new Error(`global setup opened no session for ${account}`);
  return state;
}

/** Opens /homepage in a context made with `as` and waits for the header: what `loginAs` ends on, without the login screen. */
export async function openHome(page: Page) {
  await page.goto('/homepage');
  await page.getByRole('banner').waitFor();
}

const isShared = (email: string): email is SharedAccount => (SHARED_ACCOUNTS as readonly string[]).includes(email);

/**
 * A new context whose page is signed in as `email` and on /homepage with the header drawn: on the
 * run's shared session when the account has one, else through the real login screen (`loginAs`).
 * The caller closes the context.
 */
export async function openSignedIn(
  browser: Browser,
  email: string,
  opts: ContextOptions & { school?: 'aurora' | 'boreal' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const shared = isShared(email) && (opts.school ?? 'aurora') === 'aurora';
  const context = await newContext(browser, { ...opts, as: shared ? email : undefined });
  const page = await context.newPage();
  if (shared) await openHome(page);
  else await loginAs(page, email);
  return { context, page };
}

/** Signs in through the real login screen and waits for the home page. */
export async function loginAs(page: Page, email: string, password = 'trilha123') {
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL(/\/homepage/);
}

/**
 * Screenshots are for a person to look at: taken on a developer's machine, skipped in CI (`CI` set),
 * whose fresh clone is thrown away unseen. They were about a seventh of the browser tests' time
 * (docs/performance.md "The test run"). E2E_SCREENSHOTS=1 takes them anyway, =0 skips them.
 */
const takeScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/** Screenshot under test-results/screenshots, to be looked at: the whole page, or what a fixed panel shows (`fullPage: false`). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (!takeScreenshots) return;
  mkdirSync(shotsDir, { recursive: true });
  if (!fullPage) {
    await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
    return;
  }
  // A full page holds rows the browser does not render until they come near the screen
  // (content-visibility: auto): rendered for the picture, as a person scrolling would see them.
  // Set through the CSSOM, which the page's style policy allows (a <style> tag it refuses).
  await page.evaluate(async () => {
    const doc = (globalThis as any).document;
    for (const el of doc.querySelectorAll('*')) {
      if (getComputedStyle(el).contentVisibility === 'auto') {
        el.style.contentVisibility = 'visible';
        el.dataset.e2eShown = '';
      }
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
  await page.evaluate(() => {
    for (const el of (globalThis as any).document.querySelectorAll('[data-e2e-shown]')) {
      el.style.contentVisibility = '';
      delete el.dataset.e2eShown;
    }
  });
}

/**
 * Waits until no finite CSS animation or transition runs on the page (a drawer sliding in, a modal
 * fading, a toast arriving) for a few frames in a row, instead of a fixed pause before a screenshot.
 * Endless ones (loaders) are ignored.
 */
export async function settled(page: Page) {
  // page.evaluate awaits the promise (waitForFunction would take the promise itself as truthy).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const running = () =>
          document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        const deadline = performance.now() + 10_000;
        let idleFrames = 0;
        const tick = () => {
          const busy = running();
          idleFrames = busy.length === 0 ? idleFrames + 1 : 0;
          if (idleFrames >= 3) resolve();
          else if (performance.now() > deadline)
            reject(
              new Error(
                `animations still running after 10 s: ${busy.map((a) => ('animationName' in a ? a.animationName : 'transitionProperty' in a ? a.transitionProperty : a.id)).join(', ')}`,
              ),
            );
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Closes the toasts that show `text` with their close button and waits until they are gone: the
 * state their 3 s auto-close reaches, without the wait. Specs use it before axe, a screenshot or
 * the next toast with the same text.
 */
export async function dismissToasts(page: Page, text: string | RegExp) {
  const toasts = page.locator('.mantine-Notification-root').filter({ hasText: text });
  // Clicked from inside the page: a toast closing by itself meanwhile is no error.
  await toasts.evaluateAll((roots) =>
    roots.forEach((root) => root.querySelector<HTMLButtonElement>('.mantine-Notification-closeButton')?.click()),
  );
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
}

/**
 * axe on the current screen: no serious or critical violations. Run with axe.run in the page itself
 * (legacy mode: same-origin frames only, and the app has no cross-origin ones) and with only the
 * violations collected in full: the default runPartial + finishRun opens a blank page per call and
 * gathers every passing node too, which made each check take ~5 s on a loaded 2-core machine instead of ~1 s.
 */
export async function expectAccessible(page: Page, label: string) {
  const analysis = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  // page.evaluate has no timeout of its own: a stuck run fails here, by name, not as the test's timeout.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe on ${label} did not finish within 30 s`)), 30_000);
  });
  const results = await Promise.race([analysis, stuck]).finally(() => clearTimeout(timer));
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        // The element's opening tag too: axe's selector can be as unhelpful as ":root".
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join(' | ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** A Mantine toast holding `text`. */
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Fails when the page is wider than the window (a sideways scroll bar). */
export async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Settled, photographed and checked with axe. */
export async function look(page: Page, name: string, label: string, fullPage = true) {
  await settled(page);
  await screenshot(page, name, { fullPage });
  await expectAccessible(page, label);
}
