import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { LevelsPanel } from './LevelsPanel';
import { owner, resetToasts, sampleLevel, serveGamification, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
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

function open(options: Parameters<typeof serveGamification>[0] = {}) {
  const server = serveGamification(options);
  renderShell(<LevelsPanel tenantId={1} />, { user: owner });
  return server;
}

const form = () => screen.findByRole('dialog', { name: /nível/i });

describe('Níveis (spec 001 §2, §5, §7, §8)', () => {
  it("lists each level's name and 'needed_score Xp', and shows the empty state when there is none", async () => {
    open({ levels: [sampleLevel] });
    const list = await screen.findByRole('list', { name: 'Níveis da escola' });
    expect(within(list).getByText('Explorador')).toBeInTheDocument();
    expect(within(list).getByText('200 Xp')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    open();
    expect(await screen.findByText('Nenhum nível ainda')).toBeInTheDocument();
  });

  it("'Novo': the name is required ('Obrigatório', submit disabled), counter /32, and 'Nenhum produto selecionado.'", async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo' }));
    const drawer = await form();
    const name = within(drawer).getByRole('textbox', { name: /Nome/ });
    expect(within(drawer).getByText('0/32')).toBeInTheDocument();
    await userEvent.click(name);
    await userEvent.tab();
    expect(await within(drawer).findByText('Obrigatório')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.type(name, 'Mestre');
    expect(within(drawer).getByText('6/32')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(await within(drawer).findByText('Nenhum produto selecionado.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/api/auth/ranking/levels/create')).toBe(false);
  });

  it("refuses a picture over 1 MB in the browser with the spec's message", async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo' }));
    const drawer = await form();
    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(1_048_577)], 'grande.png', { type: 'image/png' }));
    expect(await within(drawer).findByText('O arquivo excede o tamanho máximo permitido de 1MB.')).toBeInTheDocument();
  });

  it("creates the level (multipart) then its products, toasts 'Novo nível criado.'; names cut at 35", async () => {
    const server = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo' }));
    const drawer = await form();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Nome/ }), 'Mestre');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Produtos/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Edição Avançada de Fotografia de Re…', hidden: true }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.success).toEqual(['Novo nível criado.']));
    const init = vi.mocked(fetch).mock.calls.find(([path]) => path === '/api/auth/ranking/levels/create')?.[1];
    expect(init?.method).toBe('POST');
    const sentForm = init?.body as FormData;
    expect(Object.fromEntries(sentForm.entries())).toEqual({
      tenant_id: '1',
      name: 'Mestre',
      needed_score: '0',
      color: '#228BE6',
      show_level_on_profile: '1',
      show_score_on_profile: '1',
      animation: 'none',
    });
    expect(server.sent('POST', '/api/auth/ranking/levels/permissions/create')).toEqual([
      { level_id: 9, array_plans_id: [12], tenant_id: 1 },
    ]);
    expect(await screen.findByText('Explorador')).toBeInTheDocument();
  });

  it("Editar: loads the level's products, updates (JSON), swaps products; 'Nível atualizado com sucesso.'", async () => {
    const server = open({ levels: [sampleLevel] });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do nível Explorador' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const drawer = await form();
    const name = await within(drawer).findByRole('textbox', { name: /Nome/ });
    expect(name).toHaveValue('Explorador');
    await userEvent.clear(name);
    await userEvent.type(name, 'Desbravador');
    await userEvent.click(within(drawer).getByRole('combobox', { name: /Produtos/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Edição Avançada de Fotografia de Re…', hidden: true }));
    // Picking a chosen product again takes it out.
    await userEvent.click(await screen.findByRole('option', { name: 'Fotografia Essencial', hidden: true }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.success).toEqual(['Nível atualizado com sucesso.']));
    expect(server.sent('POST', '/api/auth/ranking/levels/update')).toEqual([
      expect.objectContaining({ tenant_id: 1, id: 4, name: 'Desbravador', needed_score: 200, img: null, animation: 'silver_level_up' }),
    ]);
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/api/auth/ranking/levels/permissions/delete/50')).toBe(true);
    expect(server.sent('POST', '/api/auth/ranking/levels/permissions/create')).toEqual([
      { level_id: 4, array_plans_id: [12], tenant_id: 1 },
    ]);
  });

  it("an update that fails says 'Falha ao atualizar o nível! Tente novamente.'", async () => {
    open({ levels: [sampleLevel], routes: { 'POST /api/auth/ranking/levels/update': { status: 400, body: { error: 'x' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do nível Explorador' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const drawer = await form();
    await within(drawer).findByRole('textbox', { name: /Nome/ });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toasts.error).toEqual(['Falha ao atualizar o nível! Tente novamente.']));
  });

  it("Remover asks first, then deletes with the server's message; a failure says 'Falha ao deletar o Nível, tente novamente.'", async () => {
    const server = open({
      levels: [sampleLevel],
      routes: { 'DELETE /api/auth/ranking/levels/delete/4/1': { status: 200, body: { message: 'Nível removido.' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do nível Explorador' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover nível' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(toasts.success).toEqual(['Nível removido.']));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("a failed delete says 'Falha ao deletar o Nível, tente novamente.'", async () => {
    open({ levels: [sampleLevel], routes: { 'DELETE /api/auth/ranking/levels/delete/4/1': { status: 404, body: { error: 'x' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações do nível Explorador' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover nível' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(toasts.error).toEqual(['Falha ao deletar o Nível, tente novamente.']));
  });
});
