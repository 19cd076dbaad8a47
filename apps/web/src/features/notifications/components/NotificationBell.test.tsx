import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_POLL_MS } from '@trilha/shared/notifications/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { firstPageQuery } from '../api/get-notifications';
import { totalQuery } from '../api/get-total';
import { NotificationBell } from './NotificationBell';
import { commentOf, likeOf, MARK_READ, PAGE, postOf, resetToasts, serveNotifications, toasts, TOTAL, holdReplies } from './test-server';

vi.mock('../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => {
  resetToasts();
  setViewportWidth(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const location = () => screen.getByTestId('location').textContent;
const many = (count: number) => Array.from({ length: count }, (_, i) => commentOf(100 - i));

describe('the bell (spec 000 §2 "Notification feed", §9)', () => {
  it('shows the unread count on its badge and in its name', async () => {
    serveNotifications({ notifications: [likeOf(3), commentOf(2), postOf(1, 3)] });
    renderShell(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it("shows '+9' above 9", async () => {
    serveNotifications({ notifications: many(12) });
    renderShell(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notificações: mais de 9 não lidas' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('+9');
  });

  it('has no badge when everything is read', async () => {
    serveNotifications({ notifications: [commentOf(1, 0, 1)] });
    const { queryClient } = renderShell(<NotificationBell />);
    await waitFor(() => expect(queryClient.getQueryData(['notifications', 'total'])).toBeDefined());
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('');
  });

  it('a load failure is silent: no toast, no error, a bell without a badge', async () => {
    const server = serveNotifications({
      routes: { [`GET ${TOTAL}`]: { status: 500, body: { error: 'x' } }, [`GET ${PAGE(1)}`]: { status: 500, body: { error: 'x' } } },
    });
    renderShell(<NotificationBell />);
    await waitFor(() => expect(server.calls.filter((c) => c.path === TOTAL).length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('Você não tem notificações no momento.')).toBeNull();
    expect(toasts.error).toEqual([]);
  });

  it('polls page 1 and the count every 5 minutes, only while the tab is seen', () => {
    for (const options of [firstPageQuery(), totalQuery()]) {
      expect(options.refetchInterval).toBe(NOTIFICATION_POLL_MS);
      expect(options.refetchIntervalInBackground).toBe(false);
    }
    expect(NOTIFICATION_POLL_MS).toBe(300_000);
  });
});

describe('the bell popover (spec 000 §2)', () => {
  it("is a dialog with a heading, 'Hoje' and 'Antigas' from page 1, and a link to /notifications", async () => {
    const server = serveNotifications({ notifications: [likeOf(3, 9), commentOf(2), postOf(1, 3, 1)] });
    renderShell(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Notificações' })).toBeInTheDocument();
    const today = await within(dialog).findByRole('list', { name: 'Hoje' });
    expect(
      within(today)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      expect.stringContaining('Ana Lima e mais 9 pessoas curtiram seu post “Meu primeiro projeto”'),
      expect.stringContaining('Bruno Reis comentou no seu post'),
    ]);
    const older = within(dialog).getByRole('list', { name: 'Antigas' });
    expect(within(older).getByRole('link')).toHaveTextContent('Bruno Reis publicou “Encontro de sexta” na comunidade');
    expect(within(dialog).getByRole('link', { name: 'Ver todas as notificações' })).toHaveAttribute('href', '/notifications');
    // Page 1 only, the bell's size.
    expect(new Set(server.calls.filter((c) => c.path.startsWith('/api/auth/notification?')).map((c) => c.path))).toEqual(
      new Set([PAGE(1)]),
    );
  });

  it('a click marks the line read, goes to its redirect, and the badge drops at once', async () => {
    const server = serveNotifications({ notifications: [likeOf(3), commentOf(2), postOf(1)] });
    renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' }));
    const dialog = await screen.findByRole('dialog');
    const line = await within(dialog).findByRole('link', { name: /Bruno Reis comentou no seu post/ });
    expect(line).toHaveAccessibleName(/^Não lida: /);
    const held = holdReplies(server, MARK_READ);
    await userEvent.click(line);
    expect(location()).toBe('/comunidade/post/41/1/7');
    // Before the server answers: the cached count and lists already say it is read.
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    held.release();
    await waitFor(() => expect(toasts.success).toEqual(['Notificação lida com sucesso.']));
    expect(server.sent('PATCH', MARK_READ)).toEqual([{ ids: [2] }]);
    expect(screen.getByRole('button', { name: 'Notificações: 2 não lidas' })).toBeInTheDocument();
  });

  it("'Marcar todas como lidas' sends { all: true } and clears the badge", async () => {
    const server = serveNotifications({ notifications: [likeOf(3), commentOf(2), postOf(1, 3)] });
    renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: 'Hoje' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('link', { name: /^Não lida/ })).toEqual([]);
    expect(server.sent('PATCH', MARK_READ)).toEqual([{ all: true }]);
    await waitFor(() => expect(toasts.success).toEqual(['Notificação lida com sucesso.']));
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    serveNotifications({ notifications: [commentOf(1)] });
    renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 1 não lida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    await within(dialog).findByRole('list', { name: 'Hoje' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bell = screen.getByRole('button', { name: 'Notificações: 1 não lida' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it("says 'Você não tem notificações no momento.' when there are none", async () => {
    serveNotifications();
    renderShell(<NotificationBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Você não tem notificações no momento.')).toBeInTheDocument();
  });
});

describe('narrow screens (under 1024px)', () => {
  it('the alternate bell links straight to /notifications, with the count, and asks for no page', async () => {
    setViewportWidth(390);
    const server = serveNotifications({ notifications: [likeOf(2), commentOf(1)] });
    renderShell(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notificações: 2 não lidas' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    await userEvent.click(bell);
    expect(location()).toBe('/notifications');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.some((c) => c.path.startsWith('/api/auth/notification?'))).toBe(false);
  });
});
