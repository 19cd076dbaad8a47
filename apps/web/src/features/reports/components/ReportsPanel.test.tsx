import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsPanel } from './ReportsPanel';
import { COURSE_ID, courseChoices, PATHS, QUIZ_ID, quizChoices, renderReports, serveReports } from './test-server';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function pick(label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Relatórios in the edit panel', () => {
  it('reports on the course picked under Cursos, and on the quiz picked under Avaliações', async () => {
    const server = serveReports();
    renderReports(<ReportsPanel tenantId={1} courses={courseChoices} quizzes={quizChoices} />);
    expect(screen.getByRole('radio', { name: 'Cursos' })).toBeChecked();
    expect(screen.getByText('Escolha um curso para ver o progresso dos alunos.')).toBeInTheDocument();
    expect(server.calls).toEqual([]);

    await pick('Curso', 'Fotografia com o Celular');
    expect(await screen.findByRole('table', { name: 'Progresso dos alunos' })).toBeInTheDocument();
    expect(server.reads(PATHS.course(COURSE_ID))).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Avaliações' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Escolha uma avaliação para ver os resultados dos alunos.')).toBeInTheDocument();
    await pick('Avaliação', 'Prova de fotografia');
    expect(await screen.findByRole('table', { name: 'Resultados dos alunos' })).toBeInTheDocument();
    expect(server.reads(PATHS.quiz(QUIZ_ID))).toHaveLength(1);

    // Back to Cursos: the course picked before, its report again.
    await user.click(screen.getByRole('radio', { name: 'Cursos' }));
    expect(await screen.findByRole('table', { name: 'Progresso dos alunos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Curso/ })).toHaveTextContent('Fotografia com o Celular');
  });

  it('starts a newly picked course on its first page, sorted by progress', async () => {
    const server = serveReports({ pageSize: 2 });
    renderReports(<ReportsPanel tenantId={1} courses={courseChoices} quizzes={quizChoices} />);
    await pick('Curso', 'Fotografia com o Celular');
    await user.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(server.reads(PATHS.course(COURSE_ID)).at(-1)).toMatchObject({ page: '2' }));

    await pick('Curso', 'Edição no Lightroom');
    // Another course: its own report, from the first page (this one the server does not know).
    await waitFor(() => expect(server.reads(PATHS.course(11))).toEqual([{ sort: 'progress', order: 'desc', page: '1' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent('Curso não encontrado');
  });

  it("says so when the school's courses or quizzes could not be loaded", async () => {
    serveReports();
    renderReports(<ReportsPanel tenantId={1} courses={{ ...courseChoices, failed: true }} quizzes={{ ...quizChoices, failed: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os cursos da escola.');
    await user.click(screen.getByRole('radio', { name: 'Avaliações' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as avaliações da escola.');
  });
});
