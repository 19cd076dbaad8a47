import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './api';
import { dismissToasts, toast } from './browser';

/** What e2e/quizzes.spec.ts reads and drives: the staff's quiz calls and screens, and the student's quiz screen. */

export type StaffQuiz = {
  id: number;
  name: string;
  type: string;
  goal: number | null;
  published: 0 | 1;
  stopwatch: 0 | 1;
  time_limit: string | null;
};
export type StaffQuestion = {
  id: number;
  text: string;
  type: string;
  options: { label: string; is_correct: boolean; weights: { profile_id: number; points: number }[] }[];
};

/** The school's quizzes as "Minhas avaliações" reads them (spec 002 §7's legacy envelope). */
export async function staffQuizzes(page: Page, tenant: number): Promise<StaffQuiz[]> {
  const reply = await callApi<[string, number, { data: StaffQuiz[] }]>(page, `/api/auth/quiz/${tenant}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body[2].data;
}

export const questionsOf = async (page: Page, quizId: number) =>
  (await callApi<{ data: StaffQuestion[] }>(page, `/api/auth/quiz/questions/${quizId}`)).body.data;
export const profilesOf = async (page: Page, quizId: number) =>
  (await callApi<{ data: { id: number; title: string }[] }>(page, `/api/auth/quiz/profiles/${quizId}`)).body.data;

/** Deletes the quizzes whose name ends with `suffix`, so a retried run starts from the seed alone. */
export async function removeQuizzesEndingWith(page: Page, tenant: number, suffix: string) {
  for (const quiz of await staffQuizzes(page, tenant)) {
    if (!quiz.name.endsWith(suffix)) continue;
    const reply = await callApi(page, `/api/auth/quiz/${quiz.id}`, { method: 'DELETE' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
}

/** A Mantine switch: the input is drawn over by its track, so the click goes to the input itself. */
export const flip = (scope: Locator, name: RegExp) => scope.getByRole('switch', { name }).click({ force: true });

/** Writes one graded question in /quiz's "Nova questão" modal and saves it (options A, B, …; `correct` by letter). */
export async function writeQuestion(
  page: Page,
  q: { text: string; type?: 'Múltipla escolha' | 'Verdadeiro ou falso'; options?: string[]; correct: string[]; feedback?: string },
) {
  await page.getByRole('button', { name: 'Nova questão' }).click();
  const modal = page.getByRole('dialog', { name: 'Nova questão' });
  await modal.getByRole('textbox', { name: /Enunciado/ }).fill(q.text);
  if (q.type) await modal.locator('label').filter({ hasText: q.type }).click();
  for (const [i, label] of (q.options ?? []).entries()) {
    const letter = String.fromCharCode(65 + i);
    if (i >= 2) await modal.getByRole('button', { name: 'Adicionar alternativa' }).click();
    await modal.getByRole('textbox', { name: new RegExp(`Alternativa ${letter}`) }).fill(label);
  }
  for (const letter of q.correct)
    await modal
      .getByRole(q.type === 'Múltipla escolha' ? 'checkbox' : 'radio', { name: `Alternativa ${letter} correta` })
      .check({ force: true });
  if (q.feedback) await modal.getByRole('textbox', { name: /Explicação/ }).fill(q.feedback);
  await modal.getByRole('button', { name: 'Salvar questão' }).click();
  await toast(page, 'Questão criada com sucesso.').first().waitFor();
  await modal.waitFor({ state: 'hidden' });
  await dismissToasts(page, 'Questão criada com sucesso.');
}

const center = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * A real pointer drag of `handle` onto `target` (dnd-kit's PointerSensor: pressed, moved past its
 * 6 px threshold, then over the target in small steps, and released), as a person does it.
 */
export async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await center(handle);
  const to = await center(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 8, { steps: 4 });
  await page.mouse.move(to.x, to.y - 12, { steps: 24 });
  await page.mouse.up();
}

/** Seconds of the student's timer (`mm:ss` or `h:mm:ss`). */
export async function timerSeconds(page: Page) {
  const text = (await page.getByRole('timer', { name: 'Tempo restante' }).textContent()) ?? '';
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** The quiz screen's status line once the answers reached the server. */
export const answersSaved = (page: Page) => page.getByRole('status').filter({ hasText: 'Respostas salvas' }).waitFor();

/** "Enviar respostas", then the confirmation's "Enviar". */
export async function submitAnswers(page: Page) {
  await page.getByRole('button', { name: 'Enviar respostas' }).first().click();
  await page.getByRole('dialog', { name: 'Enviar suas respostas?' }).getByRole('button', { name: 'Enviar' }).click();
}

export const studentCard = (scope: Page | Locator, name: string) => scope.getByRole('article', { name });

/** The edit panel's "Minhas avaliações" section and one quiz's card in it. */
export const section = (page: Page) => page.getByRole('dialog', { name: 'Minhas avaliações' });
export const sectionCard = (page: Page, name: string) => section(page).getByRole('listitem').filter({ hasText: name });

export async function openSection(page: Page) {
  await page.goto('/homepage?painel=avaliacoes');
  await section(page).getByRole('button', { name: 'Nova avaliação' }).first().waitFor();
}
