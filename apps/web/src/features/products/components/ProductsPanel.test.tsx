import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { ProductsPanel } from './ProductsPanel';
import { courses, mentoring, owner, PATHS, resetToasts, serveProducts, toasts, trial, yearly } from './test-server';

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

function open(options: Parameters<typeof serveProducts>[0] = {}) {
  const server = serveProducts(options);
  const onProductsChanged = vi.fn();
  const view = renderShell(<ProductsPanel tenantId={1} courses={courses} onProductsChanged={onProductsChanged} />, { user: owner });
  return { ...server, ...view, onProductsChanged };
}

const list = () => screen.findByRole('list', { name: 'Produtos da escola' });
const row = (id: number) => document.querySelector<HTMLElement>(`li[data-product-id="${id}"]`)!;
const rowIds = () =>
  within(screen.getByRole('list', { name: 'Produtos da escola' }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-product-id')));

async function askDelete(title: string) {
  await user.click(within(await list()).getByRole('button', { name: `Excluir ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir produto' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
  await user.click(within(dialog).getByRole('button', { name: 'Excluir produto' }));
  return dialog;
}

describe('Produtos in the edit panel', () => {
  it('lists the products oldest first: status, holders, what each opens and for how long', async () => {
    open();
    await list();
    expect(rowIds()).toEqual([yearly.id, mentoring.id, trial.id]);
    expect(screen.getByText('3 produtos')).toBeInTheDocument();
    expect(within(row(1)).getByText('Plano Anual')).toBeInTheDocument();
    expect(within(row(1)).getByText('Ativo')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent('12 alunos · 2 cursos · 1 comunidade · 365 dias');
    expect(within(row(2)).getByText('Inativo')).toBeInTheDocument();
    expect(row(2)).toHaveTextContent('1 aluno · 1 curso · nenhuma comunidade · Vitalício');
    expect(row(3)).toHaveTextContent('nenhum aluno · nenhum curso · nenhuma comunidade · 1 dia');
    expect(within(row(1)).getByRole('button', { name: 'Editar Plano Anual' })).toBeInTheDocument();
  });

  it('says so when the school has no product yet, with "Novo produto" above', async () => {
    open({ products: [] });
    expect(await screen.findByText('Nenhum produto ainda')).toBeInTheDocument();
    expect(screen.getByText('Crie o primeiro em “Novo produto” e escolha os cursos e as comunidades que ele abre.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo produto' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Produtos da escola' })).toBeNull();
  });

  it('says so when the list could not load, and tries again', async () => {
    const server = open({ routes: { [`GET ${PATHS.products}`]: { status: 500, body: { error: 'x' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos.');
    server.routes[`GET ${PATHS.products}`] = { status: 200, body: { data: [trial] } };
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowIds()).toEqual([trial.id]));
  });

  it('"Novo produto" asks a name with the schema\'s words, creates it and opens its editor', async () => {
    const server = open();
    await list();
    await user.click(screen.getByRole('button', { name: 'Novo produto' }));
    const name = screen.getByRole('textbox', { name: 'Nome do novo produto' });
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Criar e editar' }));
    expect(await screen.findByText('Informe o nome do produto')).toBeInTheDocument();
    expect(server.sent('POST', PATHS.products)).toEqual([]);

    await user.type(name, '  Plano Mensal  ');
    await user.click(screen.getByRole('button', { name: 'Criar e editar' }));
    const editor = await screen.findByRole('dialog', { name: 'Editar produto' });
    expect(within(editor).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Plano Mensal');
    expect(server.sent('POST', PATHS.products)).toEqual([{ title: 'Plano Mensal' }]);
    expect(toasts.success).toEqual(['Produto criado']);
    expect(rowIds()).toEqual([1, 2, 3, 90]);
    // The keyboard is in the editor, and back on "Novo produto" when it closes.
    await waitFor(() => expect(editor).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(editor).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Novo produto' })).toHaveFocus());
  });

  it("a refused create (the school's 500 products) is said in a toast, and the name stays", async () => {
    open({
      routes: {
        [`POST ${PATHS.products}`]: {
          status: 409,
          body: { error: 'A escola já tem 500 produtos: exclua ou reaproveite um antes de criar outro' },
        },
      },
    });
    await list();
    await user.click(screen.getByRole('button', { name: 'Novo produto' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do novo produto' }), 'Mais um');
    await user.click(screen.getByRole('button', { name: 'Criar e editar' }));
    await waitFor(() => expect(toasts.error).toEqual(['A escola já tem 500 produtos: exclua ou reaproveite um antes de criar outro']));
    expect(screen.getByRole('textbox', { name: 'Nome do novo produto' })).toHaveValue('Mais um');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a product students hold is not deleted: the server's reason stays in the dialog and the row stays", async () => {
    const server = open();
    const dialog = await askDelete('Plano Anual');
    expect(dialog).toHaveTextContent('Excluir “Plano Anual”?');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Alunos têm este produto: desative-o em vez de excluí-lo');
    expect(screen.getByRole('dialog', { name: 'Excluir produto' })).toBeInTheDocument();
    expect(server.writes()).toEqual([`DELETE ${PATHS.product(1)}`]);
    expect(rowIds()).toEqual([1, 2, 3]);
    expect(toasts.success).toEqual([]);
  });

  it('deletes a product nobody holds once EXCLUIR is typed; the row goes and the focus returns to "Novo produto"', async () => {
    const { onProductsChanged, ...server } = open();
    await askDelete('Degustação');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([`DELETE ${PATHS.product(3)}`]);
    expect(toasts.success).toEqual(['Produto excluído']);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Novo produto' })).toHaveFocus());
    expect(onProductsChanged).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations in the list', async () => {
    const { container } = open();
    await list();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
