import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { renderShell } from '../../../test/render-app';
import { preferencesQuery, retryPreferences } from '../api/get-preferences';
import { PreferencesModal } from './PreferencesModal';
import { defaultPreferences, PREFERENCES, serveNotifications, SUBSCRIBED } from './test-server';

/** Each toast with how long it stays (spec 000 §9: 4 s for the preferences). */
const shown = vi.hoisted(() => ({ success: [] as [string, number | undefined][], error: [] as [string, number | undefined][] }));
vi.mock('../../../lib/toast', () => ({
  showSuccess: (message: string, autoClose?: number) => shown.success.push([message, autoClose]),
  showError: (_error: unknown, fallback?: string, autoClose?: number) => shown.error.push([fallback ?? '', autoClose]),
}));

beforeEach(() => {
  shown.success = [];
  shown.error = [];
});
afterEach(() => vi.unstubAllGlobals());

function open(options: Parameters<typeof serveNotifications>[0] = {}) {
  const server = serveNotifications(options);
  const onClose = vi.fn();
  renderShell(<PreferencesModal opened onClose={onClose} />);
  return { server, onClose };
}
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('notification preferences modal (spec 000 §2, §3, §5, §8)', () => {
  it('loads the four rows × Plataforma and E-mail, and the followed communities on by their ids', async () => {
    const { server } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de notificação' });
    await within(dialog).findByRole('switch', { name: 'Curtidas no seu post: Plataforma' });
    const rows = within(dialog)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual(['Curtidas no seu post', 'Comentários no seu post', 'Respostas ao seu comentário', 'Novos posts']);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Notificação', 'Plataforma', 'E-mail']);
    expect(toggle('Comentários no seu post: Plataforma')).toBeChecked();
    expect(toggle('Comentários no seu post: E-mail')).not.toBeChecked();
    expect(toggle('Respostas ao seu comentário: Plataforma')).not.toBeChecked();
    expect(toggle('Novos posts: E-mail')).toBeChecked();
    expect(toggle('Comunidade Aurora')).toBeChecked();
    expect(toggle('Clube da Fotografia')).not.toBeChecked();
    // The school in the path and in the tenantId header (spec 000 §7).
    expect(server.headersSent(PREFERENCES)[0]).toMatchObject({ tenantId: '1' });
    expect(server.calls.map((c) => c.path)).toEqual(expect.arrayContaining([PREFERENCES, SUBSCRIBED]));
  });

  it("saves the switches with the communities as ids, toasts 'Configurações salvas com sucesso!' for 4 s and closes", async () => {
    const { server, onClose } = open();
    await screen.findByRole('switch', { name: 'Curtidas no seu post: E-mail' });
    await userEvent.click(toggle('Curtidas no seu post: E-mail'));
    await userEvent.click(toggle('Respostas ao seu comentário: Plataforma'));
    await userEvent.click(toggle('Comunidade Aurora'));
    await userEvent.click(toggle('Clube da Fotografia'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(shown.success).toEqual([['Configurações salvas com sucesso!', 4000]]));
    expect(server.sent('POST', PREFERENCES)).toEqual([
      {
        like: { platform: true, email: false },
        comment: { platform: true, email: false },
        reply: { platform: true, email: true },
        post: { platform: true, email: true },
        communities: [8],
      },
    ]);
    expect(server.headersSent(PREFERENCES).at(-1)).toMatchObject({ tenantId: '1' });
    expect(onClose).toHaveBeenCalled();
  });

  it("a failed save toasts 'Erro ao salvar as configurações' for 4 s and keeps the modal", async () => {
    const { onClose } = open({ routes: { [`POST ${PREFERENCES}`]: { status: 500, body: { error: 'x' } } } });
    await screen.findByRole('switch', { name: 'Comunidade Aurora' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(shown.error).toEqual([['Erro ao salvar as configurações', 4000]]));
    expect(shown.success).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it("with no followed community: 'Nenhuma comunidade encontrada' and Salvar disabled", async () => {
    open({ subscribed: [], preferences: { ...defaultPreferences, communities: [] } });
    expect(await screen.findByText('Nenhuma comunidade encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('says so in place when the preferences cannot be read, and tries again on demand', async () => {
    const { server } = open({ routes: { [`GET ${PREFERENCES}`]: { status: 404, body: { error: 'x' } } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar suas preferências.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === PREFERENCES)).toHaveLength(2));
  });
});

describe('the preferences query (spec 000 §8 "Retry behaviour", §9)', () => {
  it('retries unless 404 or 500, after 3 s; kept 30 minutes, not read again on focus', () => {
    expect(retryPreferences(0, new ApiError(404, 'x'))).toBe(false);
    expect(retryPreferences(0, new ApiError(500, 'x'))).toBe(false);
    for (const status of [0, 401, 403, 502, 503]) expect(retryPreferences(0, new ApiError(status, 'x'))).toBe(true);
    const options = preferencesQuery(1);
    expect(options.retry).toBe(retryPreferences);
    expect(options.retryDelay).toBe(3000);
    expect(options.staleTime).toBe(1_800_000);
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});
