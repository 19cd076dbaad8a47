import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../test/render-app';
import { QuizReport } from './QuizReport';
import { PATHS, QUIZ_ID, quizRows, renderReports, serveReports } from './test-server';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(options: Parameters<typeof serveReports>[0] = {}) {
  const server = serveReports(options);
  const view = renderReports(<QuizReport tenantId={1} quizId={QUIZ_ID} />);
  return { ...server, ...view };
}

const table = () => screen.findByRole('table', { name: 'Resultados dos alunos' });
const row = (userId: number) => document.querySelector<HTMLElement>(`tr[data-user-id="${userId}"]`)!;
/** The table's rows, top to bottom, as their cells' text. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Resultados dos alunos' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('Relatórios: a quiz', () => {
  it('shows how many took the quiz and how many passed', async () => {
    open();
    await table();
    const figures = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Fizeram', '3'],
      ['Aprovados', '1'],
    ]);
    expect(screen.getByText('33% do total')).toBeInTheDocument();
  });

  it('lists each student with attempts, best score and a passed badge, best score first; no score, no badge', async () => {
    const server = open();
    await table();
    expect(server.reads(PATHS.quiz(QUIZ_ID))).toEqual([{ sort: 'best_score', order: 'desc', page: '1' }]);
    expect(rows()).toEqual([
      ['Ana Souzaana@aurora.test', '2', '87,5%Aprovado', 'há 5 minutos'],
      ['Bruno Limabruno@aurora.test', '3', '40%Não aprovado', 'há 1 hora'],
      // A quiz that gives no score (a behavioural one) is neither passed nor failed.
      ['Carla Diascarla@aurora.test', '1', 'sem nota', 'nunca'],
    ]);
    expect(within(row(11)).getByText('Aprovado')).toBeInTheDocument();
    expect(within(row(12)).getByText('Não aprovado')).toBeInTheDocument();
    expect(within(row(12)).queryByText('Aprovado')).toBeNull();
  });

  it('sorts by a column header, asked of the server and said by aria-sort', async () => {
    const server = open();
    await table();
    expect(header('Melhor nota')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Tentativas')).getByRole('button', { name: 'Tentativas' }));
    await waitFor(() => expect(rows().map((cells) => cells[1])).toEqual(['3', '2', '1']));
    expect(server.reads(PATHS.quiz(QUIZ_ID)).at(-1)).toEqual({ sort: 'attempts', order: 'desc', page: '1' });
    expect(header('Tentativas')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Melhor nota')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Tentativas')).getByRole('button'));
    await waitFor(() => expect(rows().map((cells) => cells[1])).toEqual(['1', '2', '3']));
    expect(server.reads(PATHS.quiz(QUIZ_ID)).at(-1)).toEqual({ sort: 'attempts', order: 'asc', page: '1' });
    expect(header('Tentativas')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Última tentativa')).getByRole('button'));
    await waitFor(() => expect(server.reads(PATHS.quiz(QUIZ_ID)).at(-1)).toEqual({ sort: 'last_attempt', order: 'desc', page: '1' }));
  });

  it('asks for page 2 in the same sort', async () => {
    const server = open({ pageSize: 2 });
    await table();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Páginas do relatório' })).getByRole('button', { name: 'Próxima página' }),
    );
    await waitFor(() => expect(rows().map((cells) => cells[0])).toEqual(['Carla Diascarla@aurora.test']));
    expect(server.reads(PATHS.quiz(QUIZ_ID)).at(-1)).toEqual({ sort: 'best_score', order: 'desc', page: '2' });
  });

  it("downloads the whole report from the quiz's CSV link", async () => {
    open();
    await table();
    const link = screen.getByRole('link', { name: 'Baixar CSV' });
    expect(link).toHaveAttribute('href', PATHS.quizCsv(QUIZ_ID));
    expect(link).toHaveAttribute('download');
  });

  it('says so when nobody has taken the quiz yet', async () => {
    open({ quiz: { total: 0, passed: 0 }, quizRows: [] });
    expect(await screen.findByText('Ninguém fez esta avaliação ainda')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says the server's refusal in the reader's words", async () => {
    open({ failure: [404, { error: 'Avaliação não encontrada' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Avaliação não encontrada');
  });

  it('has no axe violations, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open({ quizRows, pageSize: 2 });
    await table();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
