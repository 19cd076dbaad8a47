import type { User } from '@trilha/shared/accounts/schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner, serveSchools } from '../../features/schools/components/test-server';
import { renderShell } from '../../test/render-app';
import { ExportSection } from './ExportSection';

vi.mock('../../lib/toast', async () => (await import('../../features/schools/components/test-server')).recordedToasts());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin: User = { ...owner, id: 2, email: 'admin@aurora.test', roles: [{ role: { slug: 'admin', name: 'Administrador' } }] };

describe('Exportar escola is the owner’s alone (docs/schools.md: administrators get 403)', () => {
  it('the owner gets the export button', async () => {
    serveSchools();
    renderShell(<ExportSection />, { user: owner });
    expect(await screen.findByRole('button', { name: 'Exportar' })).toBeInTheDocument();
  });

  it('an administrator reads that only the owner may export, and gets no button', async () => {
    serveSchools({ routes: { 'GET /api/me': { status: 200, body: { user: admin } } } });
    renderShell(<ExportSection />, { user: admin });
    expect(await screen.findByText('Somente o dono da escola pode exportá-la')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });
});
