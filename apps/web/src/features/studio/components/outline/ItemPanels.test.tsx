import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '../../../../test/prosemirror';
import { renderShell } from '../../../../test/render-app';
import { CourseEditorPage } from '../CourseEditorPage';
import { PATHS, serveStudio, toasts } from '../test-server';
import { editorAt, openLessonPanel, setUpStudioTests } from '../test-setup';
import { dayToIso } from './release-date';

vi.mock('../../../../lib/toast', async () => (await import('../test-setup')).recordedToasts());

stubEditorLayout();
setUpStudioTests();

function openOutline(options: Parameters<typeof serveStudio>[0] = {}) {
  const server = serveStudio(options);
  renderShell(<CourseEditorPage />, editorAt());
  return server;
}

const lessonRow = (id: number) => document.querySelector<HTMLElement>(`li[data-lesson-id="${id}"]`)!;

describe("a lesson's panel: each field saved as it changes (issue 42)", () => {
  it("checks the player link with the shared schema's words before sending it, then saves it", async () => {
    const server = openOutline();
    const panel = await openLessonPanel('Conhecendo a câmera');
    const embed = within(panel).getByRole('textbox', { name: /^Link do vídeo incorporado/ });
    await userEvent.type(embed, 'https://example.com/video');
    await userEvent.tab();
    expect(await within(panel).findByText('Use um link de incorporação do YouTube, Vimeo ou de outro serviço aceito')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await userEvent.clear(embed);
    await userEvent.type(embed, 'https://www.youtube.com/embed/abc123');
    await userEvent.tab();
    await waitFor(() => expect(server.sent('PATCH', PATHS.lesson(30))).toEqual([{ embed_url: 'https://www.youtube.com/embed/abc123' }]));
    expect(within(panel).queryByText(/Use um link de incorporação/)).toBeNull();
    await waitFor(() => expect(within(panel).getByTestId('save-status')).toHaveTextContent('Salvo'));
  });

  it("shows the server's refusal in the panel's save state, and keeps the link typed", async () => {
    openOutline({
      routes: {
        [`PATCH ${PATHS.lesson(30)}`]: {
          status: 400,
          body: { error: 'Dados inválidos', issues: [{ path: 'body.embed_url', message: 'Este vídeo não pode ser incorporado' }] },
        },
      },
    });
    const panel = await openLessonPanel('Conhecendo a câmera');
    const embed = within(panel).getByRole('textbox', { name: /^Link do vídeo incorporado/ });
    await userEvent.type(embed, 'https://player.vimeo.com/video/1');
    await userEvent.tab();
    await waitFor(() => expect(within(panel).getByTestId('save-status')).toHaveTextContent('Falhou: Este vídeo não pode ser incorporado'));
    expect(within(panel).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(embed).toHaveValue('https://player.vimeo.com/video/1');
  });

  it('publishes and unpublishes at a flip; the row shows a draft', async () => {
    const server = openOutline();
    const panel = await openLessonPanel('Foco e exposição');
    await userEvent.click(within(panel).getByRole('switch', { name: /^Publicada/ }));
    await waitFor(() => expect(server.sent('PATCH', PATHS.lesson(31))).toEqual([{ published: false }]));
    expect(within(lessonRow(31)).getByText('Rascunho')).toBeInTheDocument();
  });

  it('drip release: days after access (checked by the schema) or a date, never both; "Logo no acesso" clears it', async () => {
    const server = openOutline();
    const panel = await openLessonPanel('Conhecendo a câmera');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Alguns dias após o acesso' }));
    // Choosing the way alone saves nothing: the number is what is missing.
    expect(server.writes()).toEqual([]);
    const days = within(panel).getByRole('textbox', { name: /^Dias após o início do acesso/ });
    await userEvent.type(days, '4000');
    await userEvent.tab();
    expect(await within(panel).findByText('Informe um número de dias entre 0 e 3650')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.tab();
    await waitFor(() => expect(server.sent('PATCH', PATHS.lesson(30))).toEqual([{ release_after_days: 7, release_at: null }]));
    expect(lessonRow(30)).toHaveTextContent('Libera 7 dias após o acesso');

    await userEvent.click(within(panel).getByRole('radio', { name: 'Numa data' }));
    expect(within(panel).queryByRole('textbox', { name: /^Dias após/ })).toBeNull();
    // Date inputs take their value whole (userEvent cannot type into them in jsdom).
    fireEvent.change(within(panel).getByLabelText('Data de liberação'), { target: { value: '2026-12-01' } });
    await waitFor(() => expect(server.sent('PATCH', PATHS.lesson(30))).toHaveLength(2));
    expect(server.sent('PATCH', PATHS.lesson(30))[1]).toEqual({ release_after_days: null, release_at: dayToIso('2026-12-01') });
    await waitFor(() => expect(lessonRow(30)).not.toHaveTextContent('dias após o acesso'));

    await userEvent.click(within(panel).getByRole('radio', { name: 'Logo no acesso' }));
    await waitFor(() => expect(server.sent('PATCH', PATHS.lesson(30))).toHaveLength(3));
    expect(server.sent('PATCH', PATHS.lesson(30))[2]).toEqual({ release_after_days: null, release_at: null });
  });

  it('saves the description when the writing area is left', async () => {
    const server = openOutline();
    const panel = await openLessonPanel('Conhecendo a câmera');
    const editor = within(panel).getByRole('textbox', { name: 'Descrição da aula' });
    await userEvent.click(editor);
    await userEvent.type(editor, 'Os botões da câmera');
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(panel).getByRole('switch', { name: /^Publicada/ }));
    await waitFor(() => expect(server.sent('PATCH', PATHS.lesson(30))).toContainEqual({ description: '<p>Os botões da câmera</p>' }));
  });
});

describe('a lesson seen as a student (issue 42)', () => {
  it('"Ver como aluno" opens the lesson page in this tab (the page puts the real slug in place of "aula")', async () => {
    openOutline();
    const panel = await openLessonPanel('Foco e exposição');
    const preview = within(panel).getByRole('link', { name: 'Ver como aluno' });
    expect(preview).toHaveAttribute('href', '/curso/10/aula/31');
    expect(preview).not.toHaveAttribute('target');
    await userEvent.click(preview);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/curso/10/aula/31'));
  });
});

describe("a module's panel (issue 42)", () => {
  it('unpublishes the module at a flip, and deletes it from the panel after the confirmation', async () => {
    const server = openOutline();
    await userEvent.click(await screen.findByRole('button', { name: 'Configurar o módulo Composição' }));
    const panel = await screen.findByRole('dialog', { name: 'Módulo: Composição' });
    expect(within(panel).getByTestId('module-cover')).toHaveTextContent('Capa do módulo');
    await userEvent.click(within(panel).getByRole('switch', { name: /^Publicado/ }));
    await waitFor(() => expect(server.sent('PATCH', PATHS.module(21))).toEqual([{ published: false }]));

    await userEvent.click(within(panel).getByRole('button', { name: 'Excluir módulo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir módulo' });
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir módulo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([`PATCH ${PATHS.module(21)}`, `DELETE ${PATHS.module(21)}`]);
    expect(toasts.success).toEqual(['Módulo “Composição” excluído.']);
  });

  it('a failed delete stays in the dialog with the reason, and the module stays', async () => {
    const server = openOutline({ routes: { [`DELETE ${PATHS.module(20)}`]: { status: 404, body: { error: 'Módulo não encontrado' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir o módulo Primeiros cliques' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir módulo' });
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir módulo' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Módulo não encontrado');
    expect(server.writes()).toEqual([`DELETE ${PATHS.module(20)}`]);
    expect(screen.getByRole('list', { name: 'Aulas de Primeiros cliques' })).toBeInTheDocument();
  });
});
