import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { StudentsPanel } from './StudentsPanel';
import { ana, bruno, carla, owner, PATHS, products, resetToasts, serveStudents } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

// No pause between keys: the fields re-render on each one, and the files run beside other lanes.
let user: UserEvent;
beforeEach(() => {
  resetToasts();
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(options: Parameters<typeof serveStudents>[0] = {}) {
  const server = serveStudents(options);
  const view = renderShell(<StudentsPanel tenantId={1} products={products} />, { user: owner });
  return { ...server, ...view };
}

const list = () => screen.findByRole('list', { name: 'Alunos da escola' });
const row = (id: number) => document.querySelector<HTMLElement>(`li[data-student-id="${id}"]`)!;
const rowIds = () =>
  within(screen.getByRole('list', { name: 'Alunos da escola' }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-student-id')));
const exportLink = () => screen.getByRole('link', { name: 'Exportar CSV' });

describe('Alunos in the edit panel', () => {
  it('lists each student: name, e-mail, products with their end, inactive, last seen and progress', async () => {
    open();
    await list();
    expect(rowIds()).toEqual([ana.id, bruno.id, carla.id]);

    const first = row(ana.id);
    expect(within(first).getByRole('button', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(first).toHaveTextContent('ana@aurora.test');
    expect(within(first).getByText('Plano Anual · até 15/06/2030')).toBeInTheDocument();
    expect(within(first).getByText('Mentoria')).toBeInTheDocument();
    expect(within(first).queryByText('Inativo')).toBeNull();
    expect(first).toHaveTextContent('Último acesso: há 5 minutos');
    expect(within(first).getByRole('progressbar', { name: 'Progresso de Ana Souza' })).toHaveAttribute('aria-valuenow', '40');
    expect(first).toHaveTextContent('40%');

    const second = row(bruno.id);
    expect(within(second).getByText('Inativo')).toBeInTheDocument();
    expect(within(second).getByText('Degustação · expirado')).toBeInTheDocument();
    expect(second).toHaveTextContent('Último acesso: nunca');
    expect(row(carla.id)).toHaveTextContent('Nenhum produto');
  });

  it('asks the server once typing pauses, with the words as `query`', async () => {
    const server = open();
    await list();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar alunos' }), 'bruno');
    await waitFor(() => expect(rowIds()).toEqual([bruno.id]));
    // One read for the first page, one for the whole word: none per key.
    expect(server.listQueries()).toEqual([{}, { query: 'bruno' }]);
    expect(exportLink()).toHaveAttribute('href', `${PATHS.export}?query=bruno`);
  });

  it('filters by product and by status, and the export takes the same filters', async () => {
    const server = open();
    await list();
    await user.click(screen.getByRole('combobox', { name: 'Produto' }));
    await user.click(await screen.findByRole('option', { name: 'Degustação' }));
    await waitFor(() => expect(rowIds()).toEqual([bruno.id]));
    expect(server.listQueries().at(-1)).toEqual({ product_id: '3' });

    await user.click(screen.getByRole('radio', { name: 'Ativos' }));
    expect(await screen.findByText('Nenhum aluno encontrado')).toBeInTheDocument();
    expect(server.listQueries().at(-1)).toEqual({ product_id: '3', status: 'active' });
    expect(exportLink()).toHaveAttribute('href', `${PATHS.export}?product_id=3&status=active`);
    expect(exportLink()).toHaveAttribute('download');

    await user.click(screen.getByRole('combobox', { name: 'Produto' }));
    await user.click(await screen.findByRole('option', { name: 'Todos os produtos' }));
    await user.click(screen.getByRole('radio', { name: 'Inativos' }));
    await waitFor(() => expect(rowIds()).toEqual([bruno.id]));
    expect(server.listQueries().at(-1)).toEqual({ status: 'inactive' });
  });

  it('"Carregar mais" asks for the page after the last student seen, and goes when there is none', async () => {
    const server = open({ pageSize: 2 });
    await list();
    expect(rowIds()).toEqual([ana.id, bruno.id]);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(rowIds()).toEqual([ana.id, bruno.id, carla.id]));
    expect(server.listQueries()).toEqual([{}, { cursor: String(bruno.id) }]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says so when the school has no student yet', async () => {
    open({ students: [] });
    expect(await screen.findByText('Nenhum aluno ainda')).toBeInTheDocument();
    expect(screen.getByText('Adicione o primeiro em “Adicionar aluno” e escolha os produtos que ele recebe.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Alunos da escola' })).toBeNull();
  });

  it('says so when the list could not load, and tries again', async () => {
    const server = open({ listStatus: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os alunos.');
    server.state.listStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowIds()).toEqual([ana.id, bruno.id, carla.id]));
  });

  it('opens a student in a drawer from their name', async () => {
    open();
    await user.click(within(await list()).getByRole('button', { name: 'Carla Dias' }));
    const drawer = await screen.findByRole('dialog', { name: 'Aluno' });
    expect(await within(drawer).findByRole('textbox', { name: 'Nome' })).toHaveValue('Carla Dias');
  });

  it('has no axe violations in the list, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open();
    await list();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
