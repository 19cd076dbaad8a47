import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { renderShell } from '../../test/render-app';

vi.mock('../locales/index', () => import('../../test/resources'));

describe('full-page states', () => {
  it('a real 404 with a link home', () => {
    renderShell(<NotFoundPage />, { path: '/nada-aqui' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
  });

  it('the layout puts the page in the main landmark after a skip link', () => {
    renderShell(<AppLayout />, { path: '/nada-aqui', routes: [{ path: 'nada-aqui', element: <NotFoundPage /> }] });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Página não encontrada' }));
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
  });
});
