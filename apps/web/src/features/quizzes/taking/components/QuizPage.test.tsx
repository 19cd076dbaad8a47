import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, reviewer } from '../../../../test/render-app';
import { QuizPage } from './QuizPage';
import { QuizzesPage } from './QuizzesPage';
import {
  ANSWERS,
  behavioural,
  failedResult,
  graded,
  item,
  LIST,
  openAttempt,
  plus,
  resetToasts,
  serveQuizzes,
  SERVER_NOW,
  shownResult,
  START,
  SUBMIT,
} from './test-server';

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
  void i18n.changeLanguage('pt');
});

const routes = [
  { path: '/avaliacoes', element: <QuizzesPage /> },
  { path: '/avaliacoes/:quizId', element: <QuizPage /> },
];
const open = (path: string) => renderShell(<Outlet />, { path, routes });
const location = () => screen.getByTestId('location').textContent;
const timer = () => screen.getByRole('timer', { name: 'Tempo restante' });
/** The reviewed questions (the ordered list's items, not their options). */
const reviewItems = (review: HTMLElement) =>
  within(review)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.tagName === 'OL');

describe('the quiz screen (issue 18: one question at a time, saved as it goes, the server’s deadline)', () => {
  it('starts: rules, then question 1 with the timer from deadline − server_now (not the browser’s clock)', async () => {
    const server = serveQuizzes({ list: [item(graded)] });
    open('/avaliacoes/5');
    expect(await screen.findByRole('heading', { level: 1, name: graded.name })).toBeInTheDocument();
    expect(screen.getByText('2 questões')).toBeInTheDocument();
    expect(screen.getByText('Para ser aprovado, faça 70% ou mais.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Começar avaliação' }));
    expect(await screen.findByRole('radiogroup', { name: 'Qual é a melhor reserva de emergência?' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === START(5))).toHaveLength(1);
    expect(location()).toBe('/avaliacoes/5?tentativa=901');
    // The server's clock is years from this one: 10 minutes left all the same.
    expect(timer().textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.getByText('Questão 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '0 de 2 respondidas' })).toBeInTheDocument();
  });

  it('saves answers with a PUT, shows "Respostas salvas", marks the navigator; a reload keeps answers, question and time', async () => {
    const attempt = openAttempt({ id: 900, server_now: plus(SERVER_NOW, 4 * 60_000) });
    const server = serveQuizzes({
      list: [item(graded, { status: 'in_progress', open_attempt_id: 900, attempts: 1 })],
      attempts: [attempt],
    });
    const view = open('/avaliacoes/5');
    // The open attempt resumes by itself.
    await screen.findByRole('radiogroup', { name: 'Qual é a melhor reserva de emergência?' });
    expect(location()).toBe('/avaliacoes/5?tentativa=900');
    expect(timer().textContent).toMatch(/^(06:00|05:5\d)$/);

    await userEvent.click(screen.getByRole('radio', { name: 'Poupança de liquidez diária' }));
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(location()).toBe('/avaliacoes/5?tentativa=900&questao=2');
    const group = screen.getByRole('group', { name: 'Quais são despesas fixas?' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Aluguel' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Plano de saúde' }));
    await waitFor(() => expect(screen.getByText('Respostas salvas')).toBeInTheDocument(), { timeout: 5000 });
    const puts = server.sent('PUT', ANSWERS(5, 900));
    expect(puts.at(-1)).toEqual({
      answers: [
        { question_id: 51, option_ids: [511] },
        { question_id: 52, option_ids: [521, 523] },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Ir para a questão' });
    expect(within(nav).getByRole('button', { name: 'Questão 1, respondida' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Questão 2, respondida' })).toHaveAttribute('aria-current', 'step');

    // The reload: a new page asks for the attempt again; the server's clock has moved 30 s.
    view.unmount();
    server.state.attempts.get(900)!.server_now = plus(SERVER_NOW, 4 * 60_000 + 30_000);
    open('/avaliacoes/5?tentativa=900&questao=2');
    const again = await screen.findByRole('group', { name: 'Quais são despesas fixas?' });
    expect(within(again).getByRole('checkbox', { name: 'Aluguel' })).toHaveAttribute('aria-checked', 'true');
    expect(within(again).getByRole('checkbox', { name: 'Cinema' })).toHaveAttribute('aria-checked', 'false');
    expect(timer().textContent).toMatch(/^(05:30|05:2\d)$/);
    expect(screen.getByRole('progressbar', { name: '2 de 2 respondidas' })).toBeInTheDocument();
  });

  it('submits after a confirmation and shows score, failed, the review with explanations, and "Tentar novamente"', async () => {
    const server = serveQuizzes({
      list: [item(graded, { status: 'in_progress', open_attempt_id: 900, attempts: 1 })],
      attempts: [openAttempt({ answers: [{ question_id: 51, option_ids: [511] }] })],
    });
    open('/avaliacoes/5?tentativa=900');
    await screen.findByRole('radiogroup', { name: 'Qual é a melhor reserva de emergência?' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Enviar respostas' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar suas respostas?' });
    expect(dialog).toHaveTextContent('Você respondeu 1 de 2 questões.');
    expect(dialog).toHaveTextContent('Falta responder 1 questão.');
    // "Continuar respondendo" sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar respondendo' }));
    expect(server.sent('POST', SUBMIT(5, 900))).toEqual([]);

    server.state.list = [item(graded, { status: 'failed', best_score: 50, attempts: 1, last_attempt_id: 900 })];
    await userEvent.click(screen.getAllByRole('button', { name: 'Enviar respostas' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Sua nota: 50%' })).toBeInTheDocument();
    expect(screen.getByText('Reprovado')).toBeInTheDocument();
    expect(screen.getByText('Nota mínima: 70%')).toBeInTheDocument();
    expect(server.sent('POST', SUBMIT(5, 900))).toHaveLength(1);

    // Failed with attempts left: her answers and their points, not the right ones (finding 4).
    const review = screen.getByRole('region', { name: 'Revisão das questões' });
    expect(review).toHaveTextContent('As respostas certas e as explicações aparecem quando você for aprovado');
    const [first, second] = reviewItems(review);
    expect(first).toHaveTextContent('10 de 10 pontos');
    expect(second).toHaveTextContent('0 de 10 pontos');
    expect(within(second!).getByText('Sua resposta')).toBeInTheDocument();
    for (const item of [first!, second!]) {
      expect(item).not.toHaveTextContent(/correta|incorreta|Correta, não marcada/);
      expect(item).not.toHaveTextContent('A reserva precisa de liquidez diária e baixo risco.');
    }

    // Repeat is on: another attempt starts.
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(location()).toBe('/avaliacoes/5?tentativa=901'));
    expect(await screen.findByRole('radiogroup', { name: 'Qual é a melhor reserva de emergência?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Poupança de liquidez diária' })).toHaveAttribute('aria-checked', 'false');
  });

  it('a review with the right answers shown marks hers right or wrong, the ones she missed, and the explanations', async () => {
    serveQuizzes({
      list: [item(graded, { status: 'failed', best_score: 50, attempts: 1, last_attempt_id: 900 })],
      attempts: [openAttempt({ status: 'submitted', submitted_at: SERVER_NOW, result: shownResult })],
    });
    open('/avaliacoes/5?tentativa=900');
    const review = await screen.findByRole('region', { name: 'Revisão das questões' });
    expect(review).not.toHaveTextContent('As respostas certas e as explicações aparecem');
    const [first, second] = reviewItems(review);
    expect(first).toHaveTextContent('Sua resposta, correta');
    expect(first).toHaveTextContent('A reserva precisa de liquidez diária e baixo risco.');
    expect(second).toHaveTextContent('Sua resposta, incorreta');
    expect(within(second!).getAllByText('Correta, não marcada')).toHaveLength(2);
  });

  it('a behavioural result shows the profile with its description, and no retry when repeat is off', async () => {
    serveQuizzes({
      // can_start as the list said it while the attempt was open (not refreshed yet): repeat off decides.
      list: [item(behavioural, { status: 'in_progress', attempts: 1, last_attempt_id: 700, can_start: true })],
      attempts: [
        openAttempt({
          id: 700,
          quiz_id: 6,
          quiz: behavioural,
          deadline: null,
          status: 'submitted',
          submitted_at: SERVER_NOW,
          result: {
            score: null,
            passed: null,
            goal: null,
            review: [],
            answers_shown: false,
            profile: { id: 3, title: 'Arrojado', description: 'Você aceita riscos em busca de retorno.', image: null },
          },
        }),
      ],
    });
    open('/avaliacoes/6?tentativa=700');
    expect(await screen.findByRole('heading', { level: 2, name: 'Arrojado' })).toBeInTheDocument();
    expect(screen.getByText('Você aceita riscos em busca de retorno.')).toBeInTheDocument();
    expect(screen.getByText('Esta avaliação permite uma tentativa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('at 0 the screen submits the saved answers by itself and says the time is up', async () => {
    const server = serveQuizzes({
      list: [item(graded, { status: 'in_progress', open_attempt_id: 900, attempts: 1 })],
      attempts: [openAttempt({ deadline: plus(SERVER_NOW, 1_200) })],
    });
    open('/avaliacoes/5?tentativa=900');
    await screen.findByRole('radiogroup', { name: 'Qual é a melhor reserva de emergência?' });
    await waitFor(() => expect(server.sent('POST', SUBMIT(5, 900))).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByText('O tempo acabou: suas respostas salvas foram enviadas.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sua nota: 50%' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s 409 words: a quiz already taken, an attempt closed from another tab', async () => {
    serveQuizzes({
      list: [item(graded)],
      routes: { [`POST ${START(5)}`]: { status: 409, body: { error: 'Você já fez esta avaliação.' } } },
    });
    open('/avaliacoes/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Começar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já fez esta avaliação.');

    const other = serveQuizzes({
      list: [item(graded, { status: 'in_progress', open_attempt_id: 900, attempts: 1 })],
      attempts: [openAttempt()],
    });
    open('/avaliacoes/5?tentativa=900');
    await screen.findByRole('radiogroup', { name: 'Qual é a melhor reserva de emergência?' });
    // Another tab submitted it meanwhile.
    Object.assign(other.state.attempts.get(900)!, { status: 'submitted', submitted_at: SERVER_NOW, result: failedResult });
    await userEvent.click(screen.getByRole('radio', { name: 'Ações de uma só empresa' }));
    expect(await screen.findByText('Esta tentativa já foi enviada.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sua nota: 50%' })).toBeInTheDocument();
  });
});

describe('/avaliacoes (issue 18: status, best score, attempts, place)', () => {
  it('lists each quiz with its status badge, score or profile, attempts and place, and the next action', async () => {
    serveQuizzes({
      list: [
        item(graded, { status: 'failed', best_score: 66.67, attempts: 2, last_attempt_id: 902 }),
        item(behavioural, {
          status: 'done',
          attempts: 1,
          last_attempt_id: 700,
          can_start: false,
          profile: { id: 3, title: 'Arrojado', description: '', image: null },
          place: { course_id: 3, course_name: 'Finanças Pessoais', module_id: 4, lesson_id: 31, lesson_title: 'Mapeando seus gastos' },
        }),
      ],
    });
    open('/avaliacoes');
    const list = await screen.findByRole('list', { name: 'Suas avaliações' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('Reprovado');
    expect(first).toHaveTextContent('66,67%');
    expect(first).toHaveTextContent('Tempo: 10:00');
    expect(first).toHaveTextContent('Para toda a escola');
    expect(within(first!).getByRole('link', { name: `Tentar novamente: ${graded.name}` })).toHaveAttribute('href', '/avaliacoes/5');
    expect(second).toHaveTextContent('Concluída');
    expect(second).toHaveTextContent('Arrojado');
    expect(within(second!).getByRole('link', { name: 'Aula Mapeando seus gastos' })).toHaveAttribute(
      'href',
      '/curso/3/mapeando-seus-gastos/31',
    );
    expect(within(second!).getByRole('link', { name: `Ver resultado: ${behavioural.name}` })).toHaveAttribute(
      'href',
      '/avaliacoes/6?tentativa=700',
    );
  });

  it('says so when there are none, and offers another try when the list fails', async () => {
    serveQuizzes({ list: [] });
    const view = open('/avaliacoes');
    expect(await screen.findByText('Nenhuma avaliação por aqui ainda')).toBeInTheDocument();
    view.unmount();
    const server = serveQuizzes({ routes: { [`GET ${LIST}`]: { status: 500, body: { error: 'x' } } } });
    open('/avaliacoes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as avaliações.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === LIST)).toHaveLength(2));
  });

  it('the review account has no quizzes (features.reviews off): both addresses lead home', async () => {
    const server = serveQuizzes({ list: [item(graded)] });
    const view = renderShell(<Outlet />, { path: '/avaliacoes', routes, user: reviewer });
    await waitFor(() => expect(location()).toBe('/homepage'));
    view.unmount();
    renderShell(<Outlet />, { path: '/avaliacoes/5', routes, user: reviewer });
    await waitFor(() => expect(location()).toBe('/homepage'));
    expect(server.calls.filter((c) => c.path === LIST)).toEqual([]);
  });

  it('speaks English and Spanish', async () => {
    serveQuizzes({ list: [item(graded, { status: 'passed', best_score: 90, attempts: 1, last_attempt_id: 900 })] });
    open('/avaliacoes');
    await screen.findByRole('list', { name: 'Suas avaliações' });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('list', { name: 'Your quizzes' })).toHaveTextContent('Passed');
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('list', { name: 'Tus evaluaciones' })).toHaveTextContent('Aprobado');
  });
});
