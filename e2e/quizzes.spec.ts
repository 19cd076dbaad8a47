import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuizQuestion, createQuiz } from './support/api';
import { dismissToasts, expectAccessible, launch, look, noSidewaysScroll, openSignedIn, toast } from './support/browser';
import {
  answersSaved,
  dragOnto,
  flip,
  openSection,
  profilesOf,
  questionsOf,
  removeQuizzesEndingWith,
  section,
  sectionCard,
  staffQuizzes,
  studentCard,
  submitAnswers,
  timerSeconds,
  writeQuestion,
} from './support/quizzes';

/**
 * docs/quizzes.md from end to end, one flow in order: the Aurora owner writes a graded quiz with a time
 * limit and a behavioural quiz with three profiles in "Minhas avaliações" (spec 002 §2, §3, §4, §5, §6, §7, §8), writes
 * their questions at /quiz and moves one by dragging it; then Marina (aluna) takes both of these
 * quizzes: she reloads mid-way and keeps her answers and her time, fails the graded one, retries and
 * passes, and meets her profile; the course page lists the quiz placed on it. At 1280 and 390, looked at and checked with axe. The steps share
 * what the earlier ones made, so they run in this file's order (vitest runs a file's tests in order).
 */
const TENANT = 1;
const GRADED = 'Prova de composição E2E';
const BEHAVIOURAL = 'Qual fotógrafo é você? E2E';
const PROFILES = [
  ['Explorador', 'Você sai pela cidade atrás da luz certa.'],
  ['Planejador', 'Você monta a cena antes do clique.'],
  ['Contador de histórias', 'Cada foto sua tem começo, meio e fim.'],
] as const;
const [TF, THIRDS, BLUR] = [
  'Linhas que levam ao assunto guiam o olhar.',
  'O que a regra dos terços divide?',
  'Quais ajudam a desfocar o fundo?',
];

let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: Page;
let student: Page;

const quizNamed = async (name: string) => (await staffQuizzes(owner, TENANT)).find((q) => q.name === name)!;

beforeAll(async () => {
  browser = await launch();
  const staff = await openSignedIn(browser, 'owner@aurora.test', { width: 1280, height: 800 });
  const her = await openSignedIn(browser, 'aluna@aurora.test', { width: 1280, height: 800 });
  contexts.push(staff.context, her.context);
  [owner, student] = [staff.page, her.page];
  await removeQuizzesEndingWith(owner, TENANT, 'E2E');
});

afterAll(async () => {
  try {
    if (owner) await removeQuizzesEndingWith(owner, TENANT, 'E2E');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  }
});

describe('the owner writes two quizzes (spec 002 "Minhas avaliações", issue 18)', () => {
  it('creates a graded quiz with a time limit from Edição: the spec messages, time_limit hh:mm:ss on the wire', async () => {
    await owner.getByRole('banner').getByRole('button', { name: 'Edição' }).click();
    await owner
      .getByTestId('edit-panel')
      .getByRole('button', { name: /Minhas avaliações/ })
      .click();
    await section(owner).getByRole('button', { name: 'Nova avaliação' }).first().waitFor();
    expect(new URL(owner.url()).searchParams.get('painel')).toBe('avaliacoes');
    await look(owner, 'quiz-section-1280', 'Minhas avaliações', false);

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
    await modal.getByRole('textbox', { name: 'Minutos' }).fill('15');
    await look(owner, 'quiz-modal-1280', 'quiz modal', false);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'Avaliação criada com sucesso').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    await sectionCard(owner, GRADED).getByText('Com nota').waitFor();
    expect(await quizNamed(GRADED)).toMatchObject({ type: 'comun', goal: 70, published: 1, stopwatch: 1, time_limit: '00:15:00' });
    await dismissToasts(owner, 'Avaliação criada com sucesso');
  });

  it('creates a behavioural quiz: no goal asked', async () => {
    await section(owner).getByRole('button', { name: 'Nova avaliação' }).first().click();
    const modal = owner.getByRole('dialog', { name: 'Nova avaliação' });
    await modal.getByRole('textbox', { name: /Nome/ }).fill(BEHAVIOURAL);
    await modal.getByRole('radio', { name: /Comportamental/ }).check({ force: true });
    await modal.getByRole('textbox', { name: /Meta/ }).waitFor({ state: 'detached' });
    await flip(modal, /Publicada/);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await toast(owner, 'Avaliação criada com sucesso').first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(await quizNamed(BEHAVIOURAL)).toMatchObject({ type: 'comportamental', goal: null, time_limit: null });
    await dismissToasts(owner, 'Avaliação criada com sucesso');
  });

  it('"Configurar" opens /quiz?id=&type=; three questions written, the last dragged to the top', async () => {
    const quiz = await quizNamed(GRADED);
    await sectionCard(owner, GRADED)
      .getByRole('link', { name: `Configurar ${GRADED}` })
      .click();
    await owner.waitForURL(`**/quiz?id=${quiz.id}&type=comun`);
    await owner.getByRole('heading', { level: 1, name: GRADED }).waitFor();
    await owner.getByText('Nenhuma questão ainda').waitFor();

    await writeQuestion(owner, {
      text: THIRDS,
      options: ['A foto em nove partes iguais', 'O tempo de exposição em três'],
      correct: ['A'],
      feedback: 'Duas linhas em cada sentido formam nove partes.',
    });
    await writeQuestion(owner, {
      text: BLUR,
      type: 'Múltipla escolha',
      options: ['Abertura grande (f/1.8)', 'Aproximar-se do assunto', 'ISO alto'],
      correct: ['A', 'B'],
      feedback: 'O ISO muda o brilho e o ruído, não a profundidade de campo.',
    });
    await writeQuestion(owner, { text: TF, type: 'Verdadeiro ou falso', correct: ['A'] });
    const before = await questionsOf(owner, quiz.id);
    expect(before.map((q) => q.type)).toEqual(['single', 'multiple', 'true_false']);
    expect(before[2]!.options.map((o) => [o.label, o.is_correct])).toEqual([
      ['Verdadeiro', true],
      ['Falso', false],
    ]);

    // The third question's handle dragged onto the first's: saved on drop.
    const saved = owner.waitForResponse((r) => r.url().endsWith(`/api/auth/quiz/questions/${quiz.id}/order`));
    await dragOnto(
      owner,
      owner.getByRole('button', { name: /^Arrastar a questão 3/ }),
      owner.getByRole('button', { name: /^Arrastar a questão 1/ }),
    );
    expect((await saved).status()).toBe(200);
    expect((await questionsOf(owner, quiz.id)).map((q) => q.id)).toEqual([before[2]!.id, before[0]!.id, before[1]!.id]);
    await owner.reload();
    const list = owner.getByRole('list', { name: 'Questões' });
    await list.waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain(TF);
    await look(owner, 'quiz-page-graded-1280', '/quiz graded');

    await owner.getByRole('button', { name: 'Editar a questão 3' }).click();
    const modal = owner.getByRole('dialog', { name: 'Editar questão' });
    await modal.getByRole('textbox', { name: /Enunciado/ }).waitFor();
    await look(owner, 'quiz-question-modal-1280', 'question modal', false);
    await modal.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('the behavioural quiz gets three profiles (tie rule shown) and a question whose options weigh them', async () => {
    const quiz = await quizNamed(BEHAVIOURAL);
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
    await look(owner, 'quiz-question-weights-1280', 'behavioural question modal', false);
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
    await look(owner, 'quiz-page-behavioural-1280', '/quiz behavioural');
  });

  it('at 390 px the section, the quiz modal and /quiz fit a phone', async () => {
    await owner.setViewportSize({ width: 390, height: 844 });
    await openSection(owner);
    await sectionCard(owner, GRADED).waitFor();
    await look(owner, 'quiz-section-390', 'Minhas avaliações at 390', false);
    await sectionCard(owner, GRADED)
      .getByRole('button', { name: `Editar ${GRADED}` })
      .click();
    const modal = owner.getByRole('dialog', { name: 'Editar avaliação' });
    expect(await modal.getByRole('textbox', { name: 'Minutos' }).inputValue()).toBe('15');
    await look(owner, 'quiz-modal-390', 'quiz modal at 390', false);
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    await owner.goto(`/quiz?id=${(await quizNamed(GRADED)).id}&type=comun`);
    await owner.getByRole('list', { name: 'Questões' }).waitFor();
    await look(owner, 'quiz-page-graded-390', '/quiz at 390');
    await noSidewaysScroll(owner, '/quiz at 390');
  });
});

describe('Marina takes both (issue 18, docs/quizzes.md "Students")', () => {
  it('finds both new on /avaliacoes', async () => {
    await student.goto('/avaliacoes');
    await studentCard(student, GRADED).getByText('Nova').waitFor();
    await studentCard(student, BEHAVIOURAL).getByText('Nova').waitFor();
    expect(await studentCard(student, GRADED).getByText('Tempo: 15:00').count()).toBe(1);
    await look(student, 'quizzes-list-1280', 'avaliacoes at 1280');
  });

  it('the course page lists the quiz placed on it (the demo’s), with the same card', async () => {
    const placed = 'Quiz: Fotografia com o Celular';
    await studentCard(student, placed).getByRole('link', { name: 'Curso Fotografia com o Celular' }).click();
    await student.getByRole('heading', { level: 1, name: 'Fotografia com o Celular' }).waitFor();
    const quizzes = student.getByRole('region', { name: 'Avaliações' });
    await studentCard(quizzes, placed)
      .getByRole('link', { name: `Começar: ${placed}` })
      .waitFor();
    // Only what is placed on this course: the school-wide quizzes stay on /avaliacoes.
    expect(await quizzes.getByRole('article').count()).toBe(1);
    await look(student, 'quiz-course-page-1280', 'course page with its quiz');
  });

  it('the graded quiz in the order the owner left: saved as she goes, a reload keeps answers, question and time; she fails', async () => {
    await student.goto('/avaliacoes');
    await studentCard(student, GRADED)
      .getByRole('link', { name: `Começar: ${GRADED}` })
      .click();
    await student.getByText('Você terá 15:00 a partir do início.', { exact: false }).waitFor();
    await expectAccessible(student, 'quiz rules before the start');
    await student.getByRole('button', { name: 'Começar avaliação' }).click();
    // The dragged question comes first.
    await student.getByRole('radiogroup', { name: TF }).getByRole('radio', { name: 'Verdadeiro' }).click();
    await student.getByRole('button', { name: 'Próxima' }).click();
    await student.getByRole('radio', { name: 'A foto em nove partes iguais' }).click();
    await answersSaved(student);
    await look(student, 'quiz-question-1280', 'quiz question at 1280');

    const before = await timerSeconds(student);
    expect(before).toBeGreaterThan(14 * 60);
    await student.reload();
    const kept = student.getByRole('radio', { name: 'A foto em nove partes iguais' });
    await kept.waitFor();
    expect(await kept.getAttribute('aria-checked')).toBe('true');
    const after = await timerSeconds(student);
    // The same deadline: a little less time, never a fresh 15 minutes.
    expect(after).toBeLessThanOrEqual(before);
    expect(before - after).toBeLessThan(30);
    await student.getByRole('button', { name: 'Questão 1, respondida' }).click();
    expect(await student.getByRole('radio', { name: 'Verdadeiro' }).getAttribute('aria-checked')).toBe('true');

    // Wrong on purpose: one right and one wrong tick earn nothing on the multiple choice.
    await student.getByRole('button', { name: 'Questão 3' }).click();
    await student.getByRole('checkbox', { name: 'Abertura grande (f/1.8)' }).click();
    await student.getByRole('checkbox', { name: 'ISO alto' }).click();
    await answersSaved(student);
    await student.getByRole('button', { name: 'Enviar respostas' }).first().click();
    const dialog = student.getByRole('dialog', { name: 'Enviar suas respostas?' });
    await dialog.getByText('Você respondeu 3 de 3 questões.').waitFor();
    await expectAccessible(student, 'submit confirmation');
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    // Two of three equal questions: 66.67%, under the goal of 70.
    await student.getByRole('heading', { name: 'Sua nota: 66,67%' }).waitFor();
    await student.getByText('Reprovado').first().waitFor();
    // Attempts are left: her answers and their points, not the right ones nor the explanations (finding 4).
    const review = student.getByRole('region', { name: 'Revisão das questões' });
    await review.getByText('As respostas certas e as explicações aparecem quando você for aprovado', { exact: false }).waitFor();
    expect(await review.getByText('0 de 1 pontos').count()).toBe(1);
    for (const hidden of ['Duas linhas em cada sentido formam nove partes.', 'Correta, não marcada', 'Sua resposta, incorreta'])
      expect(await review.getByText(hidden).count(), hidden).toBe(0);
    await look(student, 'quiz-result-failed-1280', 'graded result at 1280');
  });

  it('retries and passes; the list then shows passed with the best score', async () => {
    await student.getByRole('button', { name: 'Tentar novamente' }).click();
    const first = student.getByRole('radio', { name: 'Verdadeiro' });
    await first.waitFor();
    expect(await first.getAttribute('aria-checked')).toBe('false');
    await first.click();
    await student.getByRole('button', { name: 'Próxima' }).click();
    await student.getByRole('radio', { name: 'A foto em nove partes iguais' }).click();
    await student.getByRole('button', { name: 'Próxima' }).click();
    await student.getByRole('checkbox', { name: 'Abertura grande (f/1.8)' }).click();
    await student.getByRole('checkbox', { name: 'Aproximar-se do assunto' }).click();
    await submitAnswers(student);
    await student.getByRole('heading', { name: 'Sua nota: 100%' }).waitFor();
    await student.getByText('Aprovado').first().waitFor();
    // Passed: now the review names the right answers and explains them.
    await student.getByText('Duas linhas em cada sentido formam nove partes.').waitFor();
    await student.getByText('O ISO muda o brilho e o ruído, não a profundidade de campo.').waitFor();

    await student.goto('/avaliacoes');
    await studentCard(student, GRADED).getByText('Aprovado').waitFor();
    expect(await studentCard(student, GRADED).getByText('100%').count()).toBe(1);
  });

  it('the behavioural quiz: a reload keeps her answer, and she meets her profile with its description', async () => {
    await studentCard(student, BEHAVIOURAL)
      .getByRole('link', { name: `Começar: ${BEHAVIOURAL}` })
      .click();
    await student.getByRole('button', { name: 'Começar avaliação' }).click();
    await student.getByRole('radio', { name: 'Prepara um ensaio em casa' }).click();
    await answersSaved(student);
    await student.reload();
    const kept = student.getByRole('radio', { name: 'Prepara um ensaio em casa' });
    await kept.waitFor();
    expect(await kept.getAttribute('aria-checked')).toBe('true');
    // No time limit, no timer.
    expect(await student.getByRole('timer').count()).toBe(0);
    await submitAnswers(student);
    await student.getByRole('heading', { level: 2, name: 'Planejador' }).waitFor();
    await student.getByText('Você monta a cena antes do clique.').waitFor();
    // Repeat is off: one attempt.
    expect(await student.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    await look(student, 'quiz-result-profile-1280', 'profile result at 1280');

    await student.goto('/avaliacoes');
    await studentCard(student, BEHAVIOURAL).getByText('Concluída').waitFor();
    expect(await studentCard(student, BEHAVIOURAL).getByText('Planejador').count()).toBe(1);
  });

  it('at 0 the screen submits what was saved by itself', async () => {
    // Made through the API: six seconds is no limit a person would set, only one a test can wait for.
    const name = 'Pergunta relâmpago E2E';
    const quick = await createQuiz(owner, { tenantId: TENANT, name, type: 'comun', goal: 50, time_limit: '00:00:06' });
    await addQuizQuestion(owner, quick, {
      text: 'A regra dos terços vale também para vídeos.',
      type: 'true_false',
      points: 5,
      options: [{ label: 'Verdadeiro', is_correct: true }, { label: 'Falso' }],
    });
    await student.goto(`/avaliacoes/${quick}`);
    await student.getByRole('button', { name: 'Começar avaliação' }).click();
    await student.getByRole('radio', { name: 'Verdadeiro' }).click();
    await answersSaved(student);
    // No click on "Enviar respostas": the deadline does it.
    await student.getByText('O tempo acabou: suas respostas salvas foram enviadas.').waitFor({ timeout: 15_000 });
    await student.getByRole('heading', { name: 'Sua nota: 100%' }).waitFor();
  });

  it('at 390 the list, a question and a result fit the screen', async () => {
    await student.setViewportSize({ width: 390, height: 844 });
    await student.goto('/avaliacoes');
    await studentCard(student, GRADED).getByText('Aprovado').waitFor();
    await look(student, 'quizzes-list-390', 'avaliacoes at 390');
    await noSidewaysScroll(student, '/avaliacoes at 390');

    // A third attempt (repeat is on), at phone width.
    await studentCard(student, GRADED)
      .getByRole('link', { name: `Tentar novamente: ${GRADED}` })
      .click();
    await student.getByRole('button', { name: 'Tentar novamente' }).click();
    await student.getByRole('radio', { name: 'Verdadeiro' }).click();
    await answersSaved(student);
    await look(student, 'quiz-question-390', 'quiz question at 390');
    await noSidewaysScroll(student, 'a question at 390');

    await submitAnswers(student);
    await student.getByRole('heading', { name: 'Sua nota: 33,33%' }).waitFor();
    await look(student, 'quiz-result-390', 'graded result at 390');
    await noSidewaysScroll(student, 'a result at 390');
    // The best attempt counts: still passed.
    await student.goto('/avaliacoes');
    await studentCard(student, GRADED).getByText('Aprovado').waitFor();
  });
});
