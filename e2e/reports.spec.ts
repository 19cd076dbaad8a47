import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, look, noSidewaysScroll, openSignedIn } from './support/browser';

// docs/people-and-access.md "Reports": the owner opens Relatórios, picks a course and reads its
// completion funnel and each student's progress, sorts, and downloads the same report as CSV.

const COURSE = 'Fotografia com o Celular';

let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(email: string, width = 1280) {
  const { context, page } = await openSignedIn(browser, email, { width, height: width < 500 ? 844 : 800 });
  contexts.push(context);
  return page;
}

async function openCourseReport(page: Page) {
  await page.goto('/homepage?painel=relatorios');
  const panel = page.getByTestId('edit-panel');
  await panel.getByRole('button', { name: /^Curso/ }).click();
  await page.getByRole('option', { name: COURSE }).click();
  await panel.getByRole('list', { name: 'Conclusão por módulo' }).waitFor();
  return panel;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

describe('the owner reads how students move through a course (docs/people-and-access.md "Reports")', () => {
  it('shows the funnel by module and the students, sorts by name, and offers the CSV', async () => {
    const owner = await signedIn('owner@aurora.test');
    const panel = await openCourseReport(owner);
    const table = panel.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    await look(owner, 'reports-course-1280', 'course report');
    await table.getByRole('button', { name: 'Aluno' }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Aluno' }).getAttribute('aria-sort')).not.toBe('none');
    const href = await panel.getByRole('link', { name: 'Baixar CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/admin\/reports\/courses\/\d+\.csv$/);
    // The link's download, as the browser makes it: with the session's cookie.
    const csv = await owner.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, text: await res.text() };
    }, href!);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('name,email,progress_percent,finished_lessons,lessons,last_activity_at');
  });

  it('fits a phone (390 px)', async () => {
    const phone = await signedIn('owner@aurora.test', 390);
    await openCourseReport(phone);
    await noSidewaysScroll(phone, 'course report at 390');
    await look(phone, 'reports-course-390', 'course report at 390');
  });
});
