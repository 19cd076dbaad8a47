import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { held } from '../../../../test/fetch-routes';
import { stubEditorLayout } from '../../../../test/prosemirror';
import { renderShell } from '../../../../test/render-app';
import { CourseEditorPage } from '../CourseEditorPage';
import { dragWithKeys, PATHS, serveStudio, toasts } from '../test-server';
import { editorAt, setUpStudioTests } from '../test-setup';

vi.mock('../../../../lib/toast', async () => (await import('../test-setup')).recordedToasts());

stubEditorLayout();
setUpStudioTests({ rows: true });

function openOutline(options: Parameters<typeof serveStudio>[0] = {}) {
  const server = serveStudio(options);
  renderShell(<CourseEditorPage />, editorAt());
  return server;
}

const outline = () => screen.findByRole('list', { name: 'Módulos do curso' });
const lessonsOf = (title: string) =>
  within(screen.getByRole('list', { name: `Aulas de ${title}` }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-lesson-id')));
const moduleIds = () =>
  [...screen.getByRole('list', { name: 'Módulos do curso' }).querySelectorAll(':scope > li')].map((li) =>
    Number(li.getAttribute('data-module-id')),
  );
const saveState = () => screen.getAllByTestId('save-status')[0]!;

describe('the outline: modules and lessons in one tree (issue 42)', () => {
  it('shows every module with its lessons in order, each named for screen readers', async () => {
    openOutline();
    await outline();
    expect(moduleIds()).toEqual([20, 21]);
    expect(lessonsOf('Primeiros cliques')).toEqual([30, 31]);
    expect(lessonsOf('Composição')).toEqual([32, 33]);
    expect(screen.getByRole('textbox', { name: 'Título do módulo 1' })).toHaveValue('Primeiros cliques');
    expect(screen.getByRole('button', { name: 'Arrastar a aula Foco e exposição para mudar a ordem ou o módulo' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    expect(saveState()).toHaveTextContent('As alterações do conteúdo são salvas na hora');
  });

  it('collapses and expands a module: its lessons hide, the button says so', async () => {
    openOutline();
    await outline();
    const toggle = screen.getByRole('button', { name: 'Aulas de Primeiros cliques' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Aulas de Primeiros cliques' })).toBeNull();
    expect(screen.getByText('2 aulas escondidas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Esconder todas as aulas' }));
    expect(screen.queryByRole('list', { name: 'Aulas de Composição' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar todas as aulas' }));
    expect(lessonsOf('Primeiros cliques')).toEqual([30, 31]);
  });

  it('renames a module in place: Enter saves it at once (Salvando…, then Salvo)', async () => {
    const patch = held();
    const server = openOutline({ routes: { [`PATCH ${PATHS.module(20)}`]: patch.route } });
    await outline();
    const title = screen.getByRole('textbox', { name: 'Título do módulo 1' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Os primeiros cliques{Enter}');
    await waitFor(() => expect(saveState()).toHaveTextContent('Salvando…'));
    patch.release({ status: 200, body: { data: { ...server.state.outline.modules[0], title: 'Os primeiros cliques' } } });
    await waitFor(() => expect(saveState()).toHaveTextContent('Salvo'));
    expect(server.sent('PATCH', PATHS.module(20))).toEqual([{ title: 'Os primeiros cliques' }]);
    expect(title).toHaveValue('Os primeiros cliques');
  });

  it("refuses an empty title in the shared schema's words, sends nothing, and Escape puts the saved one back", async () => {
    const server = openOutline();
    await outline();
    const title = screen.getByRole('textbox', { name: 'Título da aula 1 do módulo 1' });
    await userEvent.clear(title);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Informe um título')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Escape}');
    expect(title).toHaveValue('Conhecendo a câmera');
    expect(screen.queryByText('Informe um título')).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it('a failed save keeps the typed title and says "Falhou"; "Tentar de novo" sends it again', async () => {
    let answers = 0;
    const server = openOutline({
      routes: {
        [`PATCH ${PATHS.lesson(31)}`]: (call) =>
          ++answers === 1
            ? { status: 500, body: { error: 'Erro interno do servidor' } }
            : { status: 200, body: { data: { ...server.state.outline.modules[0]!.lessons[1], ...(call.body as object) } } },
      },
    });
    await outline();
    const title = screen.getByRole('textbox', { name: 'Título da aula 2 do módulo 1' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Foco, luz e exposição');
    await userEvent.tab();
    await waitFor(() => expect(saveState()).toHaveTextContent('Falhou: Erro interno do servidor'));
    // Nothing typed is lost: the field and the row keep it, marked as not saved.
    expect(title).toHaveValue('Foco, luz e exposição');
    const row = title.closest('li')!;
    expect(within(row).getByText('Não salvo')).toBeInTheDocument();

    await userEvent.click(within(saveState()).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(saveState()).toHaveTextContent('Salvo'));
    expect(server.sent('PATCH', PATHS.lesson(31))).toEqual([{ title: 'Foco, luz e exposição' }, { title: 'Foco, luz e exposição' }]);
    expect(within(row).queryByText('Não salvo')).toBeNull();
    expect(title).toHaveValue('Foco, luz e exposição');
  });

  it("reorders modules by keyboard: PUT the course's modules order", async () => {
    const server = openOutline();
    await outline();
    await dragWithKeys(screen.getByRole('button', { name: 'Arrastar o módulo Primeiros cliques para mudar a ordem' }), ['ArrowDown']);
    await waitFor(() => expect(server.sent('PUT', PATHS.modulesOrder(10))).toEqual([{ ids: [21, 20] }]));
    expect(moduleIds()).toEqual([21, 20]);
    await waitFor(() => expect(saveState()).toHaveTextContent('Salvo'));
  });

  it("reorders lessons within their module by keyboard: PUT the module's lessons order", async () => {
    const server = openOutline();
    await outline();
    await dragWithKeys(screen.getByRole('button', { name: /^Arrastar a aula Conhecendo a câmera/ }), ['ArrowDown']);
    await waitFor(() => expect(server.sent('PUT', PATHS.lessonsOrder(20))).toEqual([{ ids: [31, 30] }]));
    expect(lessonsOf('Primeiros cliques')).toEqual([31, 30]);
    expect(server.writes()).toEqual([`PUT ${PATHS.lessonsOrder(20)}`]);
  });

  it("moves a lesson into another module by keyboard: PATCH module_id, then PUT that module's order to place it where dropped", async () => {
    const server = openOutline();
    await outline();
    // Down past the end of its module, then onto the next module's first lesson: it lands first there.
    await dragWithKeys(screen.getByRole('button', { name: /^Arrastar a aula Foco e exposição/ }), ['ArrowDown', 'ArrowDown']);
    await waitFor(() => expect(server.writes()).toEqual([`PATCH ${PATHS.lesson(31)}`, `PUT ${PATHS.lessonsOrder(21)}`]));
    expect(server.sent('PATCH', PATHS.lesson(31))).toEqual([{ module_id: 21 }]);
    expect(server.sent('PUT', PATHS.lessonsOrder(21))).toEqual([{ ids: [31, 32, 33] }]);
    expect(lessonsOf('Primeiros cliques')).toEqual([30]);
    expect(lessonsOf('Composição')).toEqual([31, 32, 33]);
    await waitFor(() => expect(saveState()).toHaveTextContent('Salvo'));
    // What a screen reader heard at the drop, in Portuguese: where the lesson landed.
    expect(document.querySelector('[id^="DndLiveRegion"]')).toHaveTextContent(
      'Aula Foco e exposição solta no módulo Composição, posição 1.',
    );
  });

  it('"Mover para o fim do módulo" moves a lesson without a drag: the server puts it last, no order needed', async () => {
    const server = openOutline();
    await outline();
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações da aula Conhecendo a câmera' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mover para o fim do módulo Composição' }));
    await waitFor(() => expect(server.writes()).toEqual([`PATCH ${PATHS.lesson(30)}`]));
    expect(server.sent('PATCH', PATHS.lesson(30))).toEqual([{ module_id: 21 }]);
    expect(lessonsOf('Composição')).toEqual([32, 33, 30]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título da aula 3 do módulo 2' })).toHaveFocus());
  });

  it('adds a module and a lesson right where they go; the field stays open for the next one', async () => {
    const server = openOutline();
    await outline();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar aula em Composição' }));
    const lessonTitle = screen.getByRole('textbox', { name: 'Título da nova aula' });
    expect(lessonTitle).toHaveFocus();
    await userEvent.type(lessonTitle, 'Enquadramento{Enter}');
    await waitFor(() => expect(lessonsOf('Composição')).toEqual([32, 33, 90]));
    expect(server.sent('POST', PATHS.lessons(21))).toEqual([{ title: 'Enquadramento' }]);
    expect(lessonTitle).toHaveValue('');
    expect(lessonTitle).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar módulo' }));
    const moduleTitle = screen.getByRole('textbox', { name: 'Título do novo módulo' });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar módulo' }));
    expect(await screen.findByText('Informe um título')).toBeInTheDocument();
    await userEvent.type(moduleTitle, 'Edição{Enter}');
    await waitFor(() => expect(moduleIds()).toEqual([20, 21, 91]));
    expect(server.sent('POST', PATHS.modules(10))).toEqual([{ title: 'Edição' }]);
    expect(screen.getByText('Nenhuma aula neste módulo.')).toBeInTheDocument();
  });

  it('deletes a lesson once EXCLUIR is typed, naming what goes; the focus goes to the lesson before it', async () => {
    const server = openOutline();
    await outline();
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações da aula Linhas e simetria' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excluir aula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir aula' });
    expect(dialog).toHaveTextContent(
      'Excluir a aula “Linhas e simetria”? Vão junto os materiais, os comentários, as curtidas e o progresso dos alunos nela. Não dá para desfazer.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir aula' }));
    await waitFor(() => expect(lessonsOf('Composição')).toEqual([32]));
    expect(server.writes()).toEqual([`DELETE ${PATHS.lesson(33)}`]);
    expect(toasts.success).toEqual(['Aula “Linhas e simetria” excluída.']);
    await waitFor(() => expect(document.activeElement).toHaveValue('Regra dos terços'));
  });

  it('deletes a module with its lessons, after saying how many go', async () => {
    const server = openOutline();
    await outline();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir o módulo Composição' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir módulo' });
    expect(dialog).toHaveTextContent('Excluir o módulo “Composição”? Vai junto tudo o que há nele (2 aulas)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir módulo' }));
    await waitFor(() => expect(moduleIds()).toEqual([20]));
    expect(server.writes()).toEqual([`DELETE ${PATHS.module(21)}`]);
    await waitFor(() => expect(document.activeElement).toHaveValue('Primeiros cliques'));
  });
});
