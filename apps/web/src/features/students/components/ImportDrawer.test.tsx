import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, setViewportWidth } from '../../../test/render-app';
import { StudentsPanel } from './StudentsPanel';
import { csvFile, fourLines, importOf, owner, PATHS, products, resetToasts, serveStudents, toasts, type ImportScript } from './test-server';

vi.mock('../../../lib/toast', async () => (await import('./test-server')).recordedToasts());

const STORAGE_KEY = 'trilha.students-import.1';

// No pause between keys: the fields re-render on each one, and the files run beside other lanes.
let user: UserEvent;
beforeEach(() => {
  resetToasts();
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  void i18n.changeLanguage('pt');
});

function open(options: Parameters<typeof serveStudents>[0] = {}) {
  const server = serveStudents(options);
  const view = renderShell(<StudentsPanel tenantId={1} products={products} />, { user: owner });
  return { ...server, ...view };
}

/** The section with "Importar CSV" open at step "Arquivo". */
async function openImport(options: Parameters<typeof serveStudents>[0] = {}) {
  const server = open(options);
  await screen.findByRole('list', { name: 'Alunos da escola' });
  await user.click(screen.getByRole('button', { name: 'Importar CSV' }));
  const drawer = await screen.findByRole('dialog', { name: 'Importar alunos' });
  return { ...server, drawer };
}

const pick = (drawer: HTMLElement, file = csvFile()) => user.upload(drawer.querySelector<HTMLInputElement>('input[type="file"]')!, file);
const simulate = (drawer: HTMLElement) => user.click(within(drawer).getByRole('button', { name: 'Simular importação' }));
const card = (drawer: HTMLElement, key: string) => drawer.querySelector<HTMLElement>(`[data-count="${key}"]`)!;
const rowOf = (drawer: HTMLElement, line: number) => drawer.querySelector<HTMLElement>(`tr[data-row="${line}"]`)!;
/** The poll comes every second: beside the other lanes a settled import can take longer than findBy waits by default. */
const slow = { timeout: 8000 };

describe('importing students from a CSV', () => {
  it('explains the file, with an example and a template to download', async () => {
    const { drawer } = await openImport();
    expect(within(drawer).getByRole('heading', { name: 'Arquivo' })).toBeInTheDocument();
    expect(drawer).toHaveTextContent('name,email,products,expires_at');
    expect(drawer).toHaveTextContent('nome,e-mail,produtos,expira_em');
    expect(drawer).toHaveTextContent('AAAA-MM-DD ou DD/MM/AAAA');
    expect(drawer).toHaveTextContent('Até 5 MB e 20000 alunos por arquivo.');
    const template = within(drawer).getByRole('link', { name: 'Baixar modelo' });
    expect(template).toHaveAttribute('download', 'modelo-alunos.csv');
    const href = template.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toMatch(/^\uFEFFname,email,products,expires_at\r\n/);
    expect(within(drawer).getByRole('checkbox', { name: /^Enviar e-mail de boas-vindas às contas novas/ })).not.toBeChecked();
    expect(drawer).toHaveTextContent('Nada muda na escola até você confirmar a importação.');
  });

  it('simulates: multipart with the file, dry_run=1 and send_invite, the upload bar, the lines bar, then the results', async () => {
    const script: ImportScript = (upload, id) => [
      importOf({ id, state: 'running', total: 4, done: 2, finished_at: null }),
      ...fourLines(upload, id),
    ];
    const { drawer, state, uploads } = await openImport({ importScript: script });
    let release = () => {};
    state.uploadGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await pick(drawer);
    await user.click(within(drawer).getByRole('checkbox', { name: /^Enviar e-mail de boas-vindas/ }));
    await simulate(drawer);

    const sending = await within(drawer).findByRole('progressbar', { name: 'Envio do arquivo' });
    await waitFor(() => expect(sending).toHaveAttribute('aria-valuenow', '50'));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: PATHS.import, fields: { dry_run: '1', send_invite: '1' } });
    expect(uploads[0]!.file?.name).toBe('alunos.csv');
    release();

    const lines = await within(drawer).findByRole('progressbar', { name: 'Linhas processadas' });
    expect(lines).toHaveAttribute('aria-valuenow', '50');
    expect(drawer).toHaveTextContent('2 de 4 linhas');
    expect(within(drawer).getByRole('status')).toHaveTextContent('Conferindo as linhas…');

    expect(await within(drawer).findByRole('heading', { name: 'Resultado da simulação' }, slow)).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Nada foi alterado na escola');
    expect(card(drawer, 'created')).toHaveTextContent('1Contas novas');
    expect(card(drawer, 'enrolled')).toHaveTextContent('1Matrículas novas');
    expect(card(drawer, 'unchanged')).toHaveTextContent('1Sem mudança');
    expect(card(drawer, 'errors')).toHaveTextContent('1Erros');
    expect(within(rowOf(drawer, 2)).getByText('Nova conta')).toBeInTheDocument();
    expect(within(rowOf(drawer, 3)).getByText('Matriculado')).toBeInTheDocument();
    expect(within(rowOf(drawer, 4)).getByText('Sem mudança')).toBeInTheDocument();
    expect(within(rowOf(drawer, 5)).getByText('Erro')).toBeInTheDocument();
    expect(rowOf(drawer, 5)).toHaveTextContent('eva@@aurora');
    expect(rowOf(drawer, 5)).toHaveTextContent('E-mail inválido');
    expect(drawer).toHaveTextContent('As linhas com erro serão ignoradas na importação.');
    expect(drawer).toHaveTextContent('As contas novas receberão o e-mail de boas-vindas.');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('40');
    // Nothing changed: no toast, no student added.
    expect(toasts.success).toEqual([]);
  });

  it('"Importar N alunos" sends the same file with dry_run=0, then says so and reads the list again', async () => {
    const { drawer, uploads } = await openImport();
    await pick(drawer);
    await simulate(drawer);
    const importButton = await within(drawer).findByRole('button', { name: 'Importar 3 alunos' }, slow);
    expect(drawer).toHaveTextContent('Nenhum e-mail de boas-vindas será enviado.');
    await user.click(importButton);

    expect(await within(drawer).findByRole('heading', { name: 'Importação concluída' }, slow)).toBeInTheDocument();
    expect(uploads.map((u) => u.fields)).toEqual([
      { dry_run: '1', send_invite: '0' },
      { dry_run: '0', send_invite: '0' },
    ]);
    // The same file again (FormData wraps it anew).
    expect(uploads[1]!.file?.name).toBe('alunos.csv');
    expect(await uploads[1]!.file?.text()).toBe(await uploads[0]!.file?.text());
    await waitFor(() => expect(toasts.success).toEqual(['Importação concluída']));
    expect(drawer).toHaveTextContent('As linhas com erro foram ignoradas.');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('41');

    await user.click(within(drawer).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar alunos' })).toBeNull());
    // The list read again, with Dora in it; the finished import forgotten.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Alunos da escola' })).getByText('Dora Reis')).toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(screen.queryByTestId('import-banner')).toBeNull();
  });

  it("a file refused as a whole shows why in a red alert, in the reader's language, and another file can be chosen", async () => {
    const { drawer } = await openImport({
      importScript: (_upload, id) => [
        importOf({ id, state: 'failed', failure: 'A primeira linha deve ser o cabeçalho name,email,products (e, se quiser, expires_at)' }),
      ],
    });
    await pick(drawer);
    await simulate(drawer);
    const alert = await within(drawer).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('O arquivo não foi importado');
    expect(alert).toHaveTextContent('A primeira linha deve ser o cabeçalho name,email,products');
    await i18n.changeLanguage('en');
    await waitFor(() => expect(alert).toHaveTextContent('The first line must be the header name,email,products'));
    await user.click(within(drawer).getByRole('button', { name: 'Choose another file' }));
    expect(within(drawer).getByRole('button', { name: /^CSV file/ })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('asks for a file before sending, and shows the server’s refusal under the field', async () => {
    const { drawer, uploads } = await openImport({
      importUpload: () => ({
        status: 413,
        body: { error: 'O arquivo deve ter no máximo 5 MB', issues: [{ path: 'body.file', message: 'O arquivo deve ter no máximo 5 MB' }] },
      }),
    });
    await simulate(drawer);
    expect(await within(drawer).findByText('Escolha um arquivo CSV')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await pick(drawer);
    expect(within(drawer).queryByText('Escolha um arquivo CSV')).toBeNull();
    await simulate(drawer);
    expect(await within(drawer).findByText('O arquivo deve ter no máximo 5 MB')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('an import kept from before a reload shows its progress in the panel, and opens at it', async () => {
    localStorage.setItem(STORAGE_KEY, '7');
    open({ imports: { 7: [importOf({ id: 7, dry_run: false, state: 'running', total: 300, done: 120, finished_at: null })] } });
    const banner = await screen.findByTestId('import-banner');
    expect(banner).toHaveTextContent('Importação em andamento: 120 de 300');
    expect(within(banner).getByRole('progressbar', { name: 'Andamento da importação' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(within(banner).getByRole('button', { name: 'Ver andamento' }));
    const drawer = await screen.findByRole('dialog', { name: 'Importar alunos' });
    expect(within(drawer).getByRole('progressbar', { name: 'Linhas processadas' })).toHaveAttribute('aria-valuenow', '40');
    expect(drawer).toHaveTextContent('120 de 300 linhas');
    // Closed while it runs: kept, and the banner back.
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    expect(await screen.findByTestId('import-banner')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('7');
  });

  it('forgets a kept import the server no longer knows', async () => {
    localStorage.setItem(STORAGE_KEY, '8');
    const server = open();
    await screen.findByRole('list', { name: 'Alunos da escola' });
    await waitFor(() => expect(server.calls.some((c) => c.path === PATHS.importStatus(8))).toBe(true));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(screen.queryByTestId('import-banner')).toBeNull();
  });

  it('has no axe violations in the results, on a phone', async () => {
    setViewportWidth(390);
    const { drawer } = await openImport();
    const rules = { 'color-contrast': { enabled: false } };
    const names = (results: axe.AxeResults) =>
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(names(await axe.run(drawer, { rules }))).toEqual([]);
    await pick(drawer);
    await simulate(drawer);
    await within(drawer).findByRole('button', { name: 'Importar 3 alunos' }, slow);
    expect(names(await axe.run(drawer, { rules }))).toEqual([]);
  });
});
