import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { behavioural, graded, LIST } from '../../features/quizzes/authoring/components/test-server';
import { renderReports, serveReports } from '../../features/reports/components/test-server';
import { ReportsSection } from './ReportsSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const studioCourses = [10, 11].map((id, i) => ({
  id,
  title: ['Fotografia com o Celular', 'Edição no Lightroom'][i],
  description: '',
  cover_url: null,
  published: i === 0,
  position: i + 1,
  modules_count: 0,
  lessons_count: 0,
  product_ids: [],
}));

describe('Relatórios joins the reports with the course studio and the quiz authoring', () => {
  it("offers the studio's courses, drafts too, and the school's quizzes", async () => {
    const server = serveReports({
      routes: {
        'GET /api/admin/courses': { status: 200, body: { data: studioCourses } },
        [`GET ${LIST}`]: [200, ['Sucesso', 200, { data: [graded, behavioural] }]],
      },
    });
    renderReports(<ReportsSection />);
    await userEvent.click(await screen.findByRole('button', { name: /^Curso/ }));
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Fotografia com o Celular', 'Edição no Lightroom']),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Fotografia com o Celular' }));
    expect(await screen.findByRole('table', { name: 'Progresso dos alunos' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Avaliações' }));
    await userEvent.click(screen.getByRole('button', { name: /^Avaliação/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Prova de fotografia', 'Qual fotógrafo é você?']);
    await userEvent.click(screen.getByRole('option', { name: 'Prova de fotografia' }));
    expect(await screen.findByRole('table', { name: 'Resultados dos alunos' })).toBeInTheDocument();
    expect(server.calls.map((call) => call.path.split('?')[0])).toEqual([
      '/api/admin/courses',
      LIST,
      '/api/admin/reports/courses/10',
      '/api/admin/reports/quizzes/5',
    ]);
  });
});
