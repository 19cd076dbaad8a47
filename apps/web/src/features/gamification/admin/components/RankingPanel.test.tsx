import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { RankingPanel } from './RankingPanel';
import { owner, resetToasts, serveGamification, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (error: unknown, fallback?: string) => shown.error.push(fallback ?? (error instanceof Error ? error.message : '')),
  };
});

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(options: Parameters<typeof serveGamification>[0] = {}) {
  const server = serveGamification(options);
  renderShell(<RankingPanel tenantId={1} />, { user: owner });
  return server;
}

const RESET = '/api/auth/community/reset-ranking';

describe('Ranking (spec 001 §2, §4, §6, §7, §8)', () => {
  it("switches the ranking off and on: PUT toggle-status/{0|1}/{tenant}, 'Ranking desativado' / 'Ranking ativado'", async () => {
    const server = open();
    const toggle = await screen.findByRole('switch', { name: /Mostrar o painel de ranking/ });
    expect(toggle).toBeChecked();
    server.state.ranking = { ...server.state.ranking, show_ranking: false };
    await userEvent.click(toggle);
    await waitFor(() => expect(toasts.success).toEqual(['Ranking desativado']));
    expect(server.calls.some((c) => c.method === 'PUT' && c.path === '/api/auth/ranking/toggle-status/0/1')).toBe(true);
    await waitFor(() => expect(toggle).not.toBeChecked());
    server.state.ranking = { ...server.state.ranking, show_ranking: true };
    await userEvent.click(toggle);
    await waitFor(() => expect(toasts.success).toEqual(['Ranking desativado', 'Ranking ativado']));
    expect(server.calls.some((c) => c.method === 'PUT' && c.path === '/api/auth/ranking/toggle-status/1/1')).toBe(true);
  });

  it("a failed toggle says 'Falha ao alterar o status do ranking.'", async () => {
    open({ routes: { 'PUT /api/auth/ranking/toggle-status/0/1': { status: 403, body: { error: 'x' } } } });
    await userEvent.click(await screen.findByRole('switch', { name: /Mostrar o painel de ranking/ }));
    await waitFor(() => expect(toasts.error).toEqual(['Falha ao alterar o status do ranking.']));
  });

  it('spec 001 §6: disabled, with the tooltip, when the school has no community', async () => {
    const server = open({ ranking: { show_ranking: true, has_community: false, community: null } });
    const toggle = await screen.findByRole('switch', { name: /Mostrar o painel de ranking/ });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('O ranking só pode ser exibido em plataformas com uma ou mais comunidades.');
    await userEvent.hover(toggle.closest('div') as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'O ranking só pode ser exibido em plataformas com uma ou mais comunidades.',
    );
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("clears the general score only after the confirm modal: POST reset-ranking with the tenantId header, the server's message", async () => {
    const server = open({ routes: { [`POST ${RESET}`]: { status: 200, body: { message: 'Pontuação geral zerada.' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Zerar a pontuação geral' }));
    const modal = await screen.findByRole('dialog', { name: 'Zerar a pontuação geral' });
    expect(server.calls.some((c) => c.path === RESET)).toBe(false);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.path === RESET)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Zerar a pontuação geral' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zerar pontuação' }));
    await waitFor(() => expect(toasts.success).toEqual(['Pontuação geral zerada.']));
    const fetchMock = vi.mocked(fetch);
    const init = fetchMock.mock.calls.find(([path]) => path === RESET)?.[1];
    expect((init?.headers as Record<string, string>).tenantId).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('spec 001 §4: on error the message is shown and the modal closes', async () => {
    open({ routes: { [`POST ${RESET}`]: { status: 403, body: { error: 'Sem permissão.' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Zerar a pontuação geral' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zerar pontuação' }));
    await waitFor(() => expect(toasts.error).toEqual(['Sem permissão.']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
