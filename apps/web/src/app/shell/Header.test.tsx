import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import { renderShell, reviewer, setViewportWidth, tenant } from '../../test/render-app';
import { commentOf, serveNotifications } from '../../features/notifications/components/test-server';
import { stubFetchRoutes } from '../../test/fetch-routes';

vi.mock('../locales/index', () => import('../../test/resources'));

const location = () => screen.getByTestId('location').textContent;
const banner = () => screen.getByRole('banner');

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
  window.scrollY = 0;
});

describe('header (spec 000 §2 Header)', () => {
  it('links the school name to /homepage and shows Home and Favorites', () => {
    renderShell(<AppLayout />, { path: '/search?search=x' });
    expect(within(banner()).getByRole('link', { name: 'Página inicial de Escola Aurora' })).toHaveAttribute('href', '/homepage');
    const nav = within(banner()).getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Favoritos']);
  });

  it('adds Communities only when the school shows the communities page', () => {
    renderShell(<AppLayout />, { tenant: { ...tenant, show_communities_page: true } });
    expect(within(banner()).getByRole('link', { name: 'Comunidades' })).toHaveAttribute('href', '/comunidade/explorer?tenant=1');
  });

  it('adds Ranking while the school’s ranking is on (issue 19: the board answers; 404 means off)', async () => {
    const board = '/api/auth/ranking/board/1?period=all';
    stubFetchRoutes(
      { [`GET ${board}`]: { status: 200, body: { data: [], me: { rank: 1, score: 0 }, points_name: 'pontos' } } },
      { status: 404 },
    );
    renderShell(<AppLayout />);
    expect(await within(banner()).findByRole('link', { name: 'Ranking' })).toHaveAttribute('href', '/ranking');
  });

  it('links no Ranking where the board has nothing for the viewer (nobody scored, and she does not score)', async () => {
    const board = '/api/auth/ranking/board/1?period=all';
    const server = stubFetchRoutes(
      { [`GET ${board}`]: { status: 200, body: { data: [], me: null, points_name: 'pontos' } } },
      { status: 404 },
    );
    renderShell(<AppLayout />);
    await waitFor(() => expect(server.calls.some((c) => c.path === board)).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(banner()).queryByRole('link', { name: 'Ranking' })).toBeNull();
  });

  it('links no Ranking while the school’s ranking is off', async () => {
    const server = stubFetchRoutes({}, { status: 404 });
    renderShell(<AppLayout />);
    await waitFor(() => expect(server.calls.some((c) => c.path.startsWith('/api/auth/ranking/board/1'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(banner()).queryByRole('link', { name: 'Ranking' })).toBeNull();
  });

  it("follows the default links with the school's custom links, each opening in a new tab with custom-links=true", async () => {
    const { queryClient } = renderShell(<AppLayout />);
    act(() => {
      queryClient.setQueryData(['links', 1], {
        data: [
          { id: 2, title: 'Loja', url: 'loja.example.com', order: 1 },
          { id: 1, title: 'Blog', url: 'blog.example.com/x', order: 2 },
        ],
      });
    });
    const nav = within(banner()).getByRole('navigation', { name: 'Navegação principal' });
    await within(nav).findByRole('link', { name: /^Loja/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Favoritos', 'Loja (abre em nova aba)', 'Blog (abre em nova aba)']);
    const blog = within(nav).getByRole('link', { name: /^Blog/ });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com/x?custom-links=true');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the notification bell with its unread count to a student', async () => {
    serveNotifications({ notifications: [commentOf(2), commentOf(1)] });
    renderShell(<AppLayout />);
    expect(await within(banner()).findByRole('button', { name: 'Notificações: 2 não lidas' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it("the drawer's Notificações entry closes the drawer and opens the preferences modal", async () => {
    serveNotifications();
    renderShell(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu do perfil' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu do perfil' });
    await userEvent.click(within(drawer).getByRole('button', { name: /Notificações/ }));
    expect(await screen.findByRole('dialog', { name: 'Preferências de notificação' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu do perfil' })).not.toBeInTheDocument());
    expect(location()).toBe('/homepage');
  });

  it('search: typing and pressing Enter opens /search?search=<text> and closes the modal', async () => {
    renderShell(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar na escola' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'O que você quer aprender?' }), 'café & pão{Enter}');
    expect(location()).toBe(`/search?search=${encodeURIComponent('café & pão')}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('search: the modal button submits too', async () => {
    renderShell(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('searchbox'), 'react');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(location()).toBe('/search?search=react');
  });

  it('the avatar opens the profile drawer', async () => {
    renderShell(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu do perfil' }));
    expect(await screen.findByRole('dialog', { name: 'Menu do perfil' })).toBeInTheDocument();
  });

  it('the language selector is labelled and switches the interface to English', async () => {
    renderShell(<AppLayout />);
    await userEvent.click(screen.getByRole('button', { name: 'Idioma: Português (PT)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Favorites' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('the review account has no language selector, no bell and no Favoritos link, as the server decided (features)', () => {
    renderShell(<AppLayout />, { user: reviewer });
    expect(screen.queryByRole('button', { name: /idioma/i })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: /notificações/i })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('link', { name: /notificações/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favoritos' })).not.toBeInTheDocument();
  });
});

describe('live page (spec 000 §2: /live?watch=...)', () => {
  it('hides search, the bell and the selector, and the avatar goes to /homepage instead of the drawer', async () => {
    renderShell(<AppLayout />, { path: '/live?watch=1' });
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /notificações/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /idioma/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu do perfil' })).not.toBeInTheDocument();
    const avatar = screen.getByRole('link', { name: 'Voltar para a página inicial' });
    await userEvent.click(avatar);
    expect(location()).toBe('/homepage');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('header background', () => {
  it('is fixed with a scroll-dependent gradient on /homepage', async () => {
    renderShell(<AppLayout />, { path: '/homepage' });
    expect(banner()).toHaveAttribute('data-opacity', '0');
    await act(async () => {
      window.scrollY = 150;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(banner()).toHaveAttribute('data-opacity', '0.45');
  });

  it('is a solid header elsewhere', () => {
    renderShell(<AppLayout />, { path: '/search?search=x' });
    expect(banner()).not.toHaveAttribute('data-opacity');
    expect(banner().style.background).toBe('');
  });
});
