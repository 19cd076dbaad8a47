import { SCHOOL_MESSAGES } from '@trilha/shared/schools/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator, owner, serveSchools } from '../../features/schools/components/test-server';
import { renderShell } from '../../test/render-app';
import { OperatorPage } from './OperatorPage';

vi.mock('../../lib/toast', async () => (await import('../../features/schools/components/test-server')).recordedToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/operador: the server operator’s console (docs/schools.md)', () => {
  it('opens for the operator', async () => {
    serveSchools();
    renderShell(<OperatorPage />, { user: operator, path: '/operador' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolas do servidor' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Escolas' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Escolas do servidor/);
  });

  it('anyone else, even the school’s owner, is told only the operator may, and asks the server nothing', async () => {
    const server = serveSchools();
    renderShell(<OperatorPage />, { user: owner, path: '/operador' });
    expect(await screen.findByText(SCHOOL_MESSAGES.operatorOnly)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
    expect(screen.queryByRole('list', { name: 'Escolas' })).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/api/operator/'))).toEqual([]);
  });
});
