import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * Lesson comments and likes (CONTRACT "Lessons and the lesson screen"): a student comments and
 * likes, the moderator answers as the school, and the owner's switch takes the section away.
 */

type CourseCard = { id: number; locked: boolean; next_lesson: { id: number; slug: string } | null };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Spec 001 §7 "Lesson settings": the owner's comments switch, 1 or 0. */
async function setComments(owner: Page, on: boolean) {
  const reply = await callApi(owner, '/api/auth/comunidade/comentarios/activeComment', { body: { comment: on ? 1 : 0, tenant_id: 1 } });
  expect(reply.status).toBe(200);
}

async function lessonUrl(page: Page) {
  const { body } = await callApi<{ data: CourseCard[] }>(page, '/api/catalog/courses');
  const course = body.data.find((c) => !c.locked && c.next_lesson);
  if (!course?.next_lesson) throw new Error('aluna has no open lesson');
  return `/curso/${course.id}/${course.next_lesson.slug}/${course.next_lesson.id}`;
}

describe('lesson comments and likes, as aluna@aurora.test and moderador@aurora.test', () => {
  let owner: { context: BrowserContext; page: Page };
  let student: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  let moderator: { context: BrowserContext; page: Page };
  let url = '';
  const question = `Qual é a melhor hora para fotografar? (${Date.now()})`;
  const answer = 'Logo depois do nascer do sol: a luz é suave e lateral.';

  beforeAll(async () => {
    owner = await openSignedIn(browser, 'owner@aurora.test');
    await setComments(owner.page, true);
    await callApi(owner.page, '/api/auth/config/plataforma/updateCustomBasic', { body: { tenant_id: 1, theme_classes: 1 } });
    student = await openSignedIn(browser, 'aluna@aurora.test');
    phone = await openSignedIn(browser, 'aluna@aurora.test', { width: 390, height: 844 });
    moderator = await openSignedIn(browser, 'moderador@aurora.test');
    url = await lessonUrl(student.page);
  });
  afterAll(async () => {
    try {
      // Other specs expect comments on: the switch goes back even when a step above failed.
      if (owner) await setComments(owner.page, true);
    } finally {
      for (const s of [owner, student, phone, moderator]) await s?.context.close();
    }
  });

  it('the student comments: the comment shows on top, newest first', async () => {
    const { page } = student;
    await page.goto(url);
    const section = page.getByTestId('lesson-comments');
    await section.getByRole('heading', { name: 'Comentários' }).waitFor();
    await section.getByRole('textbox', { name: 'Escreva um comentário' }).fill(question);
    await section.getByRole('button', { name: 'Comentar' }).click();
    const list = section.getByRole('list', { name: 'Comentários da aula' });
    await expect.poll(() => list.getByTestId('lesson-comment').first().textContent()).toContain(question);
    expect(await section.getByRole('textbox', { name: 'Escreva um comentário' }).inputValue()).toBe('');
  });

  it('the moderator sees it unanswered and replies as the school', async () => {
    const { page } = moderator;
    await page.goto(url);
    const comment = page.getByTestId('lesson-comment').filter({ hasText: question });
    await comment.getByText('Sem resposta').waitFor();
    await comment.getByRole('button', { name: 'Responder' }).first().click();
    await comment.getByRole('textbox', { name: /^Responder a / }).fill(answer);
    await comment.getByRole('button', { name: 'Enviar resposta' }).click();
    const reply = comment.getByTestId('lesson-reply').filter({ hasText: answer });
    await reply.getByText('Resposta da escola').waitFor();
    await expect.poll(() => comment.getByText('Sem resposta').count()).toBe(0);
    await expectAccessible(page, 'lesson comments as the moderator');
    await screenshot(page, 'lesson-comments-moderator-1280');
  });

  it('the student sees the school’s answer and likes the lesson (kept after a reload)', async () => {
    const { page } = student;
    await page.reload();
    const comment = page.getByTestId('lesson-comment').filter({ hasText: question });
    await comment.getByTestId('lesson-reply').filter({ hasText: answer }).getByText('Resposta da escola').waitFor();

    const like = page.getByTestId('lesson-like');
    await expect.poll(() => like.isEnabled()).toBe(true);
    const before = Number(await like.textContent());
    const pressed = await like.getAttribute('aria-pressed');
    if (pressed === 'true') {
      // A retried run starts liked: back to not liked first.
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    }
    const base = pressed === 'true' ? before - 1 : before;
    const saved = page.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'PUT' && r.ok());
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await saved;
    expect(Number(await like.textContent())).toBe(base + 1);
    await page.reload();
    // As before the click: the button is disabled until the lesson's like state has loaded (slower
    // on a loaded CI machine than expect.poll's one second).
    await expect.poll(() => page.getByTestId('lesson-like').isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('lesson-like').getAttribute('aria-pressed')).toBe('true');
    expect(Number(await page.getByTestId('lesson-like').textContent())).toBe(base + 1);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'lesson comments as the student');
    await screenshot(page, 'lesson-comments-student-1280');
  });

  it('at 390px the thread reads well and a reply can be deleted with a confirm', async () => {
    const { page } = phone;
    await page.goto(url);
    const comment = page.getByTestId('lesson-comment').filter({ hasText: question });
    await comment.waitFor();
    await comment.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number)).toBeLessThanOrEqual(390);
    await screenshot(page, 'lesson-comments-390');
    await comment
      .getByRole('button', { name: /^Excluir o comentário de / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Excluir comentário?' });
    await settled(page);
    await expectAccessible(page, 'delete comment confirm at 390');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => page.getByTestId('lesson-comment').filter({ hasText: question }).count()).toBe(0);
    await dismissToasts(page, 'Comentário excluído.');
  });

  it('the owner turns lesson comments off: the section is gone; back on, it returns', async () => {
    const { page } = student;
    await setComments(owner.page, false);
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('lesson-like').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('lesson-comments').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Comentários' }).count()).toBe(0);
    await setComments(owner.page, true);
    await page.reload();
    await page.getByTestId('lesson-comments').waitFor();
  });
});
