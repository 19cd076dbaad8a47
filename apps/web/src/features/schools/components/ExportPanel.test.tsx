import { SCHOOL_MESSAGES } from '@trilha/shared/schools/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { ExportPanel } from './ExportPanel';
import { exportAt, loadSchoolStrings, owner, PATHS, resetToasts, serveSchools, toasts } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

loadSchoolStrings();

let user: UserEvent;
beforeEach(() => {
  resetToasts();
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINK = '/api/admin/exports/100/download?expires=1800000000&signature=abc';
const ready = exportAt({ state: 'ready', progress: 1, download_url: LINK, bytes: 2_516_582 });

function open(options: Parameters<typeof serveSchools>[0] = {}) {
  const server = serveSchools(options);
  const view = renderShell(<ExportPanel />, { user: owner });
  return { ...server, ...view };
}

const exportButton = () => screen.getByRole('button', { name: 'Exportar' });

describe('Exportar escola: the owner’s archive of the whole school (docs/schools.md, the export)', () => {
  it('says what the archive holds and leaves out before anything is asked', () => {
    const { writes } = open();
    expect(screen.getByText(/todos os registros da escola/)).toBeInTheDocument();
    expect(screen.getByText(/todos os arquivos enviados/)).toBeInTheDocument();
    expect(screen.getByText(/sem senhas nem segredos/)).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('exporting polls the job: the bar shows its state and percentage, then the download with its size and the hour it lasts', async () => {
    const { writes, calls } = open({
      exportScript: [exportAt(), exportAt({ state: 'running', progress: 0.5 }), ready],
    });
    await user.click(exportButton());
    expect(writes()).toEqual([`POST ${PATHS.export}`]);
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da exportação' });
    expect(screen.getByText('Na fila…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Exportando…', {}, { timeout: 3000 })).toHaveAttribute('role', 'status');
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Baixar o arquivo (2,4 MB)' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('download');
    expect(screen.getByText('O link funciona por 60 minutos. Depois, exporte de novo.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Once ready, it is not asked about again.
    const reads = calls.filter((c) => c.path === PATHS.exportState(100)).length;
    expect(reads).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((c) => c.path === PATHS.exportState(100))).toHaveLength(reads);
  });

  it('a failed export shows its error and "Tentar novamente" starts another', async () => {
    const { writes } = open({ exportScript: [exportAt({ state: 'failed', error: SCHOOL_MESSAGES.exportFailed })] });
    await user.click(exportButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A exportação falhou');
    expect(alert).toHaveTextContent(SCHOOL_MESSAGES.exportFailed);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(writes()).toEqual([`POST ${PATHS.export}`, `POST ${PATHS.export}`]));
  });

  it("the server's refusal to start shows in place: only the owner may export", async () => {
    open({ routes: { [`POST ${PATHS.export}`]: { status: 403, body: { error: SCHOOL_MESSAGES.exportOwnerOnly } } } });
    await user.click(exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHOOL_MESSAGES.exportOwnerOnly);
    expect(toasts.error).toEqual([]);
  });

  it('has no axe violations with the download ready, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open({ exportScript: [ready] });
    await user.click(exportButton());
    await screen.findByRole('link', { name: /Baixar o arquivo/ });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
