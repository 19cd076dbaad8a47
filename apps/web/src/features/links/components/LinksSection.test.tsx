import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomLink } from '@trilha/shared/links/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import { LinksSection } from './LinksSection';
import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const blog: CustomLink = { id: 1, title: 'Blog', url: 'blog.example.com', order: 1 };
const loja: CustomLink = { id: 2, title: 'Loja', url: 'loja.example.com', order: 2 };
const ajuda: CustomLink = { id: 3, title: 'Ajuda', url: 'ajuda.example.com', order: 3 };

/** The stub's fetch: "METHOD path" -> reply; the list reads `links`, anything else is a 404. */
const serve = (links: CustomLink[], writes: Record<string, Handler> = {}) =>
  stubFetchRoutes({ ...writes, 'GET /api/auth/config/plataforma/links/index/1': [200, { data: links }] }).fetch;
const sent = (fetch: ReturnType<typeof serve>, key: string) => {
  const call = fetch.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key);
  return call ? JSON.parse(call[1]?.body as string) : undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Header section (spec 002 "Custom link")', () => {
  it('lists the links in order, each with a drag handle, edit and delete', async () => {
    serve([blog, loja]);
    renderShell(<LinksSection />);
    const list = await screen.findByRole('list', { name: 'Links personalizados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Blogblog.example.com', 'Lojaloja.example.com']);
    expect(within(list).getByRole('button', { name: 'Arrastar Blog para mudar a ordem' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    expect(within(list).getByRole('button', { name: 'Editar Loja' })).toBeInTheDocument();
    expect(screen.getByText('2 de 3 links')).toBeInTheDocument();
  });

  it('creates a link: blank fields get the spec messages, the http(s):// strip is shown, the list refreshes', async () => {
    const fetch = serve([], {
      'POST /api/auth/config/plataforma/links/create': () => [200, { message: 'Link criado com sucesso', data: blog }],
    });
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo link' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Valores dos campos inválidos')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Blog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Valor do campo inválido')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'https://blog.example.com');
    expect(within(dialog).getByText('Será salvo como: blog.example.com')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link criado com sucesso'));
    expect(sent(fetch, 'POST /api/auth/config/plataforma/links/create')).toEqual({
      link_title: 'Blog',
      link_url: 'blog.example.com',
      tenant_id: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a fourth link with "Você pode criar no máximo 3 (três) links" and opens no modal', async () => {
    serve([blog, loja, ajuda]);
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo link' }));
    expect(showError).toHaveBeenCalledWith('Você pode criar no máximo 3 (três) links');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message when a save fails, else "Falha ao criar novo link"', async () => {
    serve([blog], { 'POST /api/auth/config/plataforma/links/create': () => [409, { error: 'Você pode criar no máximo 3 (três) links' }] });
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo link' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'X');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'x.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Você pode criar no máximo 3 (três) links'));
  });

  it('edits a link with its values filled in', async () => {
    const fetch = serve([blog], {
      'POST /api/auth/config/plataforma/links/update/1': () => [200, { message: 'Link atualizado com sucesso', data: blog }],
    });
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar link' });
    const title = within(dialog).getByRole('textbox', { name: /Título/ });
    expect(title).toHaveValue('Blog');
    await userEvent.clear(title);
    await userEvent.type(title, 'Novo blog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link atualizado com sucesso'));
    expect(sent(fetch, 'POST /api/auth/config/plataforma/links/update/1')).toEqual({
      link_title: 'Novo blog',
      link_url: 'blog.example.com',
      tenant_id: 1,
    });
  });

  it('deletes only after the confirmation', async () => {
    const fetch = serve([blog], {
      'DELETE /api/auth/config/plataforma/links/delete/1/1': () => [200, { message: 'Link excluído com sucesso', data: [] }],
    });
    renderShell(<LinksSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Blog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir link' });
    expect(dialog).toHaveTextContent('Excluir o link “Blog”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Blog' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir link' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Link excluído com sucesso'));
  });
});
