import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '../../../test/prosemirror';
import { renderShell, student } from '../../../test/render-app';
import { CourseEditorPage } from './CourseEditorPage';
import { owner, PATHS, photographyOutline, serveStudio, toasts } from './test-server';
import { editorAt, setUpStudioTests } from './test-setup';

vi.mock('../../../lib/toast', async () => (await import('./test-setup')).recordedToasts());

stubEditorLayout();
setUpStudioTests();

function openPage(options: Parameters<typeof serveStudio>[0] & { path?: string; user?: typeof owner } = {}) {
  const server = serveStudio(options);
  const view = renderShell(<CourseEditorPage />, editorAt(options.path, options.user));
  return { ...server, ...view };
}

const form = () => screen.findByRole('region', { name: 'Dados do curso' });

describe('/gestao/cursos/:courseId: the course editor page (issue 42)', () => {
  it('is for editors only: a student or moderator is told so, and nothing is read', async () => {
    const server = openPage({ user: student });
    expect(await screen.findByText('Só quem edita a escola pode montar cursos.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === PATHS.course(10))).toBe(false);
  });

  it('says "Curso não encontrado." for an unknown course or an id that is not one', async () => {
    openPage({ path: '/gestao/cursos/77' });
    expect(await screen.findByText('Curso não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cursos' })).toHaveAttribute('href', '/homepage?painel=cursos');
  });

  it('shows the course: its title, state, form filled from it, and the way back to the panel', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotografia com o Celular' })).toBeInTheDocument();
    const details = await form();
    expect(within(details).getByRole('textbox', { name: /^Título/ })).toHaveValue('Fotografia com o Celular');
    expect(within(details).getByRole('textbox', { name: 'Descrição' })).toHaveTextContent('Do zero ao clique.');
    expect(within(details).getByRole('switch', { name: /^Publicado/ })).toBeChecked();
    // The products it has, the inactive one marked as such.
    await waitFor(() => expect(within(details).getByTestId('chosen')).toHaveTextContent('Plano Anual'));
    expect(within(details).getByTestId('chosen')).toHaveTextContent('Plano Antigo (inativo)');
    expect(screen.getByRole('link', { name: 'Cursos' })).toHaveAttribute('href', '/homepage?painel=cursos');
    expect(document.title).toContain('Editar Fotografia com o Celular');
  });

  it('"Pré-visualizar" opens the course as students see it, in this tab', async () => {
    openPage();
    const preview = await screen.findByRole('link', { name: 'Pré-visualizar' });
    expect(preview).toHaveAttribute('href', '/courses/10');
    expect(preview).not.toHaveAttribute('target');
    await userEvent.click(preview);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/10'));
  });

  it("checks the form with the route's schema: an empty title is refused in its words and nothing is sent", async () => {
    const server = openPage();
    const details = await form();
    const title = within(details).getByRole('textbox', { name: /^Título/ });
    await userEvent.clear(title);
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(details).findByText('Informe um título')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(server.sent('PATCH', PATHS.course(10))).toEqual([]);
  });

  it('saves title, description, published and products together with the save bar', async () => {
    const server = openPage();
    const details = await form();
    const title = within(details).getByRole('textbox', { name: /^Título/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Fotografia no Celular');
    await userEvent.click(within(details).getByRole('switch', { name: /^Publicado/ }));
    await userEvent.click(within(details).getByRole('button', { name: 'Remover Plano Antigo (inativo)' }));
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(toasts.success).toEqual(['Curso salvo.']));
    expect(server.sent('PATCH', PATHS.course(10))).toEqual([
      { title: 'Fotografia no Celular', description: '<p>Do zero ao clique.</p>', published: false, product_ids: [1] },
    ]);
    // The page shows what was saved, and the form has nothing left to save.
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotografia no Celular' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
  });

  it("puts the server's refusal under the field it names", async () => {
    openPage({
      routes: {
        [`PATCH ${PATHS.course(10)}`]: {
          status: 400,
          body: { error: 'Dados inválidos', issues: [{ path: 'body.product_ids', message: 'Produto não encontrado nesta escola' }] },
        },
      },
    });
    const details = await form();
    await userEvent.click(within(details).getByRole('switch', { name: /^Publicado/ }));
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(details).findByText('Produto não encontrado nesta escola')).toBeInTheDocument();
    expect(toasts.success).toEqual([]);
  });

  it('writes the description in the rich-text editor and sends its HTML', async () => {
    const server = openPage({ outline: { ...photographyOutline(), description: '' } });
    const details = await form();
    const editor = within(details).getByRole('textbox', { name: 'Descrição' });
    await userEvent.click(editor);
    await userEvent.type(editor, 'Aprenda a fotografar');
    await userEvent.click(within(details).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(server.sent('PATCH', PATHS.course(10))).toHaveLength(1));
    expect(server.sent('PATCH', PATHS.course(10))[0]).toMatchObject({ description: '<p>Aprenda a fotografar</p>' });
  });
});
