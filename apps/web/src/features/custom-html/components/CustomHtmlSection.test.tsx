import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOM_HTML_MAX_BLOCKS } from '@trilha/shared/custom-html/constants';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { CustomHtmlSection } from './CustomHtmlSection';
import { homeBlock, LIST, lessonBlock, owner, resetToasts, serveCustomHtml, toasts } from './test-server';

vi.mock('../../../lib/toast', async () => {
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

function open(options: Parameters<typeof serveCustomHtml>[0] = {}) {
  const server = serveCustomHtml(options);
  renderShell(<CustomHtmlSection />, { user: owner });
  return server;
}

describe('HTML personalizado: the list (spec 002 §2, §3, §9)', () => {
  it('shows the empty state with its create prompt, read from filters/all', async () => {
    const server = open();
    expect(await screen.findByText('Nenhum HTML personalizado ainda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar HTML' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Adicionados' })).toBeNull();
    expect(server.calls.filter((c) => c.method === 'GET' && c.path === LIST)).toHaveLength(1);
  });

  it('lists the blocks under "Adicionados": a title past 25 characters is cut and opens on click, with the page\'s name', async () => {
    open({ blocks: [lessonBlock, homeBlock] });
    const list = await screen.findByRole('list', { name: 'Adicionados' });
    expect(screen.getByRole('heading', { name: 'Adicionados' })).toBeInTheDocument();
    expect(screen.getByText('2 de 50 blocos')).toBeInTheDocument();
    const [lesson, home] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    const title = within(lesson).getByRole('button', { name: 'Pixel de conversão da aul...' });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(title).toHaveTextContent(lessonBlock.title);
    await userEvent.click(title);
    expect(title).toHaveTextContent('Pixel de conversão da aul...');
    expect(within(lesson).getByText('Aula')).toBeInTheDocument();

    // A title of 25 or fewer is whole already: plain text, nothing to open.
    expect(within(home).getByText('Aviso da home').tagName).toBe('P');
    expect(within(home).queryByRole('button', { name: 'Aviso da home' })).toBeNull();
    expect(within(home).getByText('Página inicial')).toBeInTheDocument();
  });

  it('names the edit and delete buttons with the whole title; their tooltips show 28 characters and an ellipsis', async () => {
    open({ blocks: [lessonBlock] });
    const edit = await screen.findByRole('button', { name: `Editar ${lessonBlock.title}` });
    expect(screen.getByRole('button', { name: `Excluir ${lessonBlock.title}` })).toBeInTheDocument();
    await userEvent.hover(edit);
    // tooltipText (packages/shared): longer than 30, the first 28 and "...".
    expect((await screen.findByRole('tooltip')).textContent).toBe(`${`Editar ${lessonBlock.title}`.slice(0, 28)}...`);
  });

  it('says the list could not be loaded', async () => {
    open({ routes: { [`GET ${LIST}`]: { status: 500, body: { error: 'x' } } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os HTMLs personalizados.');
  });

  it("refuses a 51st block before the form opens, with the limit's message", async () => {
    const many = Array.from({ length: CUSTOM_HTML_MAX_BLOCKS }, (_, i) => ({ ...homeBlock, id: 100 + i, title: `Bloco ${i}` }));
    open({ blocks: many });
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar HTML' }));
    expect(toasts.error).toEqual(['Você pode criar no máximo 50 blocos de HTML personalizado.']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HTML personalizado: delete (spec 002 §2, §8)', () => {
  it("deletes only after the confirmation: 'HTML excluído com sucesso', and the list is read again", async () => {
    const server = open({
      blocks: [lessonBlock, homeBlock],
      routes: { 'DELETE /api/platform/auth/custom-html/5': { status: 200, body: { message: 'HTML excluído com sucesso' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Aviso da home' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir HTML personalizado' });
    expect(confirm).toHaveTextContent('O bloco “Aviso da home” deixa de aparecer nas páginas dos alunos.');
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    server.state.blocks = [lessonBlock];
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts.success).toEqual(['HTML excluído com sucesso']));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/platform/auth/custom-html/5']);
    await waitFor(() => expect(screen.queryByText('Aviso da home')).toBeNull());
    expect(screen.getByText('1 de 50 blocos')).toBeInTheDocument();
  });

  it("a failed delete toasts 'Não foi possivel excluir o HTML personalizado' and closes the confirmation", async () => {
    open({ blocks: [homeBlock], routes: { 'DELETE /api/platform/auth/custom-html/5': { status: 500, body: { error: 'x' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Aviso da home' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir HTML personalizado' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts.error).toEqual(['Não foi possivel excluir o HTML personalizado']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Aviso da home')).toBeInTheDocument();
  });
});

describe('HTML personalizado in English and Spanish', () => {
  afterEach(() => act(() => i18n.changeLanguage('pt')));

  it("names the list, the pages and the modal in the reader's language, the spec's messages included", async () => {
    open({ blocks: [lessonBlock] });
    await screen.findByRole('list', { name: 'Adicionados' });
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Added' })).toBeInTheDocument();
    expect(screen.getByText('Lesson')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Agregados' })).toBeInTheDocument();
    expect(screen.getByText('Clase')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar HTML' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar HTML personalizado' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El título es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecciona la página')).toBeInTheDocument();
    expect(within(dialog).getByText('Agrega el HTML personalizado')).toBeInTheDocument();
  });
});
