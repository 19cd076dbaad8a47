import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSession } from '../RequireSession';
import { isShowcasePath } from '../showcase';
import { AppLayout } from './AppLayout';
import { usesSidebar } from './sidebar-rules';
import { renderShell, setViewportWidth, tenant } from '../../test/render-app';

const withSidebar = { ...tenant, theme: { ...tenant.theme, sidebar: true } };
const banner = () => screen.getByRole('banner');

afterEach(() => {
  cleanup();
  setViewportWidth(1024);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the sidebar switch (docs/appearance.md)', () => {
  it('is a desktop, signed-in layout only', () => {
    expect(usesSidebar({ switchOn: true, desktop: true, signedIn: true })).toBe(true);
    expect(usesSidebar({ switchOn: false, desktop: true, signedIn: true })).toBe(false);
    expect(usesSidebar({ switchOn: true, desktop: false, signedIn: true })).toBe(false);
    expect(usesSidebar({ switchOn: true, desktop: true, signedIn: false })).toBe(false);
  });

  it('on, at 1280px: a side navigation with Home, Favoritos, the links and the courses, none in the header', async () => {
    setViewportWidth(1280);
    const { queryClient } = renderShell(<AppLayout />, { tenant: { ...withSidebar, show_communities_page: true } });
    act(() => {
      queryClient.setQueryData(['links', 1], { data: [{ id: 2, title: 'Loja', url: 'loja.example.com', order: 1 }] });
      queryClient.setQueryData(['catalog', 'courses'], {
        data: [
          {
            id: 7,
            title: 'Fotografia',
            description: '',
            cover_url: null,
            locked: false,
            lessons_count: 1,
            finished_count: 0,
            next_lesson: null,
          },
          {
            id: 8,
            title: 'Finanças',
            description: '',
            cover_url: null,
            locked: true,
            lessons_count: 1,
            finished_count: 0,
            next_lesson: null,
          },
        ],
      });
    });
    // The side navigation loads on demand (only schools that turned it on download it).
    const nav = await screen.findByRole('navigation', { name: 'Navegação lateral' });
    await within(nav).findByRole('link', { name: /Loja/ });
    // The locked course is not "mine": the side navigation lists the courses the student can open.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/homepage',
      '/favoritos',
      '/comunidade/explorer?tenant=1',
      'https://loja.example.com/?custom-links=true',
      '/courses/7',
      '/courses',
    ]);
    for (const name of ['Home', 'Favoritos', 'Comunidades', /^Loja.*\(abre em nova aba\)$/, 'Fotografia', 'Todos os cursos']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(banner()).queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    // The top bar keeps the logo, search and the avatar.
    expect(within(banner()).getByRole('button', { name: 'Buscar' })).toBeVisible();
    expect(within(banner()).getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
  });

  it('folds to icons and remembers it', async () => {
    setViewportWidth(1280);
    renderShell(<AppLayout />, { tenant: withSidebar });
    const sidebar = await screen.findByTestId('sidebar');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Recolher menu lateral' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(within(sidebar).getByRole('button', { name: 'Expandir menu lateral' })).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, every entry keeps its name for screen readers.
    expect(within(sidebar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/homepage');
    expect(window.localStorage.getItem('trilha-sidebar-collapsed')).toBe('true');
  });

  it('off, or on a phone: no side navigation, the header keeps its links (the drawer on phones)', () => {
    setViewportWidth(1280);
    renderShell(<AppLayout />);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(within(banner()).getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    cleanup();
    setViewportWidth(390);
    renderShell(<AppLayout />, { tenant: withSidebar });
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });
});

describe('the showcase switch: who may open the catalogue without signing in', () => {
  // As the router: /login lives outside RequireSession.
  const app = (
    <Routes>
      <Route path="/login" element={<p>entrar</p>} />
      <Route element={<RequireSession />}>
        <Route path="/courses/:courseId" element={<p>página do curso</p>} />
        <Route path="/search" element={<p>busca</p>} />
      </Route>
    </Routes>
  );
  const location = () => screen.getByTestId('location').textContent;

  it('knows the showcase pages', () => {
    expect(['/courses', '/courses/', '/courses/7', '/modulos/3'].every(isShowcasePath)).toBe(true);
    expect(['/homepage', '/curso/7/aula/1', '/courses/7/x', '/favoritos', '/modulos'].some(isShowcasePath)).toBe(false);
  });

  it('on: a visitor opens a course page; any other page still asks to sign in', () => {
    const open = { ...tenant, theme: { ...tenant.theme, showcase: true } };
    renderShell(app, { path: '/courses/7', user: null, tenant: open });
    expect(screen.getByText('página do curso')).toBeVisible();
    cleanup();
    renderShell(app, { path: '/search', user: null, tenant: open });
    expect(location()).toBe('/login?next=%2Fsearch');
  });

  it('off: a visitor is sent to sign in, coming back to the course after', () => {
    renderShell(app, { path: '/courses/7', user: null });
    expect(screen.queryByText('página do curso')).toBeNull();
    expect(location()).toBe('/login?next=%2Fcourses%2F7');
  });
});
