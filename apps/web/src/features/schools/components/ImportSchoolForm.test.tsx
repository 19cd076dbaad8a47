import { SCHOOL_MESSAGES } from '@trilha/shared/schools/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { OperatorConsole } from './OperatorConsole';
import { loadSchoolStrings, operator, PATHS, resetToasts, serveSchools } from './test-server';

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

function open(options: Parameters<typeof serveSchools>[0] = {}) {
  const server = serveSchools(options);
  const view = renderShell(<OperatorConsole />, { user: operator, path: '/operador' });
  return { ...server, ...view };
}

const archive = () => new File([new Uint8Array(2048)], 'aurora.tar.gz', { type: 'application/gzip' });
const form = () => screen.getByRole('region', { name: 'Importar escola' });
const fill = async (host: string, file: File | null = archive()) => {
  if (file) await user.upload(form().querySelector<HTMLInputElement>('input[type="file"]')!, file);
  if (host) await user.type(within(form()).getByRole('textbox', { name: /Endereço da escola/ }), host);
  await user.click(within(form()).getByRole('button', { name: 'Importar' }));
};

describe('Importar escola: a school from another server’s export (docs/schools.md, the import)', () => {
  it('uploads archive and host with its progress, follows the job, then says it is done and reads the list again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { uploads, listReads } = open({
      importUpload: async () => {
        await held;
        return { status: 202, body: { data: { id: 77 } } };
      },
      importScript: [
        { state: 'running', school_id: null, error: null },
        { state: 'done', school_id: 9, error: null },
      ],
    });
    await screen.findByRole('list', { name: 'Escolas' });
    await fill('Copia.Exemplo.com ');
    // Half sent while the server holds the reply: the one upload bar shows it.
    const bar = await within(form()).findByRole('progressbar', { name: 'Progresso do envio' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(within(within(form()).getByTestId('upload-progress')).getByText('aurora.tar.gz')).toBeInTheDocument();
    release();
    expect(await within(form()).findByText('Importando a escola…')).toBeInTheDocument();
    const done = await within(form()).findByText('Escola importada', {}, { timeout: 3000 });
    expect(done.closest('[role="status"]')).toHaveTextContent('copia.exemplo.com');
    expect(within(form()).getByRole('link', { name: 'copia.exemplo.com (abre em nova aba)' })).toHaveAttribute(
      'href',
      `${window.location.protocol}//copia.exemplo.com${window.location.port ? `:${window.location.port}` : ''}/`,
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: PATHS.import, fields: { host: 'copia.exemplo.com' } });
    expect(uploads[0]?.file?.name).toBe('aurora.tar.gz');
    await waitFor(() => expect(listReads().filter((path) => path === PATHS.schools)).toEqual([PATHS.schools, PATHS.schools]));
  });

  it('without an archive, or with a host the schema refuses, nothing is sent and each field says why', async () => {
    const { uploads } = open();
    await screen.findByRole('list', { name: 'Escolas' });
    await fill('https://copia/', null);
    expect(await within(form()).findByText(SCHOOL_MESSAGES.hostInvalid)).toBeInTheDocument();
    expect(within(form()).getByText(SCHOOL_MESSAGES.archiveRequired)).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it("a damaged archive: the job's failure shows in the server's words", async () => {
    open({ importScript: [{ state: 'failed', school_id: null, error: SCHOOL_MESSAGES.archiveDamaged }] });
    await screen.findByRole('list', { name: 'Escolas' });
    await fill('copia.exemplo.com');
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('A importação falhou');
    expect(alert).toHaveTextContent(SCHOOL_MESSAGES.archiveDamaged);
  });

  it("the upload's refusal on the host goes under the host field: a host taken", async () => {
    open({
      importUpload: () => ({
        status: 409,
        body: { error: 'Dados inválidos', issues: [{ path: 'body.host', message: SCHOOL_MESSAGES.hostTaken }] },
      }),
    });
    await screen.findByRole('list', { name: 'Escolas' });
    await fill('boreal.localhost');
    expect(await within(form()).findByText(SCHOOL_MESSAGES.hostTaken)).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /Endereço da escola/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations, on a phone too', async () => {
    setViewportWidth(390);
    const { container } = open();
    await screen.findByRole('list', { name: 'Escolas' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
