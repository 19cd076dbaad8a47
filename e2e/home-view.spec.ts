import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeViewCalls } from '@trilha/shared/home/view';
import { launch, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * What /homepage asks for only once its first screen has painted: the school's custom HTML blocks
 * (components/custom-html), the bell's and the ranking's calls. Not in the view (packages/shared/src/home/view.ts): announcing them in
 * the head would make them compete with the first screen, which waiting for the paint avoids.
 */
const LATE_CALLS = [
  '/api/platform/auth/custom-html/filters/homepage',
  // The header's bell (docs/notifications.md): its count and, on a wide screen, the popover's first page.
  '/api/auth/notification/total',
  '/api/auth/notification?page=1&paginate=10',
  // The shell's ranking link (whether the board answers) and the celebrations not yet shown (docs/shell.md
  // "Celebrations").
  '/api/auth/ranking/board/1?period=all',
  '/api/auth/ranking/celebrations/1',
];
/** Each block's frame: a document the list names (Aurora's demo block, docs/custom-html.md "The demo block"), loaded after it. */
const FRAME = '/api/platform/auth/custom-html/frame/';

describe('the home view the bench measures is the one the browser loads (issue 11)', () => {
  it('a student opening /homepage makes exactly the API calls listed in packages/shared/src/home/view.ts, the late ones after the first', async () => {
    const context = await newContext(browser, { as: 'aluno@aurora.test' });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
    });
    await page.goto('/homepage');
    await page.getByRole('heading', { name: 'Meus cursos' }).waitFor();
    // Everything the first screen asks for has been sent once the network stays quiet.
    await page.waitForLoadState('networkidle');
    const frames = calls.filter((call) => call.startsWith(FRAME));
    expect(calls.filter((call) => !call.startsWith(FRAME)).sort()).toEqual([...homeViewCalls(1), ...LATE_CALLS].sort());
    for (const frame of frames) expect(calls.indexOf(frame), frame).toBeGreaterThan(calls.indexOf(LATE_CALLS[0]!));
    // The late calls wait for the first screen: each leaves after every call of the view.
    const lastOfView = Math.max(...homeViewCalls(1).map((call) => calls.indexOf(call)));
    for (const late of LATE_CALLS) expect(calls.indexOf(late), late).toBeGreaterThan(lastOfView);
    await context.close();
  });
});
