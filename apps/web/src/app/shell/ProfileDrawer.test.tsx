import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileDrawer } from './ProfileDrawer';
import { owner, renderShell, reviewer, setViewportWidth, student } from '../../test/render-app';
import { stubFetchRoutes } from '../../test/fetch-routes';

vi.mock('../locales/index', () => import('../../test/resources'));

function openDrawer(options: { width: number; user?: typeof student; onClose?: () => void; onOpenPreferences?: () => void }) {
  setViewportWidth(options.width);
  const user = options.user ?? student;
  renderShell(
    <ProfileDrawer
      opened
      onClose={options.onClose ?? (() => {})}
      user={user}
      onOpenPreferences={options.onOpenPreferences ?? (() => {})}
    />,
  );
  return screen.getByRole('dialog');
}

/** Entry names in order (links and buttons as they stand), as a screen reader lists the drawer's navigation. */
function entryNames(dialog: HTMLElement) {
  const nav = within(dialog).getByRole('navigation');
  return [...nav.querySelectorAll('a, button')].map((el) => el.textContent.trim());
}

afterEach(() => {
  delete window.ReactNativeWebView;
  setViewportWidth(1024);
});

describe('profile drawer (spec 000 §2 Profile drawer)', () => {
  it('greets the user with name, e-mail and a link to the profile', () => {
    const dialog = openDrawer({ width: 1280 });
    const greeting = within(dialog).getByRole('link', { name: /olá, ana souza/i });
    expect(greeting).toHaveAttribute('href', '/dashboard/profile');
    expect(greeting).toHaveTextContent('aluno@aurora.test');
  });

  it('wide screens (>= 1024px) show My profile, Favorites, Reviews, Notifications, then Sign out', () => {
    const dialog = openDrawer({ width: 1280 });
    expect(entryNames(dialog)).toEqual(['Meu perfil', 'Favoritos', 'Avaliações', 'NotificaçõesNovo']);
    expect(within(dialog).getByRole('button', { name: /notificações/i })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('Notificações (marked Novo) opens the preferences modal instead of a page', async () => {
    const onOpenPreferences = vi.fn();
    const dialog = openDrawer({ width: 1280, onOpenPreferences });
    const entry = within(dialog).getByRole('button', { name: /notificações/i });
    expect(entry).toHaveTextContent('Novo');
    await userEvent.click(entry);
    expect(onOpenPreferences).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/homepage');
  });

  it('between 768px and 1024px the drawer adds Home, since the header hides its links', () => {
    const dialog = openDrawer({ width: 800 });
    expect(entryNames(dialog)).toEqual(['Home', 'Meu perfil', 'Favoritos', 'Avaliações', 'NotificaçõesNovo']);
  });

  it('narrow screens (< 768px) show Home, Reviews, Notifications and Study reminder', () => {
    const dialog = openDrawer({ width: 390 });
    expect(entryNames(dialog)).toEqual(['Home', 'Favoritos', 'Avaliações', 'NotificaçõesNovo', 'Lembrete de estudos']);
    expect(within(dialog).getByRole('link', { name: 'Lembrete de estudos' })).toHaveAttribute('href', '/lembretes');
    expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/homepage');
  });

  it('the review account sees only My profile (and Sign out), at any width', () => {
    for (const width of [390, 1280]) {
      const dialog = openDrawer({ width, user: reviewer });
      expect(entryNames(dialog)).toEqual(['Meu perfil']);
      expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('inside the app wrapper, Downloads posts go-to-offline to the native side', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const onClose = vi.fn();
    const dialog = openDrawer({ width: 390, onClose });
    const downloads = within(dialog).getByRole('button', { name: 'Downloads' });
    await userEvent.click(downloads);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'go-to-offline' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("the server's operator finds the console at every width; nobody else does (docs/schools.md)", () => {
    for (const width of [390, 1280]) {
      const dialog = openDrawer({ width, user: { ...owner, operator: true } });
      expect(within(dialog).getByRole('link', { name: 'Escolas do servidor' })).toHaveAttribute('href', '/operador');
      expect(entryNames(dialog).at(-1)).toBe('Escolas do servidor');
      cleanup();
    }
    const dialog = openDrawer({ width: 1280, user: owner });
    expect(within(dialog).queryByRole('link', { name: 'Escolas do servidor' })).not.toBeInTheDocument();
  });

  it('has no Downloads entry in a browser', () => {
    const dialog = openDrawer({ width: 390 });
    expect(within(dialog).queryByRole('button', { name: 'Downloads' })).not.toBeInTheDocument();
  });

  it("narrow screens list the school's custom links after the entries, in a new tab with custom-links=true", async () => {
    for (const width of [390, 800]) {
      setViewportWidth(width);
      const { queryClient } = renderShell(<ProfileDrawer opened onClose={() => {}} user={student} onOpenPreferences={() => {}} />);
      act(() => {
        queryClient.setQueryData(['links', 1], { data: [{ id: 4, title: 'Blog', url: 'blog.example.com/a?x=1', order: 1 }] });
      });
      const link = await within(screen.getByRole('dialog')).findByRole('link', { name: /^Blog/ });
      expect(link).toHaveAttribute('href', 'https://blog.example.com/a?x=1&custom-links=true');
      expect(link).toHaveAttribute('target', '_blank');
      expect(entryNames(screen.getByRole('dialog')).at(-1)).toBe('Blog (abre em nova aba)');
      cleanup();
    }
  });

  it('wide screens and the review account show no custom links in the drawer', () => {
    for (const [width, user] of [
      [1280, student],
      [390, reviewer],
    ] as const) {
      setViewportWidth(width);
      const { queryClient } = renderShell(<ProfileDrawer opened onClose={() => {}} user={user} onOpenPreferences={() => {}} />);
      act(() => {
        queryClient.setQueryData(['links', 1], { data: [{ id: 4, title: 'Blog', url: 'blog.example.com', order: 1 }] });
      });
      expect(within(screen.getByRole('dialog')).queryByRole('link', { name: /Blog/ })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('is a labelled dialog that closes with Escape and with its close button', async () => {
    const onClose = vi.fn();
    const dialog = openDrawer({ width: 1280, onClose });
    expect(dialog).toHaveAccessibleName('Menu do perfil');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('profile drawer, gamification (issue 19: points and level in the greeting; the ranking page)', () => {
  const ME = '/api/auth/ranking/me/1';
  const BOARD = '/api/auth/ranking/board/1?period=all';
  const level = {
    id: 1,
    name: 'Bronze',
    needed_score: 100,
    color: '#CD7F32',
    img: null,
    show_level_on_profile: true,
    show_score_on_profile: true,
  };
  const me = (over: Record<string, unknown> = {}) => ({ score: 1500, points_name: 'moedas', level, next_level: null, rank: 3, ...over });
  const board = { data: [], me: { rank: 3, score: 1500 }, points_name: 'moedas' };
  afterEach(() => vi.unstubAllGlobals());

  it('greets with the points and the level, and lists Ranking while the school’s ranking is on', async () => {
    stubFetchRoutes({ [`GET ${ME}`]: { status: 200, body: me() }, [`GET ${BOARD}`]: { status: 200, body: board } }, { status: 404 });
    const dialog = openDrawer({ width: 1280 });
    expect(await within(dialog).findByTestId('drawer-score')).toHaveTextContent('1.500 moedas · Nível Bronze');
    expect(within(dialog).getByRole('link', { name: /olá, ana souza, 1.500 moedas · nível bronze, ver meu perfil/i })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Ranking' })).toHaveAttribute('href', '/ranking');
    expect(entryNames(dialog)).toEqual(['Meu perfil', 'Favoritos', 'Avaliações', 'Ranking', 'NotificaçõesNovo']);
  });

  it('follows the level’s flags, and shows nothing for someone who does not score', async () => {
    stubFetchRoutes({ [`GET ${ME}`]: { status: 200, body: me({ level: { ...level, show_score_on_profile: false } }) } }, { status: 404 });
    const dialog = openDrawer({ width: 1280 });
    expect(await within(dialog).findByTestId('drawer-score')).toHaveTextContent(/^Nível Bronze$/);
    cleanup();

    const server = stubFetchRoutes({ [`GET ${ME}`]: { status: 200, body: me({ rank: null }) } }, { status: 404 });
    const other = openDrawer({ width: 1280 });
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === ME)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(other).queryByTestId('drawer-score')).toBeNull();
    // The board answered 404: the ranking is off, so no entry leads to it.
    expect(within(other).queryByRole('link', { name: 'Ranking' })).toBeNull();
  });

  it('an answer not in the contract’s shape shows no points and breaks nothing', async () => {
    const server = stubFetchRoutes({ [`GET ${ME}`]: { status: 200, body: { show_live_alert: false } } }, { status: 200, body: {} });
    const dialog = openDrawer({ width: 1280 });
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === ME)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).getByRole('link', { name: /olá, ana souza/i })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('drawer-score')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Ranking' })).toBeNull();
  });

  it('staff are not asked for points', async () => {
    const server = stubFetchRoutes({}, { status: 404 });
    openDrawer({ width: 1280, user: { ...student, staff: true } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.some((c) => c.path === ME)).toBe(false);
  });
});
