import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUIZ_LIST_STALE_MS } from '@trilha/shared/quizzes/constants';
import type { Quiz } from '@trilha/shared/quizzes/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { quizzesQuery } from '../api/get-quizzes';
import { QuizSection } from './QuizSection';
import { behavioural, CREATE, graded, LIST, owner, quizOf, resetToasts, serveQuizzes, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(options: Parameters<typeof serveQuizzes>[0] = {}) {
  const server = serveQuizzes(options);
  const view = renderShell(<QuizSection />, { user: owner });
  return { ...server, ...view };
}

const dialog = () => screen.findByRole('dialog', { name: /avaliação/ });
const saved = (server: ReturnType<typeof serveQuizzes>, path: string) => server.sent('POST', path) as Record<string, unknown>[];

describe('Minhas avaliações: the list (spec 002 §2, §7, §9)', () => {
  it('shows a skeleton while the list loads, then the empty state with its create prompt', async () => {
    let answer: (() => void) | undefined;
    // Hold the list's reply until the skeleton has been seen.
    const server = serveQuizzes({
      routes: {
        [`GET ${LIST}`]: () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: ['ok', 200, { data: [] }] }))),
      },
    });
    renderShell(<QuizSection />, { user: owner });
    expect(await screen.findByTestId('quiz-list-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Carregando avaliações…' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('Nenhuma avaliação ainda')).toBeInTheDocument();
    expect(screen.queryByTestId('quiz-list-skeleton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nova avaliação' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === LIST)).toHaveLength(1);
  });

  it('lists each quiz with its type, state, time limit and facts; "Configurar" goes to /quiz?id=&type=', async () => {
    open({ quizzes: [graded, behavioural] });
    const list = await screen.findByRole('list', { name: 'Avaliações da escola' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Prova de fotografia')).toBeInTheDocument();
    expect(within(first).getByText('Com nota')).toBeInTheDocument();
    expect(within(first).getByText('Publicada')).toBeInTheDocument();
    expect(first).toHaveTextContent('Tempo limite: 00:30:00');
    expect(first).toHaveTextContent('3 questões · Meta 70% · Uma tentativa · Toda a escola');
    expect(within(first).getByRole('link', { name: 'Configurar Prova de fotografia' })).toHaveAttribute('href', '/quiz?id=5&type=comun');

    expect(within(second).getByText('Comportamental')).toBeInTheDocument();
    expect(within(second).getByText('Não publicada')).toBeInTheDocument();
    expect(second).toHaveTextContent('nenhuma questão · 2 perfis · Uma tentativa · Em um curso');
    expect(within(second).getByRole('link', { name: /^Configurar/ })).toHaveAttribute('href', '/quiz?id=6&type=comportamental');
    expect(screen.getByText('2 avaliações')).toBeInTheDocument();
  });

  it('says the list could not be loaded, and tries again on request', async () => {
    const server = open({ routes: { [`GET ${LIST}`]: { status: 500, body: { error: 'x' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as avaliações.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === LIST)).toHaveLength(2));
  });

  it('keeps the list 1,800,000 ms (30 minutes) and does not ask again on focus', () => {
    const query = quizzesQuery(1);
    expect(query.staleTime).toBe(QUIZ_LIST_STALE_MS);
    expect(QUIZ_LIST_STALE_MS).toBe(1_800_000);
    expect(query.refetchOnWindowFocus).toBe(false);
  });
});

describe('Minhas avaliações: the create modal (spec 002 §3, §4, §5, §8)', () => {
  it('"Campo obrigatório" when the name is empty; nothing is sent', async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova avaliação' }));
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: /Nome/ })).toHaveAttribute('aria-invalid', 'true');
    expect(saved(server, CREATE)).toHaveLength(0);
  });

  it('the stopwatch reveals "Tempo limite", which reveals hours, minutes and seconds; all empty is "Adicione um tempo limite valido!"', async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova avaliação' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Nome/ }), 'Prova cronometrada');
    expect(within(modal).queryByRole('switch', { name: /Tempo limite/ })).toBeNull();
    await userEvent.click(within(modal).getByRole('switch', { name: /Cronômetro/ }));
    expect(within(modal).queryByRole('textbox', { name: 'Horas' })).toBeNull();
    await userEvent.click(within(modal).getByRole('switch', { name: /Tempo limite/ }));
    const hours = within(modal).getByRole('textbox', { name: 'Horas' });
    expect(within(modal).getByRole('textbox', { name: 'Minutos' })).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: 'Segundos' })).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Adicione um tempo limite valido!');
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(saved(server, CREATE)).toHaveLength(0);

    // Any part holding time clears it.
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Minutos' }), '45');
    await waitFor(() => expect(within(modal).queryByText('Adicione um tempo limite valido!')).toBeNull());
  });

  it('creates a graded quiz: the wire body of spec 002 §7 with time_limit as hh:mm:ss; "Avaliação criada com sucesso"', async () => {
    const server = open({
      routes: {
        [`POST ${CREATE}`]: (call) => ({
          status: 201,
          body: { message: 'Avaliação criada com sucesso', data: quizOf({ ...(call.body as Partial<Quiz>), id: 9, name: 'Prova final' }) },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova avaliação' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Nome/ }), 'Prova final');
    const goal = within(modal).getByRole('textbox', { name: /Meta/ });
    await userEvent.clear(goal);
    await userEvent.type(goal, '60');
    await userEvent.click(within(modal).getByRole('switch', { name: /Publicada/ }));
    await userEvent.click(within(modal).getByRole('switch', { name: /Permitir refazer/ }));
    await userEvent.click(within(modal).getByRole('switch', { name: /Cronômetro/ }));
    await userEvent.click(within(modal).getByRole('switch', { name: /Tempo limite/ }));
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Horas' }), '1');
    await userEvent.type(within(modal).getByRole('textbox', { name: 'Segundos' }), '5');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(toasts.success).toEqual(['Avaliação criada com sucesso']));
    expect(saved(server, CREATE)).toEqual([
      {
        name: 'Prova final',
        tenant_id: 1,
        type: 'comun',
        goal: 60,
        published: 1,
        repeat: 1,
        show_answers: 0,
        stopwatch: 1,
        time_limit: '01:00:05',
        course_id: null,
        module_id: null,
        lesson_id: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the write.
    await waitFor(() => expect(server.calls.filter((c) => c.path === LIST)).toHaveLength(2));
  });

  it('a behavioural quiz asks no goal and sends goal null', async () => {
    const server = open({
      routes: { [`POST ${CREATE}`]: () => ({ status: 201, body: { message: 'Avaliação criada com sucesso', data: behavioural } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova avaliação' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Nome/ }), 'Perfil');
    await userEvent.click(within(modal).getByRole('radio', { name: /Comportamental/ }));
    expect(within(modal).queryByRole('textbox', { name: /Meta/ })).toBeNull();
    // No right answers to show.
    expect(within(modal).queryByRole('switch', { name: /respostas certas/ })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved(server, CREATE)).toHaveLength(1));
    expect(saved(server, CREATE)[0]).toMatchObject({ type: 'comportamental', goal: null, time_limit: null, stopwatch: 0, show_answers: 0 });
  });

  it('places the quiz on a course and one of its modules: choosing above clears what is below', async () => {
    const server = open({
      routes: { [`POST ${CREATE}`]: () => ({ status: 201, body: { message: 'Avaliação criada com sucesso', data: graded } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova avaliação' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Nome/ }), 'Prova do curso');
    expect(modal).toHaveTextContent('Sem curso escolhido, a avaliação aparece para todos os alunos da escola em Avaliações.');
    expect(within(modal).queryByRole('button', { name: /^Módulo/ })).toBeNull();
    const pick = async (label: RegExp, option: string) => {
      await userEvent.click(within(modal).getByRole('button', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick(/^Curso/, 'Fotografia com o Celular');
    expect(modal).toHaveTextContent('Só os alunos com acesso a este curso veem a avaliação.');
    await pick(/^Módulo/, 'Primeiros cliques');
    await pick(/^Aula/, 'Conhecendo a câmera');
    // A new module choice ("the whole course") takes the lesson away with it.
    await pick(/^Módulo/, 'O curso inteiro');
    expect(within(modal).queryByRole('button', { name: /^Aula/ })).toBeNull();
    await pick(/^Módulo/, 'Primeiros cliques');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved(server, CREATE)).toHaveLength(1));
    expect(saved(server, CREATE)[0]).toMatchObject({ course_id: 10, module_id: 20, lesson_id: null });
  });

  it('a failed create toasts "Ocorreu um erro ao criar avaliação" and keeps the modal open', async () => {
    open({ routes: { [`POST ${CREATE}`]: { status: 500, body: { error: 'boom' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Nova avaliação' }));
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('textbox', { name: /Nome/ }), 'Prova');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.error).toEqual(['Ocorreu um erro ao criar avaliação']));
    expect(screen.getByRole('dialog', { name: 'Nova avaliação' })).toBeInTheDocument();
  });
});

describe('Minhas avaliações: edit and delete (spec 002 §2, §7, §8)', () => {
  it('edit reads the quiz by show/{id}, fills the time limit from hh:mm:ss and saves through update/{id}: "Avaliação editada com sucesso!"', async () => {
    const server = open({
      quizzes: [graded],
      routes: {
        [`POST /api/auth/quiz/update/${graded.id}`]: () => ({
          status: 200,
          body: { message: 'Avaliação editada com sucesso!', data: graded },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Prova de fotografia' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar avaliação' });
    const name = await within(modal).findByRole('textbox', { name: /Nome/ });
    expect(server.calls.some((c) => c.path === `/api/auth/quiz/show/${graded.id}`)).toBe(true);
    expect(name).toHaveValue('Prova de fotografia');
    expect(within(modal).getByRole('switch', { name: /Tempo limite/ })).toBeChecked();
    expect(within(modal).getByRole('textbox', { name: 'Minutos' })).toHaveValue('30');
    // With questions written, the type stays as it is.
    expect(within(modal).getByRole('radio', { name: /Comportamental/ })).toBeDisabled();
    // Off by default (finding 4): the right answers once passed or no attempt is left.
    const showAnswers = within(modal).getByRole('switch', { name: /^Mostrar as respostas certas após cada tentativa/ });
    expect(showAnswers).not.toBeChecked();
    expect(modal).toHaveTextContent('vê as respostas certas e as explicações quando for aprovado ou não tiver mais tentativas');

    await userEvent.clear(name);
    await userEvent.type(name, 'Prova de fotografia II');
    await userEvent.click(showAnswers);
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.success).toEqual(['Avaliação editada com sucesso!']));
    expect(saved(server, `/api/auth/quiz/update/${graded.id}`)[0]).toMatchObject({
      name: 'Prova de fotografia II',
      time_limit: '00:30:00',
      show_answers: 1,
    });
  });

  it('delete asks for EXCLUIR first; a failure toasts "Não foi possivel excluir avaliação"', async () => {
    const server = open({ quizzes: [graded], routes: { [`DELETE /api/auth/quiz/${graded.id}`]: { status: 500, body: { error: 'x' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Prova de fotografia' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir avaliação' });
    expect(confirm).toHaveTextContent('A avaliação “Prova de fotografia”, as suas 3 questões e as tentativas dos alunos serão excluídas');
    const button = within(confirm).getByRole('button', { name: 'Excluir avaliação' });
    expect(button).toBeDisabled();
    await userEvent.type(within(confirm).getByRole('textbox'), 'EXCLUIR');
    await userEvent.click(button);
    await waitFor(() => expect(toasts.error).toEqual(['Não foi possivel excluir avaliação']));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('a confirmed delete removes it and says so', async () => {
    const server = open({
      quizzes: [graded],
      routes: {
        [`DELETE /api/auth/quiz/${graded.id}`]: () => {
          server.state.quizzes = [];
          return { status: 200, body: { message: 'Avaliação excluída com sucesso' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Prova de fotografia' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir avaliação' });
    await userEvent.type(within(confirm).getByRole('textbox'), 'EXCLUIR');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir avaliação' }));
    await waitFor(() => expect(toasts.success).toEqual(['Avaliação excluída com sucesso']));
    expect(await screen.findByText('Nenhuma avaliação ainda')).toBeInTheDocument();
  });
});
