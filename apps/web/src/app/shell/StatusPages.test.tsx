import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import { ComingSoonPage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { renderShell } from '../../test/render-app';

vi.mock('../locales/index', () => import('../../test/resources'));

describe('full-page states', () => {
  it('"Em breve!" for sections that come later, with a way home', () => {
    renderShell(<ComingSoonPage />, { path: '/favoritos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Em breve!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
  });

  it('a real 404 with a link home', () => {
    renderShell(<NotFoundPage />, { path: '/nada-aqui' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
  });

  it('the layout puts the page in the main landmark after a skip link', () => {
    renderShell(<AppLayout />, { path: '/favoritos', routes: [{ path: 'favoritos', element: <ComingSoonPage /> }] });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Em breve!' }));
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
  });
});
