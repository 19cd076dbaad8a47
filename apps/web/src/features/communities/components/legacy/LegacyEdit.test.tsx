import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommunityDetails } from '@trilha/shared/communities/schemas';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../../../lib/toast';
import { renderShell } from '../../../../test/render-app';
import { ADD_PLANS_CALLBACK_MS } from './legacy-form';
import { LegacyCommunityDrawer } from './LegacyCommunityDrawer';
import { details, serve } from './test-server';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const BASE = '/api/auth/community';
const ok = (message = 'ok'): [number, unknown] => [200, { message }];

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
/** Puts the text in as one paste: typing it key by key re-renders the whole form per key, seconds on a loaded machine. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The drawer as the section uses it: closing it unmounts its content. */
function Harness() {
  const [opened, setOpened] = useState(true);
  return <LegacyCommunityDrawer tenantId={1} communityId={5} opened={opened} onClose={() => setOpened(false)} />;
}

async function openEdit() {
  renderShell(<Harness />);
  const drawer = await screen.findByRole('dialog', { name: 'Editar comunidade' });
  await within(drawer).findByRole('textbox', { name: /Nome da comunidade/ });
  return drawer;
}

async function openPanel(drawer: HTMLElement, name: string) {
  await user.click(within(drawer).getByRole('button', { name }));
  return within(drawer).findByRole('region', { name });
}

describe('Legacy community drawer: edit (spec 000 §3, §4, §8)', { timeout: 60_000 }, () => {
  it('shows a loader, then the stored community in the fields', async () => {
    serve();
    renderShell(<Harness />);
    const drawer = await screen.findByRole('dialog', { name: 'Editar comunidade' });
    expect(within(drawer).getByLabelText('Carregando a comunidade…')).toBeInTheDocument();
    expect(await within(drawer).findByRole('textbox', { name: /Nome da comunidade/ })).toHaveValue('Clube Boreal');
    expect(within(drawer).getByRole('switch', { name: /^Ativa/ })).toBeChecked();
    expect(within(drawer).getByRole('switch', { name: /Continue assistindo/ })).not.toBeChecked();
    const appearance = await openPanel(drawer, 'Aparência');
    expect(within(appearance).getByRole('radio', { name: 'Vinho' })).toHaveAttribute('aria-checked', 'true');
    expect(within(appearance).getByRole('textbox', { name: /Cor do texto principal/ })).toHaveValue('#FFFFFF');
    const products = await openPanel(drawer, 'Produtos com acesso');
    expect(within(products).getByRole('button', { name: 'Remover Curso A' })).toBeInTheDocument();
    expect(within(products).getByRole('button', { name: 'Remover Curso B' })).toBeInTheDocument();
  });

  it('says so when the community cannot be loaded', async () => {
    serve({ [`GET ${BASE}/get-details/1/5`]: () => [500, { error: 'Erro interno.' }] });
    renderShell(<Harness />);
    expect(await screen.findByText('Não foi possível carregar a comunidade.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Nome da comunidade/ })).not.toBeInTheDocument();
  });

  it("'Ativa' calls toggle-status at once and toasts; a failure puts the switch back", async () => {
    let status = 200;
    const api = serve({
      [`PUT ${BASE}/toggle-status/1/5/0`]: () => [status, { message: 'ok' }],
      [`PUT ${BASE}/toggle-status/1/5/1`]: () => [status, { message: 'ok' }],
    });
    const drawer = await openEdit();
    const active = within(drawer).getByRole('switch', { name: /^Ativa/ });
    await user.click(active);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Status de exibição atualizado com sucesso.'));
    expect(api.made(`PUT ${BASE}/toggle-status/1/5/0`)).toHaveLength(1);
    expect(active).not.toBeChecked();

    status = 500;
    await user.click(active);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Não foi possível realizar a alteração! Tente novamente.'));
    expect(api.made(`PUT ${BASE}/toggle-status/1/5/1`)).toHaveLength(1);
    expect(active).not.toBeChecked();
  });

  it('a content toggle sends every flag to edit-content-media at once; a failure puts it back', async () => {
    let status = 200;
    const api = serve({ [`PUT ${BASE}/edit-content-media`]: () => [status, { message: 'ok' }] });
    const drawer = await openEdit();
    const content = await openPanel(drawer, 'Conteúdo');
    await user.click(within(content).getByRole('switch', { name: 'Vídeos' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Status atualizado com sucesso!'));
    expect(api.sent(`PUT ${BASE}/edit-content-media`)).toEqual({
      id: 5,
      tenant_id: 1,
      publications: true,
      comments: true,
      likes: true,
      text: true,
      allow_files: true,
      videos: false,
      images: true,
      carousels: true,
    });

    status = 500;
    const images = within(content).getByRole('switch', { name: 'Imagens' });
    await user.click(images);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Falha ao realizar a ação! tente novamente.'));
    expect(images).toBeChecked();
    expect(api.made(`PUT ${BASE}/edit-content-media`)[1]?.body).toMatchObject({ videos: false, images: false });
  });

  it('adding a product posts add-plans with just that id; the refresh and toast come 1 s after the answer', async () => {
    const api = serve({ [`POST ${BASE}/add-plans`]: () => ok() });
    const drawer = await openEdit();
    const products = await openPanel(drawer, 'Produtos com acesso');
    await user.click(within(products).getByRole('button', { name: 'Produtos' }));
    const list = await screen.findByRole('listbox', { name: 'Produtos' });
    expect(within(list).queryByRole('option', { name: 'Curso Antigo' })).not.toBeInTheDocument();
    const toastAt = new Promise<number>((resolve) => vi.mocked(showSuccess).mockImplementation(() => resolve(Date.now())));
    await user.click(within(list).getByRole('option', { name: 'Curso D' }));

    await waitFor(() => expect(api.made(`POST ${BASE}/add-plans`)).toHaveLength(1));
    expect(api.sent(`POST ${BASE}/add-plans`)).toEqual({ community_id: 5, tenant_id: 1, permissions_array: [13] });
    expect(showSuccess).not.toHaveBeenCalled();
    const posted = api.made(`POST ${BASE}/add-plans`)[0]!.at;
    const detailsBefore = api.made(`GET ${BASE}/get-details/1/5`).length;
    // The timer starts once the answer is in, so the toast lands at least the delay after the request.
    expect((await toastAt) - posted).toBeGreaterThanOrEqual(ADD_PLANS_CALLBACK_MS - 5);
    expect(showSuccess).toHaveBeenCalledWith('Comunidade atualizada com sucesso.');
    await waitFor(() => expect(api.made(`GET ${BASE}/get-details/1/5`).length).toBeGreaterThan(detailsBefore));
    expect(within(products).getByRole('button', { name: 'Remover Curso D' })).toBeInTheDocument();
  });

  it('closing the drawer before the second passes cancels the add-plans callback', async () => {
    const api = serve({ [`POST ${BASE}/add-plans`]: () => ok() });
    const drawer = await openEdit();
    const products = await openPanel(drawer, 'Produtos com acesso');
    await user.click(within(products).getByRole('button', { name: 'Produtos' }));
    await user.click(within(await screen.findByRole('listbox', { name: 'Produtos' })).getByRole('option', { name: 'Curso D' }));
    await waitFor(() => expect(api.made(`POST ${BASE}/add-plans`)).toHaveLength(1));
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, ADD_PLANS_CALLBACK_MS + 300));
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('removing a product posts remove-plans with its id and toasts', async () => {
    const api = serve({ [`POST ${BASE}/remove-plans`]: () => ok() });
    const drawer = await openEdit();
    const products = await openPanel(drawer, 'Produtos com acesso');
    await user.click(within(products).getByRole('button', { name: 'Remover Curso B' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidade atualizada com sucesso.'));
    expect(api.sent(`POST ${BASE}/remove-plans`)).toEqual({ community_id: 5, tenant_id: 1, permissions_array: [11] });
    expect(within(products).queryByRole('button', { name: 'Remover Curso B' })).not.toBeInTheDocument();
    expect(api.made(`POST ${BASE}/add-plans`)).toHaveLength(0);
  });

  it("the server keeps the last product: its 'Selecione ao menos um produto!' is shown and the product stays", async () => {
    const one: CommunityDetails = { ...details, plans_with_access: [details.plans_with_access[0]!] };
    serve({ [`POST ${BASE}/remove-plans`]: () => [400, { error: 'Selecione ao menos um produto!' }] }, one);
    const drawer = await openEdit();
    const products = await openPanel(drawer, 'Produtos com acesso');
    await user.click(within(products).getByRole('button', { name: 'Remover Curso A' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Selecione ao menos um produto!'));
    expect(await within(products).findByRole('button', { name: 'Remover Curso A' })).toBeInTheDocument();
  });

  it("'Salvar' sends the record to edit-community (no products) and toasts", async () => {
    const api = serve({
      [`PUT ${BASE}/edit-community`]: ({ body }) => [200, { message: 'ok', data: { ...details, ...(body as object) } }],
    });
    const drawer = await openEdit();
    const title = within(drawer).getByRole('textbox', { name: /Nome da comunidade/ });
    await user.clear(title);
    await fill(title, 'Clube Boreal 2');
    await user.click(within(drawer).getByRole('switch', { name: /Comunidade principal/ }));
    await openPanel(drawer, 'Botão de vendas');
    const url = within(drawer).getByRole('textbox', { name: /Link de vendas/ });
    await user.clear(url);
    await fill(url, 'http://loja.example.com/novo');
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidade atualizada com sucesso.'));
    expect(api.sent(`PUT ${BASE}/edit-community`)).toEqual({
      id: 5,
      tenant_id: 1,
      title: 'Clube Boreal 2',
      description: 'Leituras do mês',
      principal: true,
      show_ranking: true,
      show_continue_watching: false,
      background_color: '/backgrounds/vinho.webp',
      primary_text_color: '#FFFFFF',
      secondary_text_color: null,
      shadow_color: null,
      font_family: 'Lato',
      button_sales_text: 'Assine',
      sales_url: 'loja.example.com/novo',
      links: [{ title: 'Blog', url: 'blog.example.com' }],
    });
    // The field shows what was kept: the address without its scheme.
    expect(url).toHaveValue('loja.example.com/novo');
  });

  it("a refused save toasts 'Falha ao atualizar…', and a refused title never leaves the form", async () => {
    const api = serve({ [`PUT ${BASE}/edit-community`]: () => [500, { error: 'Erro interno.' }] });
    const drawer = await openEdit();
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Falha ao atualizar a comunidade! Tente novamente.'));

    await user.clear(within(drawer).getByRole('textbox', { name: /Nome da comunidade/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('O nome da comunidade é obrigatório')).toBeInTheDocument();
    expect(api.made(`PUT ${BASE}/edit-community`)).toHaveLength(1);
  });
});
