import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { ProductsPanel } from './ProductsPanel';
import { courses, owner, PATHS, resetToasts, serveProducts, toasts } from './test-server';

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
  void i18n.changeLanguage('pt');
});

/** The section with the product `title`'s editor open. */
async function edit(title: string, options: Parameters<typeof serveProducts>[0] = {}) {
  const server = serveProducts(options);
  const onProductsChanged = vi.fn();
  renderShell(<ProductsPanel tenantId={1} courses={courses} onProductsChanged={onProductsChanged} />, { user: owner });
  await user.click(await screen.findByRole('button', { name: `Editar ${title}` }));
  const editor = await screen.findByRole('dialog', { name: 'Editar produto' });
  return { ...server, editor, onProductsChanged };
}

/** Opens a picker by its label, toggles `option`, and closes it again. */
async function pick(editor: HTMLElement, label: string, option: string) {
  const picker = within(editor).getByRole('button', { name: new RegExp(`^${label}`) });
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: option }));
  await user.click(picker);
}

const save = (editor: HTMLElement) => user.click(within(editor).getByRole('button', { name: 'Salvar alterações' }));
const row = (id: number) => document.querySelector<HTMLElement>(`li[data-product-id="${id}"]`)!;

describe('editing a product', () => {
  it('saves every field together: name, status, courses, communities, access for life and the sales link', async () => {
    const { editor, sent, onProductsChanged } = await edit('Plano Anual');
    const name = within(editor).getByRole('textbox', { name: /^Nome/ });
    await user.clear(name);
    await user.type(name, 'Plano Anual 2026');
    const active = within(editor).getByRole('switch', { name: /^Produto ativo/ });
    expect(active).toBeChecked();
    expect(editor).toHaveTextContent('Um produto inativo sai da venda, mas quem já o tem continua com acesso.');
    await user.click(active);
    await user.click(within(editor).getByRole('button', { name: 'Remover Edição no Lightroom' }));
    await pick(editor, 'Cursos que ele abre', 'Luz Natural');
    await user.click(within(editor).getByRole('button', { name: 'Remover Turma 2025' }));
    await pick(editor, 'Comunidades que ele abre', 'Mentorados');
    expect(within(editor).getByRole('textbox', { name: 'Dias de acesso' })).toHaveValue('365');
    await user.click(within(editor).getByRole('radio', { name: 'Vitalício' }));
    expect(within(editor).queryByRole('textbox', { name: 'Dias de acesso' })).toBeNull();
    const link = within(editor).getByRole('textbox', { name: /^Link de venda/ });
    await user.clear(link);
    await user.type(link, 'https://aurora.test/planos');
    await save(editor);

    await waitFor(() => expect(toasts.success).toEqual(['Produto salvo']));
    expect(sent('PATCH', PATHS.product(1))).toEqual([
      {
        title: 'Plano Anual 2026',
        status: 'inactive',
        course_ids: [10, 12],
        community_ids: [6],
        access_days: null,
        sales_url: 'https://aurora.test/planos',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows what was saved.
    expect(within(row(1)).getByText('Plano Anual 2026')).toBeInTheDocument();
    expect(within(row(1)).getByText('Inativo')).toBeInTheDocument();
    expect(row(1)).toHaveTextContent('12 alunos · 2 cursos · 1 comunidade · Vitalício');
    expect(onProductsChanged).toHaveBeenCalledTimes(1);
  });

  it('gives access for some days (a year to start) and an empty sales link saves as none', async () => {
    const { editor, sent } = await edit('Mentoria');
    expect(within(editor).getByRole('radio', { name: 'Vitalício' })).toBeChecked();
    await user.click(within(editor).getByRole('radio', { name: 'Por dias' }));
    const days = within(editor).getByRole('textbox', { name: 'Dias de acesso' });
    expect(days).toHaveValue('365');
    await user.clear(days);
    await user.type(days, '30');
    await save(editor);
    await waitFor(() => expect(sent('PATCH', PATHS.product(2))).toHaveLength(1));
    expect(sent('PATCH', PATHS.product(2))[0]).toMatchObject({ status: 'inactive', course_ids: [12], access_days: 30, sales_url: null });
    await waitFor(() => expect(row(2)).toHaveTextContent('1 aluno · 1 curso · nenhuma comunidade · 30 dias'));
  });

  it('refuses what the shared schema refuses, in its words, and sends nothing', async () => {
    const { editor, sent } = await edit('Plano Anual');
    await user.clear(within(editor).getByRole('textbox', { name: /^Nome/ }));
    const days = within(editor).getByRole('textbox', { name: 'Dias de acesso' });
    await user.clear(days);
    const link = within(editor).getByRole('textbox', { name: /^Link de venda/ });
    await user.clear(link);
    await user.type(link, 'aurora.test/planos');
    await save(editor);
    expect(await within(editor).findByText('Informe o nome do produto')).toBeInTheDocument();
    expect(within(editor).getByText('Informe um número de dias entre 1 e 36500, ou deixe o acesso vitalício')).toBeInTheDocument();
    expect(within(editor).getByText('Informe um link que comece com http:// ou https://')).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PATCH', PATHS.product(1))).toEqual([]);
  });

  it("puts the server's refusal under the field it names, in the reader's language", async () => {
    const { editor } = await edit('Plano Anual', {
      routes: {
        [`PATCH ${PATHS.product(1)}`]: {
          status: 400,
          body: { error: 'Dados inválidos', issues: [{ path: 'body.course_ids.1', message: 'Curso não encontrado nesta escola' }] },
        },
      },
    });
    await i18n.changeLanguage('en');
    await user.click(within(editor).getByRole('switch', { name: /^Active product/ }));
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText('Course not found in this school')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit product' })).toBeInTheDocument();
    expect(toasts.success).toEqual([]);
    expect(toasts.error).toEqual([]);
  });

  it('has no axe violations in the editor, errors included', async () => {
    const { editor } = await edit('Plano Anual');
    const rules = { 'color-contrast': { enabled: false } };
    const names = (results: axe.AxeResults) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(names(await axe.run(editor, { rules }))).toEqual([]);
    await user.clear(within(editor).getByRole('textbox', { name: /^Nome/ }));
    await save(editor);
    await within(editor).findByText('Informe o nome do produto');
    expect(names(await axe.run(editor, { rules }))).toEqual([]);
  });
});
