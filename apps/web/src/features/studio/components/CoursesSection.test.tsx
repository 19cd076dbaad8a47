import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { COURSE_SEARCH_FROM, CoursesSection } from './CoursesSection';
import { courseOf, dragWithKeys, lightroom, owner, PATHS, photography, serveStudio, toasts } from './test-server';
import { setUpStudioTests } from './test-setup';

vi.mock('../../../lib/toast', async () => (await import('./test-setup')).recordedToasts());

setUpStudioTests({ rows: true });
afterEach(() => void i18n.changeLanguage('pt'));

function open(options: Parameters<typeof serveStudio>[0] = {}) {
  const server = serveStudio(options);
  const view = renderShell(<CoursesSection />, { user: owner });
  return { ...server, ...view };
}

const list = () => screen.findByRole('list', { name: 'Cursos da escola' });
const rowIds = () =>
  within(screen.getByRole('list', { name: 'Cursos da escola' }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-course-id')));
const row = (id: number) => document.querySelector<HTMLElement>(`li[data-course-id="${id}"]`)!;
const location = () => screen.getByTestId('location').textContent;

async function chooseAction(title: string, action: string) {
  await userEvent.click(screen.getByRole('button', { name: `Mais ações de ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('Cursos in the edit panel (issue 42)', () => {
  it('lists the courses in order: draft or published, counts, the products that open each (inactive ones too), and an edit link', async () => {
    open();
    await list();
    expect(rowIds()).toEqual([10, 11, 12]);
    expect(screen.getByText('3 cursos')).toBeInTheDocument();
    const first = row(10);
    expect(within(first).getByText('Fotografia com o Celular')).toBeInTheDocument();
    expect(within(first).getByText('Publicado')).toBeInTheDocument();
    expect(first).toHaveTextContent('2 módulos · 4 aulas');
    await waitFor(() => expect(first).toHaveTextContent('Aberto por: Plano Anual, Plano Antigo'));
    expect(within(first).getByRole('link', { name: 'Editar Fotografia com o Celular' })).toHaveAttribute('href', '/gestao/cursos/10');
    expect(within(first).getByRole('button', { name: 'Arrastar Fotografia com o Celular para mudar a ordem' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
    const last = row(12);
    expect(within(last).getByText('Rascunho')).toBeInTheDocument();
    expect(last).toHaveTextContent('nenhum módulo · nenhuma aula');
    expect(last).toHaveTextContent('Nenhum produto abre este curso');
  });

  it('says so when the school has no course yet', async () => {
    open({ courses: [] });
    expect(await screen.findByText('Nenhum curso ainda')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cursos da escola' })).toBeNull();
  });

  it('"Novo curso" asks a title with the shared schema\'s words, creates a draft and opens its editor', async () => {
    const server = open();
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Novo curso' }));
    const title = screen.getByRole('textbox', { name: 'Título do novo curso' });
    expect(title).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Criar e editar' }));
    expect(await screen.findByText('Informe um título')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent('POST', PATHS.courses)).toEqual([]);

    await userEvent.type(title, '  Retratos  ');
    await userEvent.click(screen.getByRole('button', { name: 'Criar e editar' }));
    await waitFor(() => expect(location()).toBe('/gestao/cursos/90'));
    // Trimmed by the schema; a draft unless told otherwise (the server's default).
    expect(server.sent('POST', PATHS.courses)).toEqual([{ title: 'Retratos' }]);
  });

  it("speaks the reader's language: the schema's message in English", async () => {
    open();
    await list();
    await i18n.changeLanguage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'New course' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create and edit' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
  });

  it('reorders by keyboard: the handle, space, arrow down, space; PUT the new order, every course once', async () => {
    const server = open();
    await list();
    await dragWithKeys(screen.getByRole('button', { name: 'Arrastar Fotografia com o Celular para mudar a ordem' }), ['ArrowDown']);
    await waitFor(() => expect(server.sent('PUT', PATHS.order)).toEqual([{ ids: [11, 10, 12] }]));
    await waitFor(() => expect(rowIds()).toEqual([11, 10, 12]));
    await waitFor(() => expect(toasts.success).toContain('Ordem dos cursos atualizada.'));
  });

  it('a failed reorder goes back to the saved order and says so', async () => {
    open({ routes: { [`PUT ${PATHS.order}`]: { status: 500, body: { error: 'x' } } } });
    await list();
    await dragWithKeys(screen.getByRole('button', { name: 'Arrastar Fotografia com o Celular para mudar a ordem' }), ['ArrowDown']);
    await waitFor(() => expect(toasts.error).toContain('Não foi possível salvar a nova ordem dos cursos.'));
    await waitFor(() => expect(rowIds()).toEqual([10, 11, 12]));
  });

  it('duplicates a course: an unpublished copy at the end of the list', async () => {
    const server = open();
    await list();
    await chooseAction('Edição no Lightroom', 'Duplicar');
    await waitFor(() => expect(toasts.success).toEqual(['Cópia criada: Edição no Lightroom (cópia).']));
    expect(server.writes()).toEqual([`POST ${PATHS.duplicate(11)}`]);
    await waitFor(() => expect(rowIds()).toEqual([10, 11, 12, 90]));
  });

  it('deletes a draft once EXCLUIR is typed, naming what goes with it; the focus goes back to "Novo curso"', async () => {
    const server = open();
    await list();
    await chooseAction('Edição no Lightroom', 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir curso' });
    expect(dialog).toHaveTextContent(
      'Excluir “Edição no Lightroom”? Vai junto tudo o que há nele (1 módulo, 2 aulas), com os materiais, os comentários e o progresso dos alunos. Não dá para desfazer.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Excluir curso' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([`DELETE ${PATHS.course(11)}`]);
    expect(toasts.success).toEqual(['“Edição no Lightroom” foi excluído.']);
    await waitFor(() => expect(rowIds()).toEqual([10, 12]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Novo curso' })).toHaveFocus());
  });

  it('a published course says why it cannot be deleted, and asks the server nothing', async () => {
    const server = open();
    await list();
    await chooseAction('Fotografia com o Celular', 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir curso' });
    expect(dialog).toHaveTextContent('“Fotografia com o Celular” está publicado e não pode ser excluído');
    expect(dialog).toHaveTextContent('Despublique o curso antes de excluí-lo.');
    expect(within(dialog).getByRole('link', { name: 'Abrir o curso' })).toHaveAttribute('href', '/gestao/cursos/10');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    // The header's × and the footer's button both close it.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
    expect(rowIds()).toEqual([10, 11, 12]);
  });

  it("the server's 409 (published meanwhile) stays in the dialog in its words, and nothing leaves the list", async () => {
    const server = open({
      routes: { [`DELETE ${PATHS.course(11)}`]: { status: 409, body: { error: 'Despublique o curso antes de excluí-lo' } } },
    });
    await list();
    await chooseAction('Edição no Lightroom', 'Excluir');
    const dialog = await screen.findByRole('dialog', { name: 'Excluir curso' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Digite EXCLUIR para confirmar' }), 'EXCLUIR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir curso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Despublique o curso antes de excluí-lo');
    expect(screen.getByRole('dialog', { name: 'Excluir curso' })).toBeInTheDocument();
    expect(rowIds()).toEqual([10, 11, 12]);
    expect(server.writes()).toEqual([`DELETE ${PATHS.course(11)}`]);
    expect(toasts.success).toEqual([]);
  });

  it('a long list gets a search box; a search narrows it (accents aside) and holds reordering until cleared', async () => {
    const many = Array.from({ length: COURSE_SEARCH_FROM + 1 }, (_, i) =>
      courseOf({ id: 100 + i, title: i === 4 ? 'Fotografia Básica' : `Curso ${i + 1}`, position: i + 1 }),
    );
    open({ courses: [...many, lightroom] });
    await list();
    const search = screen.getByRole('searchbox', { name: 'Buscar curso' });
    await userEvent.type(search, 'fotografia basica');
    await waitFor(() => expect(rowIds()).toEqual([104]));
    expect(screen.getByText('1 curso encontrado. Limpe a busca para mudar a ordem.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /^Arrastar/ })).toBeNull();
    await userEvent.clear(search);
    await waitFor(() => expect(rowIds()).toHaveLength(COURSE_SEARCH_FROM + 2));
    expect(screen.getAllByRole('button', { name: /^Arrastar/ })).toHaveLength(COURSE_SEARCH_FROM + 2);
  });

  it('a short list has no search box', async () => {
    open({ courses: [photography, lightroom] });
    await list();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
