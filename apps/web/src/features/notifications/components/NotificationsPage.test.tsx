import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@trilha/shared/notifications/schemas';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlIntersection } from '../../../test/intersection';
import { renderShell, reviewer } from '../../../test/render-app';
import { NotificationsPage } from './NotificationsPage';
import { commentOf, doubtOf, likeOf, MARK_READ, PAGE, postOf, replyOf, resetToasts, serveNotifications, toasts } from './test-server';

vi.mock('../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => {
  resetToasts();
  // jsdom has no IntersectionObserver; the tests of paging take the handle of their own.
  controlIntersection();
});
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('pt');
});

const location = () => screen.getByTestId('location').textContent;
const open = (notifications: Notification[], options: Parameters<typeof serveNotifications>[0] = {}) => {
  const server = serveNotifications({ notifications, ...options });
  const view = renderShell(<NotificationsPage />, { path: '/notifications' });
  return { server, ...view };
};
const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent);
const everyType = [likeOf(6), likeOf(5, 1), commentOf(4), replyOf(3), postOf(2, 4), doubtOf(1, 400)];

describe('/notifications (spec 000 §2, §4)', () => {
  it('groups Hoje and Antigas, a sentence per type, the excerpt and the time', async () => {
    open(everyType);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    const today = await screen.findByRole('list', { name: 'Hoje' });
    // Each line opens with the actor's picture, or their initials without one ("AL").
    expect(lines(today)).toEqual([
      'ALNão lida: Ana Lima curtiu seu post “Meu primeiro projeto”agora',
      'ALNão lida: Ana Lima e mais 1 pessoa curtiram seu post “Meu primeiro projeto”agora',
      'Não lida: Bruno Reis comentou no seu postFicou ótimo, parabéns!agora',
      'ALNão lida: Ana Lima respondeu ao seu comentárioConcordo com você.agora',
    ]);
    const comment = within(today).getAllByRole('link')[2]!;
    expect(comment.querySelector('img')).toHaveAttribute('src', '/files/bruno.jpg');
    const older = screen.getByRole('list', { name: 'Antigas' });
    const [post, doubt] = within(older).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(post).toHaveTextContent('Bruno Reis publicou “Encontro de sexta” na comunidade');
    expect(doubt).toHaveTextContent('Prof. Carla respondeu sua dúvida na aula “Mapeando seus gastos”');
    expect(doubt).toHaveTextContent('Use a planilha do módulo 2.');
    expect(doubt).toHaveAttribute('href', '/curso/3/mapeando-seus-gastos/31');
    // Over a year ago: day, month and year (spec 000 §9).
    expect(within(doubt).getByText(/\d{4}$/).tagName).toBe('TIME');
  });

  it("folds likes: 'Ana Lima e mais 9 pessoas curtiram seu post'", async () => {
    open([likeOf(1, 9)]);
    const today = await screen.findByRole('list', { name: 'Hoje' });
    expect(within(today).getByRole('link')).toHaveTextContent('Ana Lima e mais 9 pessoas curtiram seu post “Meu primeiro projeto”');
  });

  it('names no title for a post without one: never empty quotes', async () => {
    const untitledLike = likeOf(2);
    if (untitledLike.type === 'community_like') untitledLike.owner_like.post.title = '';
    const untitledPost = { ...postOf(1), title: '' };
    open([untitledLike, untitledPost]);
    const today = await screen.findByRole('list', { name: 'Hoje' });
    const [like, post] = within(today).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(like).toHaveTextContent(/Ana Lima curtiu seu postagora$/);
    expect(post).toHaveTextContent('Bruno Reis publicou na comunidade');
  });

  it('speaks English and Spanish', async () => {
    open([likeOf(3, 9), doubtOf(2), postOf(1)]);
    await screen.findByRole('list', { name: 'Hoje' });
    await act(() => i18n.changeLanguage('en'));
    const today = await screen.findByRole('list', { name: 'Today' });
    expect(lines(today)).toEqual([
      expect.stringContaining('Ana Lima and 9 other people liked your post “Meu primeiro projeto”'),
      expect.stringContaining('Prof. Carla answered your question in the lesson “Mapeando seus gastos”'),
      expect.stringContaining('Bruno Reis posted “Encontro de sexta” in the community'),
    ]);
    await act(() => i18n.changeLanguage('es'));
    const hoy = await screen.findByRole('list', { name: 'Hoy' });
    expect(lines(hoy)[0]).toContain('A Ana Lima y a 9 personas más les gustó tu publicación “Meu primeiro projeto”');
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });

  it('marks the unread lines for the eye and for screen readers', async () => {
    open([commentOf(2), commentOf(1, 0, 1)]);
    const today = await screen.findByRole('list', { name: 'Hoje' });
    const [unread, read] = within(today).getAllByRole('link') as [HTMLElement, HTMLElement];
    expect(unread).toHaveAccessibleName(/^Não lida: Bruno Reis/);
    expect(unread).toHaveAttribute('data-unread');
    expect(read).toHaveAccessibleName(/^Bruno Reis/);
    expect(read).not.toHaveAttribute('data-unread');
  });

  it("says 'Você não tem notificações no momento.' when there are none", async () => {
    open([]);
    expect(await screen.findByText('Você não tem notificações no momento.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull();
  });

  it('a failed load toasts nothing (spec 000 §8) and offers another try in place', async () => {
    const { server } = open([], { routes: { [`GET ${PAGE(1)}`]: { status: 500, body: { error: 'x' } } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as notificações.');
    expect(toasts.error).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === PAGE(1))).toHaveLength(2));
  });

  it("a date that cannot be read says 'Não foi possível calcular a data'", async () => {
    open([{ ...commentOf(1), created_at: 'ontem à noite' }]);
    const older = await screen.findByRole('list', { name: 'Antigas' });
    expect(within(older).getByText('Não foi possível calcular a data')).toBeInTheDocument();
  });

  it('a click marks the line read and goes to its redirect', async () => {
    const { server } = open([commentOf(2), replyOf(1)]);
    await userEvent.click(await screen.findByRole('link', { name: /Ana Lima respondeu ao seu comentário/ }));
    expect(location()).toBe('/comunidade/post/42/1/7');
    await waitFor(() => expect(server.sent('PATCH', MARK_READ)).toEqual([{ ids: [1] }]));
    await waitFor(() => expect(toasts.success).toEqual(['Notificação lida com sucesso.']));
  });

  it("'Marcar todas como lidas' sends { all: true } and every line reads as read", async () => {
    const { server } = open([commentOf(2), postOf(1, 3)]);
    await screen.findByRole('list', { name: 'Hoje' });
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Não lida/ })).toEqual([]));
    expect(server.sent('PATCH', MARK_READ)).toEqual([{ all: true }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled());
  });

  it('loads the next page when the end-of-list sentinel comes into view, each notification once, and stops at the last', async () => {
    const intersection = controlIntersection();
    // 12 notifications: page 2 holds the last two; id 12 also comes back on it (a fold moved it), shown once.
    const all = Array.from({ length: 12 }, (_, i) => commentOf(12 - i, 0, 1));
    const { server } = open(all, {
      routes: {
        [`GET ${PAGE(2)}`]: {
          status: 200,
          body: { data: [all[0], all[10], all[11]], current_page: 2, next_page_url: null, per_page: 10, total: 12 },
        },
      },
    });
    const today = await screen.findByRole('list', { name: 'Hoje' });
    expect(within(today).getAllByRole('link')).toHaveLength(10);
    const pages = () => server.calls.filter((c) => c.path.startsWith('/api/auth/notification?')).map((c) => c.path);
    expect(pages()).toEqual([PAGE(1)]);

    act(() => intersection.show(true));
    await waitFor(() => expect(within(today).getAllByRole('link')).toHaveLength(12));
    expect(pages()).toEqual([PAGE(1), PAGE(2)]);
    // No next page: the sentinel in view asks for nothing more.
    act(() => intersection.show(false));
    act(() => intersection.show(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pages()).toEqual([PAGE(1), PAGE(2)]);
  });

  it('an empty page ends the list even with a next_page_url', async () => {
    const intersection = controlIntersection();
    const { server } = open([], {
      routes: {
        [`GET ${PAGE(1)}`]: {
          status: 200,
          body: { data: [commentOf(1)], current_page: 1, next_page_url: PAGE(2), per_page: 10, total: 1 },
        },
        [`GET ${PAGE(2)}`]: { status: 200, body: { data: [], current_page: 2, next_page_url: PAGE(3), per_page: 10, total: 1 } },
      },
    });
    await screen.findByRole('list', { name: 'Hoje' });
    act(() => intersection.show(true));
    await waitFor(() => expect(server.calls.some((c) => c.path === PAGE(2))).toBe(true));
    act(() => intersection.show(false));
    act(() => intersection.show(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((c) => c.path === PAGE(3))).toBe(false);
  });

  it('the review account has no notifications: the address leads home', async () => {
    serveNotifications();
    renderShell(<NotificationsPage />, { path: '/notifications', user: reviewer });
    await waitFor(() => expect(location()).toBe('/homepage'));
  });
});
