import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api';
import { dismissToasts, expectAccessible, launch, openSignedIn, screenshot, settled } from './support/browser';

/**
 * Issue 18 as a school owner writes quizzes (spec 002 "Minhas avaliações" §2–§8): a graded quiz
 * with a time limit and a behavioural quiz with three profiles, made in the edit panel; their
 * questions written at /quiz?id=&type=, one moved with the keyboard; at 1280 and 390, looked at
 * and checked with axe.
 */
const TENANT = 1;
const GRADED = 'Prova de composição E2E';
const BEHAVIOURAL = 'Qual fotógrafo é você? E2E';
const PROFILES = [
  ['Explorador', 'Você sai pela cidade atrás da luz certa.'],
  ['Planejador', 'Você monta a cena antes do clique.'],
  ['Contador de histórias', 'Cada foto sua tem começo, meio e fim.'],
] as const;

type Quiz = { id: number; name: string; type: string; goal: number | null; published: 0 | 1; stopwatch: 0 | 1; time_limit: string | null };
type Question = {
  id: number;
  text: string;
  type: string;
  options: { label: string; is_correct: boolean; weights: { profile_id: number; points: number }[] }[];
};
type Profile = { id: number; title: string };

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;

async function quizzes(page: Page): Promise<Quiz[]> {
  const reply = await callApi<[string, number, { data: Quiz[] }]>(page, `/api/auth/quiz/${TENANT}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body[2].data;
}
const quizNamed = async (page: Page, name: string) => (await quizzes(page)).find((q) => q.name === name);
const questionsOf = async (page: Page, quizId: number) =>
  (await callApi<{ data: Question[] }>(page, `/api/auth/quiz/questions/${quizId}`)).body.data;
const profilesOf = async (page: Page, quizId: number) =>
  (await callApi<{ data: Profile[] }>(page, `/api/auth/quiz/profiles/${quizId}`)).body.data;

/** This spec's quizzes go, so a second run (and the students' spec) starts from the seed alone. */
async function removeOurs(page: Page) {
  for (const quiz of await quizzes(page)) {
    if (!quiz.name.endsWith('E2E')) continue;
    const reply = await callApi(page, `/api/auth/quiz/${quiz.id}`, { method: 'DELETE' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
}

const section = (page: Page) => page.getByRole('dialog', { name: 'Minhas avaliações' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const card = (page: Page, name: string) => section(page).getByRole('listitem').filter({ hasText: name });

async function openSection(page: Page) {
  await page.goto('/homepage?painel=avaliacoes');
  await section(page).getByRole('button', { name: 'Nova avaliação' }).first().waitFor();
}

/** A Mantine switch: the input is drawn over by its track, so the click goes to the input itself. */
const flip = (scope: Locator, name: RegExp) => scope.getByRole('switch', { name }).click({ force: true });

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Writes one question in the open "Nova questão" modal and saves it. */
async function writeQuestion(
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

beforeAll(async () => {
  browser = await launch();
  const signedIn = await openSignedIn(browser, 'owner@aurora.test', { width: 1280, height: 800 });
  contexts.push(signedIn.context);
  owner = signedIn.page;
  await removeOurs(owner);
});

afterAll(async () => {
  try {
    if (owner) await removeOurs(owner);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  }
});

describe('Minhas avaliações (spec 002 §2–§8, issue 18)', () => {
  it("opens from Edição on the school's list (or its empty state)", async () => {
    await owner.goto('/homepage');
    await owner.getByRole('banner').getByRole('button', { name: 'Edição' }).click();
    await owner
      .getByTestId('edit-panel')
      .getByRole('button', { name: /Minhas avaliações/ })
      .click();
    // Whatever the seed holds, the list or its empty state, each with "Nova avaliação".
    await section(owner).getByRole('button', { name: 'Nova avaliação' }).first().waitFor();
    expect(await section(owner).getByTestId('quiz-list-skeleton').count()).toBe(0);
    expect(new URL(owner.url()).searchParams.get('painel')).toBe('avaliacoes');
    await settled(owner);
    await screenshot(owner, 'quiz-section-1280', { fullPage: false });
    await expectAccessible(owner, 'Minhas avaliações');
  });

  it('creates a graded quiz with a time limit: the spec messages, time_limit hh:mm:ss on the wire', async () => {
    await openSection(owner);
    await section(owner).getByRole('button', { name: 'Nova avaliação' }).first().click();
    const modal = owner.getByRole('dialog', { name: 'Nova avaliação' });
    // Spec 002 §5: the name is required; a time limit with nothing in it is refused.
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Campo obrigatório').waitFor();
    await modal.getByRole('textbox', { name: /Nome/ }).fill(GRADED);
    await flip(modal, /Publicada/);
    await flip(modal, /Permitir refazer/);
    await flip(modal, /Cronômetro/);
    await flip(modal, /Tempo limite/);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Adicione um tempo limite valido!').waitFor();
    await modal.getByRole('textbox', { name: 'Minutos' }).fill('20');
    await settled(owner);
    await screenshot(owner, 'quiz-modal-1280', { fullPage: false });
    await expectAccessible(owner, 'quiz modal');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'Avaliação criada com sucesso').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await card(owner, GRADED).getByText('Com nota').waitFor();
    expect(await quizNamed(owner, GRADED)).toMatchObject({ type: 'comun', goal: 70, published: 1, stopwatch: 1, time_limit: '00:20:00' });
    await dismissToasts(owner, 'Avaliação criada com sucesso');
  });

  it('creates a behavioural quiz: no goal asked', async () => {
    await openSection(owner);
    await section(owner).getByRole('button', { name: 'Nova avaliação' }).first().click();
    const modal = owner.getByRole('dialog', { name: 'Nova avaliação' });
    await modal.getByRole('textbox', { name: /Nome/ }).fill(BEHAVIOURAL);
    await modal.getByRole('radio', { name: /Comportamental/ }).check({ force: true });
    await modal.getByRole('textbox', { name: /Meta/ }).waitFor({ state: 'detached' });
    await flip(modal, /Publicada/);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'Avaliação criada com sucesso').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(await quizNamed(owner, BEHAVIOURAL)).toMatchObject({ type: 'comportamental', goal: null, time_limit: null });
    await dismissToasts(owner, 'Avaliação criada com sucesso');
  });

  it('"Configurar" opens /quiz?id=&type=; three questions written, the last moved to the top with the keyboard', async () => {
    const quiz = (await quizNamed(owner, GRADED))!;
    // A retried run starts from no questions again.
    for (const q of await questionsOf(owner, quiz.id))
      await callApi(owner, `/api/auth/quiz/questions/${quiz.id}/${q.id}`, { method: 'DELETE' });
    await openSection(owner);
    await card(owner, GRADED)
      .getByRole('link', { name: `Configurar ${GRADED}` })
      .click();
    await owner.waitForURL(`**/quiz?id=${quiz.id}&type=comun`);
    await owner.getByRole('heading', { level: 1, name: GRADED }).waitFor();
    await owner.getByText('Nenhuma questão ainda').waitFor();

    await writeQuestion(owner, {
      text: 'O que a regra dos terços divide?',
      options: ['A foto em nove partes iguais', 'O tempo de exposição em três'],
      correct: ['A'],
      feedback: 'Duas linhas em cada sentido formam nove partes.',
    });
    await writeQuestion(owner, {
      text: 'Quais ajudam a desfocar o fundo?',
      type: 'Múltipla escolha',
      options: ['Abertura grande (f/1.8)', 'Aproximar-se do assunto', 'ISO alto'],
      correct: ['A', 'B'],
    });
    await writeQuestion(owner, { text: 'Linhas que levam ao assunto guiam o olhar.', type: 'Verdadeiro ou falso', correct: ['A'] });
    const before = await questionsOf(owner, quiz.id);
    expect(before.map((q) => q.type)).toEqual(['single', 'multiple', 'true_false']);
    expect(before[2]!.options.map((o) => [o.label, o.is_correct])).toEqual([
      ['Verdadeiro', true],
      ['Falso', false],
    ]);

    // Space lifts the third by its handle, two arrows up move it, space drops it: saved on drop.
    // Each step waits for what the screen reader hears (dnd-kit's live region), as a keyboard user would.
    const heard = (text: string) =>
      expect.poll(() => owner.locator('[aria-live]').allTextContents()).toContainEqual(expect.stringContaining(text));
    const handle = owner.getByRole('button', { name: /^Arrastar a questão 3/ });
    await handle.focus();
    await owner.keyboard.press('Space');
    await heard('Linhas que levam ao assunto guiam o olhar.');
    await owner.keyboard.press('ArrowUp');
    await heard('na posição 2');
    await owner.keyboard.press('ArrowUp');
    await heard('na posição 1');
    await owner.keyboard.press('Space');
    await heard('solta na posição 1');
    await expect
      .poll(async () => (await questionsOf(owner, quiz.id)).map((q) => q.id))
      .toEqual([before[2]!.id, before[0]!.id, before[1]!.id]);
    await owner.reload();
    await owner.getByRole('list', { name: 'Questões' }).waitFor();
    await expect
      .poll(() => owner.getByRole('list', { name: 'Questões' }).getByRole('listitem').first().textContent())
      .toContain('Linhas que levam ao assunto guiam o olhar.');
    await settled(owner);
    await screenshot(owner, 'quiz-page-graded-1280');
    await expectAccessible(owner, '/quiz graded');

    await owner.getByRole('button', { name: 'Editar a questão 3' }).click();
    const modal = owner.getByRole('dialog', { name: 'Editar questão' });
    await modal.getByRole('textbox', { name: /Enunciado/ }).waitFor();
    await settled(owner);
    await screenshot(owner, 'quiz-question-modal-1280', { fullPage: false });
    await expectAccessible(owner, 'question modal');
    await modal.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('the behavioural quiz gets three profiles (tie rule shown) and a question whose options weigh them', async () => {
    const quiz = (await quizNamed(owner, BEHAVIOURAL))!;
    await owner.goto(`/quiz?id=${quiz.id}&type=comportamental`);
    await owner.getByRole('heading', { level: 1, name: BEHAVIOURAL }).waitFor();
    await owner.getByText('Em caso de empate, vence o que vem primeiro nesta lista', { exact: false }).waitFor();
    for (const [title, description] of PROFILES) {
      await owner.getByRole('button', { name: 'Novo perfil' }).click();
      const modal = owner.getByRole('dialog', { name: 'Novo perfil' });
      await modal.getByRole('textbox', { name: /Título/ }).fill(title);
      await modal.getByRole('textbox', { name: /Descrição/ }).fill(description);
      await modal.getByRole('button', { name: 'Salvar' }).click();
      await toast(owner, 'Perfil criado com sucesso.').first().waitFor();
      await modal.waitFor({ state: 'hidden' });
      await dismissToasts(owner, 'Perfil criado com sucesso.');
    }
    const profiles = await profilesOf(owner, quiz.id);
    expect(profiles.map((p) => p.title)).toEqual(PROFILES.map(([title]) => title));

    await owner.getByRole('button', { name: 'Nova questão' }).click();
    const modal = owner.getByRole('dialog', { name: 'Nova questão' });
    await modal.getByRole('textbox', { name: /Enunciado/ }).fill('No fim de semana, você…');
    await modal.getByRole('textbox', { name: /Alternativa A/ }).fill('Sai para fotografar a cidade');
    await modal.getByRole('textbox', { name: /Alternativa B/ }).fill('Prepara um ensaio em casa');
    await modal.getByRole('button', { name: 'Adicionar alternativa' }).click();
    await modal.getByRole('textbox', { name: /Alternativa C/ }).fill('Revisita fotos antigas e escreve sobre elas');
    await modal.getByRole('textbox', { name: 'Pontos da alternativa A para Explorador' }).fill('3');
    await modal.getByRole('textbox', { name: 'Pontos da alternativa B para Planejador' }).fill('3');
    await modal.getByRole('textbox', { name: 'Pontos da alternativa C para Contador de histórias' }).fill('2');
    await modal.getByRole('textbox', { name: 'Pontos da alternativa C para Planejador' }).fill('1');
    await settled(owner);
    await screenshot(owner, 'quiz-question-weights-1280', { fullPage: false });
    await expectAccessible(owner, 'behavioural question modal');
    await modal.getByRole('button', { name: 'Salvar questão' }).click();
    await toast(owner, 'Questão criada com sucesso.').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    const [question] = await questionsOf(owner, quiz.id);
    const byTitle = Object.fromEntries(profiles.map((p) => [p.id, p.title]));
    expect(question!.options.map((o) => o.weights.map((w) => `${byTitle[w.profile_id]}:${w.points}`).sort())).toEqual([
      ['Explorador:3'],
      ['Planejador:3'],
      ['Contador de histórias:2', 'Planejador:1'],
    ]);
    await dismissToasts(owner, 'Questão criada com sucesso.');
    await settled(owner);
    await screenshot(owner, 'quiz-page-behavioural-1280');
    await expectAccessible(owner, '/quiz behavioural');
  });

  it('at 390 px: the section, the modal and /quiz fit a phone', async () => {
    const phone = await openSignedIn(browser, 'owner@aurora.test', { width: 390, height: 844 });
    contexts.push(phone.context);
    const page = phone.page;
    await openSection(page);
    await card(page, GRADED).waitFor();
    await settled(page);
    await screenshot(page, 'quiz-section-390', { fullPage: false });
    await expectAccessible(page, 'Minhas avaliações at 390');

    await card(page, GRADED)
      .getByRole('button', { name: `Editar ${GRADED}` })
      .click();
    const modal = page.getByRole('dialog', { name: 'Editar avaliação' });
    await modal.getByRole('textbox', { name: 'Minutos' }).waitFor();
    expect(await modal.getByRole('textbox', { name: 'Minutos' }).inputValue()).toBe('20');
    await settled(page);
    await screenshot(page, 'quiz-modal-390', { fullPage: false });
    await expectAccessible(page, 'quiz modal at 390');
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    const quiz = (await quizNamed(page, GRADED))!;
    await page.goto(`/quiz?id=${quiz.id}&type=comun`);
    await page.getByRole('list', { name: 'Questões' }).waitFor();
    await settled(page);
    await screenshot(page, 'quiz-page-graded-390');
    await expectAccessible(page, '/quiz at 390');
    await noSidewaysScroll(page, '/quiz at 390');

    await page.getByRole('button', { name: 'Editar a questão 2' }).click();
    const question = page.getByRole('dialog', { name: 'Editar questão' });
    await question.getByRole('textbox', { name: /Enunciado/ }).waitFor();
    await settled(page);
    await screenshot(page, 'quiz-question-modal-390', { fullPage: false });
    await expectAccessible(page, 'question modal at 390');
  });
});
