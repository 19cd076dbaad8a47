import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { held } from '../../../test/fetch-routes';
import { setViewportWidth } from '../../../test/render-app';
import { CourseReport } from './CourseReport';
import { COURSE_ID, courseRows, PATHS, renderReports, serveReports } from './test-server';

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
  const view = renderReports(<CourseReport tenantId={1} courseId={COURSE_ID} />);
  return { ...server, ...view };
}

const table = () => screen.findByRole('table', { name: 'Progresso dos alunos' });
/** The table's students, top to bottom, by name. */
const names = () =>
  within(screen.getByRole('table', { name: 'Progresso dos alunos' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });
const funnelSteps = () => within(screen.getByRole('list', { name: 'Conclusão por módulo' })).getAllByRole('listitem');

describe('Relatórios: a course', () => {
  it("shows the course's students and how many started, each over the total", async () => {
    open();
    await table();
    const figures = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Alunos', '20'],
      ['Começaram', '14'],
      ['Concluíram', '5'],
    ]);
    expect(screen.getByText('70% do total')).toBeInTheDocument();
    expect(screen.getByText('25% do total')).toBeInTheDocument();
  });

  it("draws the completion funnel: each module's count and its share of the course's students, in the course's order", async () => {
    open();
    await table();
    expect(funnelSteps().map((step) => step.textContent)).toEqual([
      'Primeiros passos20 alunos · 100%',
      'Luz e enquadramento12 alunos · 60%',
      'Edição no celular5 alunos · 25%',
    ]);
    // The bars are drawn as long as the share; the words are what a screen reader reads.
    const bars = funnelSteps().map((step) => step.querySelector('[role="progressbar"]'));
    expect(bars.map((bar) => bar?.getAttribute('aria-valuenow'))).toEqual(['100', '60', '25']);
    expect(funnelSteps().every((step) => step.querySelector('[aria-hidden="true"] [role="progressbar"]'))).toBe(true);
  });

  it('says one student, not "1 alunos"', async () => {
    open({ course: { total: 4, funnel: [{ module_id: 7, title: 'Único módulo', finished: 1 }] } });
    await table();
    expect(funnelSteps().map((step) => step.textContent)).toEqual(['Único módulo1 aluno · 25%']);
  });

  it('says so when the course has no modules yet, and still lists its students', async () => {
    open({ course: { funnel: [] } });
    await table();
    expect(screen.getByText('Este curso ainda não tem módulos.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Conclusão por módulo' })).toBeNull();
    expect(names()).toEqual(['Carla Dias', 'Ana Souza', 'Bruno Lima']);
  });

  it('lists each student: name, e-mail, a progress bar with the lessons finished, and the last activity', async () => {
    const server = open();
    await table();
    expect(server.reads(PATHS.course(COURSE_ID))).toEqual([{ sort: 'progress', order: 'desc', page: '1' }]);
    expect(names()).toEqual(['Carla Dias', 'Ana Souza', 'Bruno Lima']);
    const ana = document.querySelector<HTMLElement>('tr[data-user-id="11"]')!;
    expect(ana).toHaveTextContent('ana@aurora.test');
    expect(within(ana).getByRole('progressbar', { name: 'Progresso de Ana Souza' })).toHaveAttribute('aria-valuenow', '40');
    expect(ana).toHaveTextContent('40%');
    expect(ana).toHaveTextContent('4 de 10 aulas');
    expect(ana).toHaveTextContent('há 5 minutos');
    expect(document.querySelector('tr[data-user-id="12"]')).toHaveTextContent('nunca');
  });

  it('sorts by a column header: asked of the server, said by aria-sort, and the same header again turns it around', async () => {
    const server = open();
    await table();
    expect(header('Progresso')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Aluno')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Aluno')).getByRole('button', { name: 'Aluno' }));
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']));
    expect(server.reads(PATHS.course(COURSE_ID)).at(-1)).toEqual({ sort: 'name', order: 'asc', page: '1' });
    expect(header('Aluno')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Progresso')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Aluno')).getByRole('button', { name: 'Aluno' }));
    await waitFor(() => expect(names()).toEqual(['Carla Dias', 'Bruno Lima', 'Ana Souza']));
    expect(server.reads(PATHS.course(COURSE_ID)).at(-1)).toEqual({ sort: 'name', order: 'desc', page: '1' });
    expect(header('Aluno')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Última atividade')).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'Carla Dias', 'Bruno Lima']));
    expect(server.reads(PATHS.course(COURSE_ID)).at(-1)).toEqual({ sort: 'last_activity', order: 'desc', page: '1' });
  });

  it('asks for page 2 in the same sort, and a new sort starts again from page 1', async () => {
    const server = open({ pageSize: 2 });
    await table();
    expect(names()).toEqual(['Carla Dias', 'Ana Souza']);
    const pages = screen.getByRole('navigation', { name: 'Páginas do relatório' });
    await user.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(names()).toEqual(['Bruno Lima']));
    expect(server.reads(PATHS.course(COURSE_ID)).at(-1)).toEqual({ sort: 'progress', order: 'desc', page: '2' });
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(header('Aluno')).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'Bruno Lima']));
    expect(server.reads(PATHS.course(COURSE_ID)).at(-1)).toEqual({ sort: 'name', order: 'asc', page: '1' });
  });

  it('keeps the last rows on screen, dimmed and busy, while another sort loads', async () => {
    const server = open();
    const gate = held(server.answer);
    server.routes[`GET ${PATHS.course(COURSE_ID)}?sort=name&order=asc&page=1`] = gate.route;
    await table();
    await user.click(within(header('Aluno')).getByRole('button'));
    await waitFor(() => expect(server.reads(PATHS.course(COURSE_ID))).toHaveLength(2));
    expect(names()).toEqual(['Carla Dias', 'Ana Souza', 'Bruno Lima']);
    expect(screen.getByRole('table', { name: 'Progresso dos alunos' }).closest('[aria-busy="true"]')).not.toBeNull();
    gate.release();
    await waitFor(() => expect(names()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']));
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('has no pages to choose when the students fit on one', async () => {
    open();
    await table();
    expect(screen.queryByRole('navigation', { name: 'Páginas do relatório' })).toBeNull();
  });

  it("downloads the whole report from the course's CSV link", async () => {
    open();
    await table();
    const link = screen.getByRole('link', { name: 'Baixar CSV' });
    expect(link).toHaveAttribute('href', PATHS.courseCsv(COURSE_ID));
    expect(link).toHaveAttribute('download');
  });

  it('says so when nobody is in the course yet, with the CSV still there', async () => {
    open({ course: { total: 0, started: 0, finished: 0, funnel: [] }, courseRows: [] });
    expect(await screen.findByText('Nenhum aluno neste curso ainda')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Conclusão por módulo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Baixar CSV' })).toHaveAttribute('href', PATHS.courseCsv(COURSE_ID));
  });

  it("says the server's refusal in its own words, and tries again", async () => {
    const server = open({ failure: [404, { error: 'Curso não encontrado' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Curso não encontrado');
    server.state.failure = undefined;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await table();
  });

  it('says it could not load when the server failed', async () => {
    open({ failure: [500, { error: 'Erro interno' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o relatório.');
  });

  it('has no axe violations, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open({ courseRows, pageSize: 2 });
    await table();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
