import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, student } from '../../../../test/render-app';
import { QuizAuthoringPage } from './QuizAuthoringPage';
import { behavioural, graded, owner, profiles, questionOf, questions, resetToasts, serveQuizzes, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

// jsdom has no document.fonts, which Mantine's growing textareas (the question, the explanation) listen to.
if (!('fonts' in document)) {
  const nothing = () => undefined;
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: nothing, removeEventListener: nothing } });
}

/** jsdom has no layout: each row sits 80 px below the previous one, so keyboard moves have somewhere to go. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('li[data-question-id], li[data-profile-id]');
    const index = li ? Array.from(li.parentElement!.children).indexOf(li) : 0;
    const top = index * 80;
    return { x: 0, y: top, top, left: 0, width: 600, height: 70, right: 600, bottom: top + 70, toJSON: () => ({}) };
  });
}

/** The keyboard's drag (dnd-kit): space lifts the row by its handle, arrow down moves it one place, space drops it. */
async function moveDown(handleName: string | RegExp) {
  const handle = screen.getByRole('button', { name: handleName });
  const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick();
  fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await tick();
  fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
}

beforeEach(() => {
  resetToasts();
  layOutRows();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const QUESTIONS = `/api/auth/quiz/questions/${graded.id}`;

function openGraded(options: Parameters<typeof serveQuizzes>[0] = {}) {
  const server = serveQuizzes({ quizzes: [graded, behavioural], questions, profiles, ...options });
  renderShell(<QuizAuthoringPage />, { user: owner, path: `/quiz?id=${graded.id}&type=comun` });
  return server;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Questões' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-question-id'));

async function newQuestion() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nova questão' }));
  return screen.findByRole('dialog', { name: 'Nova questão' });
}

describe('/quiz?id=&type=: the questions of a graded quiz (issue 18)', () => {
  it('shows the quiz and its questions in order, each with its place, type, options, points and explanation', async () => {
    openGraded();
    const title = await screen.findByRole('heading', { level: 1, name: 'Prova de fotografia' });
    const header = title.closest('header');
    expect(header).toHaveTextContent('Com notaPublicadaMeta 70%Tempo limite: 00:30:00Uma tentativa');
    await screen.findByRole('list', { name: 'Questões' });
    expect(rows()).toEqual(['51', '52', '53']);
    const second = screen.getAllByRole('listitem')[1]!;
    expect(second).toHaveTextContent('Questão 2: Qual abertura deixa o fundo desfocado?');
    expect(second).toHaveTextContent('Múltipla escolha');
    expect(second).toHaveTextContent('2 alternativas · 10 pontos · 1 correta · com explicação');
    expect(screen.getByText('3 de 100 questões')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas avaliações' })).toHaveAttribute('href', '/homepage?painel=avaliacoes');
  });

  it('only editors may configure a quiz', async () => {
    serveQuizzes({ quizzes: [graded] });
    renderShell(<QuizAuthoringPage />, { user: student, path: `/quiz?id=${graded.id}&type=comun` });
    expect(await screen.findByText('Só quem edita a escola pode configurar avaliações.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Questões' })).toBeNull();
  });

  it('moves a question with the keyboard (space lifts, arrow down moves, space drops) and saves the order', async () => {
    const server = openGraded({
      routes: {
        [`PUT ${QUESTIONS}/order`]: (call) => {
          const { ids } = call.body as { ids: number[] };
          server.state.questions = ids.map((id) => server.state.questions.find((q) => q.id === id)!);
          return { status: 200, body: { message: 'Ordem salva com sucesso.' } };
        },
      },
    });
    await screen.findByRole('list', { name: 'Questões' });
    await moveDown('Arrastar a questão 1 (O que é a regra dos terços?) para mudar a ordem');
    await waitFor(() => expect(server.sent('PUT', `${QUESTIONS}/order`)).toEqual([{ ids: [52, 51, 53] }]));
    // The list shows the new order, and still does once the server's order is read back.
    expect(rows()).toEqual(['52', '51', '53']);
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET' && c.path === QUESTIONS)).toHaveLength(2));
    expect(rows()).toEqual(['52', '51', '53']);
  });

  it('a failed reorder puts the old order back and says so', async () => {
    openGraded({ routes: { [`PUT ${QUESTIONS}/order`]: { status: 500, body: { error: 'x' } } } });
    await screen.findByRole('list', { name: 'Questões' });
    await moveDown(/Arrastar a questão 1/);
    await waitFor(() => expect(toasts.error).toEqual(['Não foi possível salvar a nova ordem das questões.']));
    await waitFor(() => expect(rows()).toEqual(['51', '52', '53']));
  });
});

describe('the question editor (issue 18; CONTRACT "Quizzes")', () => {
  it('asks for the question and the options, then for exactly one right option; saves the contract body', async () => {
    const server = openGraded({
      routes: {
        [`POST ${QUESTIONS}`]: () => ({
          status: 201,
          body: { message: 'Questão criada com sucesso.', data: questionOf({ id: 54, text: 'Quantos terços?' }) },
        }),
      },
    });
    const modal = await newQuestion();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar questão' }));
    expect(await within(modal).findByText('Escreva o enunciado da questão.')).toBeInTheDocument();
    expect(within(modal).getAllByText('Escreva o texto da alternativa.')).toHaveLength(2);

    await userEvent.type(within(modal).getByRole('textbox', { name: /Enunciado/ }), 'Em quantas partes a regra divide a foto?');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa A/ }), 'Seis');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa B/ }), 'Nove');
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar alternativa' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa C/ }), 'Quatro');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar questão' }));
    expect(await within(modal).findByTestId('options-error')).toHaveTextContent('Marque exatamente uma alternativa correta.');

    // Single choice: a radio per option, one right answer.
    await userEvent.click(within(modal).getByRole('radio', { name: 'Alternativa A correta' }));
    await userEvent.click(within(modal).getByRole('radio', { name: 'Alternativa B correta' }));
    expect(within(modal).getByRole('radio', { name: 'Alternativa A correta' })).not.toBeChecked();
    const points = within(modal).getByRole('textbox', { name: /Pontos/ });
    await userEvent.clear(points);
    await userEvent.type(points, '5');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Explicação/ }), 'Duas linhas em cada sentido: nove partes.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar questão' }));

    await waitFor(() => expect(toasts.success).toEqual(['Questão criada com sucesso.']));
    expect(server.sent('POST', QUESTIONS)).toEqual([
      {
        text: 'Em quantas partes a regra divide a foto?',
        type: 'single',
        points: 5,
        feedback: 'Duas linhas em cada sentido: nove partes.',
        options: [
          { label: 'Seis', is_correct: false, weights: [] },
          { label: 'Nove', is_correct: true, weights: [] },
          { label: 'Quatro', is_correct: false, weights: [] },
        ],
      },
    ]);
  });

  it('multiple choice ticks with checkboxes and wants at least one; true or false is exactly its two options', async () => {
    openGraded();
    const modal = await newQuestion();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Múltipla escolha' }));
    await userEvent.type(within(modal).getByRole('textbox', { name: /Enunciado/ }), 'Quais são cores primárias da luz?');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa A/ }), 'Vermelho');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa B/ }), 'Amarelo');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar questão' }));
    expect(await within(modal).findByTestId('options-error')).toHaveTextContent('Marque ao menos uma alternativa correta.');
    expect(within(modal).getByRole('checkbox', { name: 'Alternativa A correta' })).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('radio', { name: 'Verdadeiro ou falso' }));
    expect(within(modal).getByRole('textbox', { name: /Alternativa A/ })).toHaveValue('Verdadeiro');
    expect(within(modal).getByRole('textbox', { name: /Alternativa B/ })).toHaveValue('Falso');
    expect(within(modal).queryByRole('textbox', { name: /Alternativa C/ })).toBeNull();
    expect(within(modal).queryByRole('button', { name: 'Adicionar alternativa' })).toBeNull();
    expect(within(modal).queryByRole('button', { name: /Remover a alternativa/ })).toBeNull();
  });

  it('edits a saved question through PUT …/{questionId}, starting from its values', async () => {
    const server = openGraded({
      routes: {
        [`PUT ${QUESTIONS}/52`]: () => ({ status: 200, body: { message: 'Questão editada com sucesso.', data: questions[1] } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar a questão 2' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar questão' });
    expect(within(modal).getByRole('textbox', { name: /Enunciado/ })).toHaveValue('Qual abertura deixa o fundo desfocado?');
    expect(within(modal).getByRole('checkbox', { name: 'Alternativa A correta' })).toBeChecked();
    expect(within(modal).getByRole('textbox', { name: /Explicação/ })).toHaveValue('f/1.8 e f/2.8.');
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Alternativa B correta' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar questão' }));
    await waitFor(() => expect(toasts.success).toEqual(['Questão editada com sucesso.']));
    expect(server.sent('PUT', `${QUESTIONS}/52`)[0]).toMatchObject({
      type: 'multiple',
      options: [
        { label: 'Sim', is_correct: true },
        { label: 'Não', is_correct: true },
      ],
    });
  });

  it('deletes a question after a confirmation', async () => {
    const server = openGraded({
      routes: { [`DELETE ${QUESTIONS}/53`]: { status: 200, body: { message: 'Questão excluída com sucesso.' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir a questão 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir questão' });
    expect(confirm).toHaveTextContent('Excluir a questão “ISO alto gera ruído.”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir questão' }));
    await waitFor(() => expect(toasts.success).toEqual(['Questão excluída com sucesso.']));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${QUESTIONS}/53`]);
  });
});

describe('/quiz for a behavioural quiz: profiles and weights (issue 18)', () => {
  const BQ = `/api/auth/quiz/questions/${behavioural.id}`;
  function openBehavioural(options: Parameters<typeof serveQuizzes>[0] = {}) {
    const server = serveQuizzes({ quizzes: [graded, behavioural], questions: [], profiles, ...options });
    renderShell(<QuizAuthoringPage />, { user: owner, path: `/quiz?id=${behavioural.id}&type=comportamental` });
    return server;
  }

  it('lists the profiles in order with the tie rule beside them; moving one saves the order that breaks ties', async () => {
    const server = openBehavioural({
      routes: {
        [`PUT /api/auth/quiz/profiles/${behavioural.id}/order`]: (call) => {
          const { ids } = call.body as { ids: number[] };
          server.state.profiles = ids.map((id) => server.state.profiles.find((p) => p.id === id)!);
          return { status: 200, body: { message: 'Ordem salva com sucesso.' } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Perfis de resultado' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-profile-id'));
    expect(order()).toEqual(['61', '62']);
    expect(list).toHaveTextContent('Perfil 1: Explorador');
    expect(
      screen.getByText(
        'O aluno recebe o perfil que somar mais pontos. Em caso de empate, vence o que vem primeiro nesta lista: arraste para mudar a ordem.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma questão ainda')).toBeInTheDocument();

    await moveDown('Arrastar o perfil 1 (Explorador) para mudar a ordem');
    await waitFor(() => expect(server.sent('PUT', `/api/auth/quiz/profiles/${behavioural.id}/order`)).toEqual([{ ids: [62, 61] }]));
    expect(order()).toEqual(['62', '61']);
  });

  it('each option gives points to profiles; no right answer, points or explanation; only the weights given are sent', async () => {
    const server = openBehavioural({
      routes: {
        [`POST ${BQ}`]: () => ({ status: 201, body: { message: 'Questão criada com sucesso.', data: questionOf({ id: 70, text: 'x' }) } }),
      },
    });
    await screen.findByRole('list', { name: 'Perfis de resultado' });
    const modal = await newQuestion();
    expect(within(modal).queryByRole('radio', { name: /correta/ })).toBeNull();
    expect(within(modal).queryByText('Quanto a questão vale na nota (de 0 a 1000).')).toBeNull();
    expect(within(modal).queryByRole('textbox', { name: /Explicação/ })).toBeNull();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Enunciado/ }), 'No fim de semana você…');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa A/ }), 'Sai para fotografar a cidade');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Alternativa B/ }), 'Organiza um ensaio em casa');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Pontos da alternativa A para Explorador' }), '3');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Pontos da alternativa B para Planejador' }), '2');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Pontos da alternativa B para Explorador' }), '1');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar questão' }));
    await waitFor(() => expect(server.sent('POST', BQ)).toHaveLength(1));
    expect(server.sent('POST', BQ)[0]).toEqual({
      text: 'No fim de semana você…',
      type: 'single',
      points: 1,
      feedback: null,
      options: [
        { label: 'Sai para fotografar a cidade', is_correct: false, weights: [{ profile_id: 61, points: 3 }] },
        {
          label: 'Organiza um ensaio em casa',
          is_correct: false,
          weights: [
            { profile_id: 61, points: 1 },
            { profile_id: 62, points: 2 },
          ],
        },
      ],
    });
  });

  it('creates a profile: the title is required; title, description and image go to the contract path', async () => {
    const server = openBehavioural({
      routes: {
        [`POST /api/auth/quiz/profiles/${behavioural.id}`]: () => ({
          status: 201,
          body: { message: 'Perfil criado com sucesso.', data: { ...profiles[0]!, id: 63, title: 'Contador de histórias' } },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo perfil' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo perfil' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('Escreva o título do perfil.')).toBeInTheDocument();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Título/ }), 'Contador de histórias');
    await userEvent.type(within(modal).getByRole('textbox', { name: /Descrição/ }), 'Cada foto sua tem começo, meio e fim.');
    // The picture is an upload to the school's storage (the shared CroppedImageField), not an address to type.
    expect(within(modal).queryByRole('textbox', { name: /Imagem/ })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: /Enviar imagem/ })).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.success).toEqual(['Perfil criado com sucesso.']));
    expect(server.sent('POST', `/api/auth/quiz/profiles/${behavioural.id}`)).toEqual([
      { title: 'Contador de histórias', description: 'Cada foto sua tem começo, meio e fim.', image: null },
    ]);
  });
});
