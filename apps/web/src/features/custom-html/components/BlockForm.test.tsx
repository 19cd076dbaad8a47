import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { CustomHtmlSection } from './CustomHtmlSection';
import {
  choosePage,
  codeEditor,
  CREATE,
  homeBlock,
  lessonBlock,
  owner,
  pick,
  resetToasts,
  serveCustomHtml,
  stubEditorLayout,
  toasts,
  writeCode,
} from './test-server';

vi.mock('../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => {
  resetToasts();
  stubEditorLayout();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openCreate(options: Parameters<typeof serveCustomHtml>[0] = {}) {
  const server = serveCustomHtml(options);
  renderShell(<CustomHtmlSection />, { user: owner });
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar HTML' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar HTML personalizado' });
  return { server, dialog };
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
const selector = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('button', { name: label });
const UPDATE = `/api/platform/auth/custom-html/${lessonBlock.id}`;

describe('HTML personalizado: validation (spec 002 §5)', () => {
  it('says what is missing, word for word, and sends nothing', async () => {
    const { server, dialog } = await openCreate();
    await save(dialog);
    expect(await within(dialog).findByText('O título é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione a página')).toBeInTheDocument();
    expect(within(dialog).getByText('Adicione o HTML personalizado')).toBeInTheDocument();
    // The code editor carries its error: invalid, and described by the message.
    const editor = await codeEditor(dialog);
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(/Adicione o HTML personalizado/);
    expect(server.sent('POST', CREATE)).toEqual([]);
  });

  it('refuses a title over 50 characters', async () => {
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'T'.repeat(51));
    await save(dialog);
    expect(await within(dialog).findByText('O título não pode ter mais de 50 caracteres')).toBeInTheDocument();
  });
});

describe('HTML personalizado: the dependent selectors (spec 002 §3, §5)', () => {
  it('shows only the page\'s selectors; each unchosen one says so; "all" of the course means all of the rest', async () => {
    const { server, dialog } = await openCreate({
      routes: {
        [`POST ${CREATE}`]: (call) => ({ status: 201, body: { message: 'HTML personalizado criado com sucesso', data: call.body } }),
      },
    });
    await choosePage(dialog, 'Página inicial');
    expect(within(dialog).queryByRole('button', { name: /^Curso/ })).toBeNull();
    await choosePage(dialog, 'Aula');
    expect(selector(dialog, /^Módulo/)).toBeDisabled();
    expect(within(dialog).getByText('Escolha um curso para ver os módulos dele.')).toBeInTheDocument();
    expect(selector(dialog, /^Aula/)).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Pixel');
    await writeCode(dialog, '<script>track()</script>');
    await save(dialog);
    expect(await within(dialog).findByText('Selecione o curso')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione o módulo')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione a aula')).toBeInTheDocument();

    // "Todos os cursos" (0): the module and the lesson follow as "all", held there.
    await pick(dialog, /^Curso/, 'Todos os cursos');
    expect(selector(dialog, /^Módulo/)).toHaveTextContent('Todos os módulos');
    expect(selector(dialog, /^Módulo/)).toBeDisabled();
    expect(selector(dialog, /^Aula/)).toHaveTextContent('Todas as aulas');
    await waitFor(() => expect(within(dialog).queryByText('Selecione o curso')).toBeNull());
    await save(dialog);
    await waitFor(() => expect(server.sent('POST', CREATE)).toHaveLength(1));
    // "All" travels as null: the schema's output (docs/custom-html.md).
    expect(server.sent('POST', CREATE)[0]).toEqual({
      customHtml: {
        title: 'Pixel',
        html: '<script>track()</script>',
        page: 'lesson',
        community_id: null,
        course_id: null,
        module_id: null,
        lesson_id: null,
      },
      tenant_id: 1,
    });
  });

  it('a specific course opens its own modules, a specific module its lessons; the place is sent by id', async () => {
    const { server, dialog } = await openCreate({
      routes: {
        [`POST ${CREATE}`]: (call) => ({ status: 201, body: { message: 'HTML personalizado criado com sucesso', data: call.body } }),
      },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Pixel');
    await choosePage(dialog, 'Aula');
    await pick(dialog, /^Curso/, 'Fotografia com o Celular');
    expect(selector(dialog, /^Módulo/)).toBeEnabled();
    expect(selector(dialog, /^Aula/)).toBeDisabled();
    await userEvent.click(selector(dialog, /^Módulo/));
    // Only that course's modules, after "all".
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos os módulos', 'Primeiros cliques', 'Composição']),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Composição' }));
    await pick(dialog, /^Aula/, 'Enquadramento e perspectiva');
    expect(server.calls.some((c) => c.path === '/api/platform/auth/module/21')).toBe(true);

    // Another course asks for its module and lesson afresh.
    await pick(dialog, /^Curso/, 'Marketing Digital');
    expect(selector(dialog, /^Módulo/)).not.toHaveTextContent('Composição');
    expect(selector(dialog, /^Aula/)).toBeDisabled();
    await pick(dialog, /^Curso/, 'Fotografia com o Celular');
    await pick(dialog, /^Módulo/, 'Composição');
    await pick(dialog, /^Aula/, 'Todas as aulas');
    await writeCode(dialog, '<p>oi</p>');
    await save(dialog);
    await waitFor(() => expect(server.sent('POST', CREATE)).toHaveLength(1));
    expect(server.sent('POST', CREATE)[0]).toMatchObject({ customHtml: { page: 'lesson', course_id: 10, module_id: 21, lesson_id: null } });
  });

  it('the community page asks for a community, "all" included', async () => {
    const { server, dialog } = await openCreate({
      routes: {
        [`POST ${CREATE}`]: (call) => ({ status: 201, body: { message: 'HTML personalizado criado com sucesso', data: call.body } }),
      },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Boas-vindas');
    await choosePage(dialog, 'Comunidade');
    await writeCode(dialog, '<p>oi</p>');
    await save(dialog);
    expect(await within(dialog).findByText('Selecione a comunidade')).toBeInTheDocument();
    await pick(dialog, /^Comunidade/, 'Clube da Fotografia');
    await save(dialog);
    await waitFor(() => expect(server.sent('POST', CREATE)).toHaveLength(1));
    expect(server.sent('POST', CREATE)[0]).toMatchObject({ customHtml: { page: 'community', community_id: 8, course_id: null } });
  });
});

describe('HTML personalizado: saving (spec 002 §4, §8)', () => {
  it("creates a homepage block: the server's 'HTML personalizado criado com sucesso', the modal closes and the list shows it", async () => {
    const { server, dialog } = await openCreate({
      routes: {
        [`POST ${CREATE}`]: () => {
          server.state.blocks = [homeBlock];
          return { status: 201, body: { message: 'HTML personalizado criado com sucesso', data: homeBlock } };
        },
      },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Aviso da home');
    await choosePage(dialog, 'Página inicial');
    await writeCode(dialog, '<p>Olá</p>');
    expect(within(dialog).getByText('0,1 KB de 100 KB')).toBeInTheDocument();
    await save(dialog);
    await waitFor(() => expect(toasts.success).toEqual(['HTML personalizado criado com sucesso']));
    expect(server.sent('POST', CREATE)).toEqual([
      {
        customHtml: {
          title: 'Aviso da home',
          html: '<p>Olá</p>',
          page: 'homepage',
          community_id: null,
          course_id: null,
          module_id: null,
          lesson_id: null,
        },
        tenant_id: 1,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Aviso da home')).toBeInTheDocument();

    // Opened again, the form starts empty (spec 002 §4: it resets after a save).
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar HTML' }));
    const again = await screen.findByRole('dialog', { name: 'Adicionar HTML personalizado' });
    expect(within(again).getByRole('textbox', { name: /Título/ })).toHaveValue('');
  });

  it("edits a block prefilled with its place; PUT …/{id}: 'HTML personalizado editado com sucesso'", async () => {
    const server = serveCustomHtml({
      blocks: [lessonBlock],
      routes: { [`PUT ${UPDATE}`]: { status: 200, body: { message: 'HTML personalizado editado com sucesso', data: lessonBlock } } },
    });
    renderShell(<CustomHtmlSection />, { user: owner });
    await userEvent.click(await screen.findByRole('button', { name: `Editar ${lessonBlock.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar HTML personalizado' });
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue(lessonBlock.title);
    expect(within(dialog).getByRole('combobox', { name: /Página/ })).toHaveValue('Aula');
    await waitFor(() => expect(selector(dialog, /^Curso/)).toHaveTextContent('Fotografia com o Celular'));
    await waitFor(() => expect(selector(dialog, /^Módulo/)).toHaveTextContent('Composição'));
    await waitFor(() => expect(selector(dialog, /^Aula/)).toHaveTextContent('Linhas que guiam o olhar'));
    expect(await codeEditor(dialog)).toHaveTextContent('<script>track()</script>');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Título/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Pixel');
    await save(dialog);
    await waitFor(() => expect(toasts.success).toEqual(['HTML personalizado editado com sucesso']));
    expect(server.sent('PUT', UPDATE)).toEqual([
      {
        customHtml: {
          title: 'Pixel',
          html: lessonBlock.html,
          page: 'lesson',
          community_id: null,
          course_id: 10,
          module_id: 21,
          lesson_id: 31,
        },
        tenant_id: 1,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts the server's field issue on its field and toasts the server's message (400)", async () => {
    const error = 'O item selecionado não existe nesta escola.';
    const { dialog } = await openCreate({
      routes: { [`POST ${CREATE}`]: { status: 400, body: { error, issues: [{ path: 'body.customHtml.lesson_id', message: error }] } } },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Pixel');
    await choosePage(dialog, 'Aula');
    await pick(dialog, /^Curso/, 'Fotografia com o Celular');
    await pick(dialog, /^Módulo/, 'Composição');
    await pick(dialog, /^Aula/, 'Linhas que guiam o olhar');
    await writeCode(dialog, '<p>oi</p>');
    await save(dialog);
    await waitFor(() => expect(toasts.error).toEqual([error]));
    expect(within(dialog).getByText(error)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adicionar HTML personalizado' })).toBeInTheDocument();
  });

  it("409: the server's 'at most 50' as an error toast", async () => {
    const tooMany = 'Você pode criar no máximo 50 blocos de HTML personalizado.';
    const { dialog } = await openCreate({ routes: { [`POST ${CREATE}`]: { status: 409, body: { error: tooMany } } } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Pixel');
    await choosePage(dialog, 'Busca');
    await writeCode(dialog, '<p>oi</p>');
    await save(dialog);
    await waitFor(() => expect(toasts.error).toEqual([tooMany]));
  });

  it("a server failure toasts 'Falha ao criar o HTML personalizado'; an update's, 'Falha ao atualizar o HTML personalizado'", async () => {
    const { dialog } = await openCreate({
      blocks: [homeBlock],
      routes: {
        [`POST ${CREATE}`]: { status: 500, body: { error: 'Erro interno.' } },
        [`PUT /api/platform/auth/custom-html/${homeBlock.id}`]: { status: 503, body: { error: 'x' } },
      },
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Pixel');
    await choosePage(dialog, 'Perfil');
    await writeCode(dialog, '<p>oi</p>');
    await save(dialog);
    await waitFor(() => expect(toasts.error).toEqual(['Falha ao criar o HTML personalizado']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Editar Aviso da home' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar HTML personalizado' });
    await save(edit);
    await waitFor(() => expect(toasts.error).toEqual(['Falha ao criar o HTML personalizado', 'Falha ao atualizar o HTML personalizado']));
  });
});

describe('HTML personalizado: the preview (spec 002 §2, decision 0008)', () => {
  it('"Pré-visualizar" opens a full-screen view that posts the code into the sandboxed preview frame', async () => {
    const submitted: HTMLFormElement[] = [];
    // jsdom does not navigate frames: the post is observed, the server's document is the e2e's part.
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Contador');
    await writeCode(dialog, '<script>document.write(1 + 1)</script>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pré-visualizar' }));
    const preview = await screen.findByRole('dialog', { name: 'Pré-visualização: Contador' });
    const frame = within(preview).getByTitle('Pré-visualização do HTML');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await waitFor(() => expect(submitted).toHaveLength(1));
    const form = submitted[0]!;
    expect(form.getAttribute('action')).toBe('/api/platform/auth/custom-html/preview');
    expect(form.getAttribute('target')).toBe(frame.getAttribute('name'));
    expect(new FormData(form).get('html')).toBe('<script>document.write(1 + 1)</script>');

    // Closing the preview goes back to the form, code intact.
    await userEvent.click(within(preview).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Pré-visualização/ })).toBeNull());
    expect(await codeEditor(dialog)).toHaveTextContent('<script>document.write(1 + 1)</script>');
  });

  it('with no code yet, the preview says to write some', async () => {
    const { dialog } = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pré-visualizar' }));
    const preview = await screen.findByRole('dialog', { name: 'Pré-visualização do HTML personalizado' });
    expect(within(preview).getByText('Escreva o código HTML para pré-visualizar.')).toBeInTheDocument();
    expect(within(preview).queryByTitle('Pré-visualização do HTML')).toBeNull();
  });
});
