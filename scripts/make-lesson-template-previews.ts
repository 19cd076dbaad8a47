/**
 * Makes the three lesson-template previews (spec 001 §9 "Lista", "Sequência", "Tela cheia") that
 * the lesson settings show: apps/web/public/lesson-templates/{1,2,3}.webp, 480x300, from real
 * screenshots of a lesson in each template. Re-run after changing how a template looks:
 *
 *   npm run build && PORT=3000 npm start            # in another terminal (any running Trilha server)
 *   BASE_URL=http://aurora.localhost:3000 npx tsx scripts/make-lesson-template-previews.ts
 *
 * It signs in as owner@aurora.test, switches Aurora's template with updateCustomBasic, opens the
 * first course's next lesson at 1280x800 in Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium), and puts the school's template back as it was, even when a step fails.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS } from '../e2e/support/chromium';

const baseUrl = (process.env.BASE_URL ?? 'http://aurora.localhost:3000').replace(/\/$/, '');
const outDir = path.resolve(import.meta.dirname, '../apps/web/public/lesson-templates');
const TENANT_ID = 1;

type Reply<T> = { status: number; body: T };

/** A call from inside the signed-in page: its cookies and the CSRF double-submit header, as the web app sends them. */
function call<T>(page: Page, url: string, body?: unknown): Promise<Reply<T>> {
  return page.evaluate(
    async ({ url, body }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('trilha_csrf='))
        ?.slice('trilha_csrf='.length);
      const res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as T) : (null as T) };
    },
    { url, body },
  );
}

async function setTemplate(page: Page, template: number) {
  const reply = await call(page, '/api/auth/config/plataforma/updateCustomBasic', { tenant_id: TENANT_ID, theme_classes: template });
  if (reply.status !== 200) throw new Error(`updateCustomBasic answered ${reply.status}: ${JSON.stringify(reply.body)}`);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/api/health');
  const login = await call(page, '/api/login', { email: 'owner@aurora.test', password: 'trilha123' });
  if (login.status !== 200) throw new Error(`signing in as owner@aurora.test answered ${login.status}`);

  const school = await call<{ theme: { theme_classes: number } }>(page, '/api/tenant');
  const original = school.body.theme.theme_classes;
  const courses = await call<{ data: { id: number; locked: boolean; next_lesson: { id: number; slug: string } | null }[] }>(
    page,
    '/api/catalog/courses',
  );
  const course = courses.body.data.find((c) => !c.locked && c.next_lesson);
  if (!course?.next_lesson) throw new Error('no open course with a lesson to show');
  const lessonUrl = `/curso/${course.id}/${course.next_lesson.slug}/${course.next_lesson.id}`;

  await mkdir(outDir, { recursive: true });
  try {
    for (const template of [1, 2, 3]) {
      await setTemplate(page, template);
      await page.goto(lessonUrl);
      await page.locator(`[data-template="${template}"]`).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // The video's first frame, not the browser's loading spinner, in the picture.
      await page.waitForFunction(() => {
        const video = document.querySelector('video');
        return !video || video.readyState >= 2;
      });
      const png = await page.screenshot();
      const file = path.join(outDir, `${template}.webp`);
      await sharp(png).resize(480, 300).webp({ quality: 82 }).toFile(file);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await setTemplate(page, original);
    await browser.close();
  }
}

await main();
