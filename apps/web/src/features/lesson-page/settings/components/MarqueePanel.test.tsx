import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { LessonPageSection } from './LessonPageSection';
import { owner, resetToasts, sampleMarquee, serveLessonPage, toasts } from './test-server';

vi.mock('../../../../lib/toast', async () => {
  const { toasts: shown } = await import('./test-server');
  return {
    showSuccess: (message: string) => shown.success.push(message),
    showError: (_error: unknown, fallback?: string) => shown.error.push(fallback ?? ''),
  };
});

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openMarqueeTab(options: Parameters<typeof serveLessonPage>[0] = {}) {
  const server = serveLessonPage(options);
  renderShell(<LessonPageSection />, { user: owner });
  await userEvent.click(await screen.findByRole('tab', { name: 'Letreiro' }));
  return server;
}

const createButton = () => screen.findByRole('button', { name: /Criar letreiro/ });
const dialog = () => screen.findByRole('dialog', { name: /letreiro/i });

async function chooseProduct(form: HTMLElement, name: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: /Produto/ }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('Página de aula: Letreiro list (spec 001 §2, §7, §9)', () => {
  it('shows the empty state and an enabled "Criar letreiro"', async () => {
    const server = await openMarqueeTab();
    expect(await screen.findByText('Nenhum letreiro ainda')).toBeInTheDocument();
    expect(await createButton()).not.toHaveAttribute('aria-disabled');
    expect(server.calls.some((c) => c.method === 'GET' && c.path === '/api/auth/marquee/1')).toBe(true);
  });

  it('cuts the text at 32 characters (the whole text in its title), shows the product, and disables "Criar letreiro" with its tooltip', async () => {
    await openMarqueeTab({ marquees: [sampleMarquee] });
    const list = await screen.findByRole('list', { name: 'Letreiros da escola' });
    const text = within(list).getByText('Olá $nome_aluno, a live de sexta…');
    expect(text).toHaveAttribute('title', sampleMarquee.text);
    expect(within(list).getByText('Fotografia Essencial')).toBeInTheDocument();
    const create = await createButton();
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(create);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Novas atualizações em breve');
    await userEvent.unhover(create);
    // Keyboard users meet the reason too: the button stays focusable and names it.
    create.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Novas atualizações em breve');
    expect(create).toHaveAccessibleDescription('Novas atualizações em breve');
    await userEvent.click(create);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Página de aula: Letreiro form (spec 001 §3, §5, §8)', () => {
  it('says what is missing, word for word, and rejects a bad URL', async () => {
    const server = await openMarqueeTab();
    await userEvent.click(await createButton());
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Link/ }), 'nao e link');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    expect(await within(form).findByText('O texto do letreiro é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Por favor, selecione um produto')).toBeInTheDocument();
    expect(within(form).getByText('Insira uma URL válida')).toBeInTheDocument();
    expect(server.sent('POST', '/api/auth/marquee/create')).toEqual([]);
  });

  it('creates with $nome_aluno inserted, shows the live preview with sample names, toasts "Letreiro salvo com sucesso." and lists it', async () => {
    const server = await openMarqueeTab();
    await userEvent.click(await createButton());
    const form = await dialog();
    // The field's defaults (spec 001 §9): speed 40, type fixed horizontal.
    expect(within(form).getByRole('slider', { name: 'Velocidade' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(form).getByRole('textbox', { name: 'Tipo' })).toHaveValue('Horizontal');
    const text = within(form).getByRole('textbox', { name: /Texto do letreiro/ });
    await userEvent.type(text, 'Bem-vindo, ');
    await userEvent.click(within(form).getByRole('button', { name: 'Inserir $nome_aluno' }));
    expect(text).toHaveValue('Bem-vindo, $nome_aluno');
    expect(within(form).getByRole('marquee', { name: 'Letreiro' })).toHaveTextContent('Bem-vindo, Ana');
    // Inactive products are not offered.
    await userEvent.click(within(form).getByRole('combobox', { name: /Produto/ }));
    expect(screen.queryByRole('option', { name: 'Curso Antigo', hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Fotografia Essencial', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    await waitFor(() => expect(toasts.success).toEqual(['Letreiro salvo com sucesso.']));
    expect(server.sent('POST', '/api/auth/marquee/create')).toEqual([
      {
        text: 'Bem-vindo, $nome_aluno',
        product_id: 11,
        timer: 40,
        url: null,
        type: 'horizontal',
        font: 'Poppins',
        font_weight: 400,
        border_radius: 8,
        background_color: '#6C5CE7',
        text_color: '#FFFFFF',
        tenant_id: 1,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again after the write, and "Criar letreiro" locks.
    expect(await screen.findByText('Bem-vindo, $nome_aluno')).toBeInTheDocument();
    expect(await createButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows a string in the create reply's data as an error and keeps the form open", async () => {
    await openMarqueeTab({ routes: { 'POST /api/auth/marquee/create': { status: 200, body: { data: 'Produto sem alunos ativos.' } } } });
    await userEvent.click(await createButton());
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Texto do letreiro/ }), 'Oi');
    await chooseProduct(form, 'Edição Avançada');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    await waitFor(() => expect(toasts.error).toEqual(['Produto sem alunos ativos.']));
    expect(toasts.success).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("a failed create toasts 'Error ao criar o letreiro'", async () => {
    await openMarqueeTab({ routes: { 'POST /api/auth/marquee/create': { status: 500, body: { error: 'x' } } } });
    await userEvent.click(await createButton());
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Texto do letreiro/ }), 'Oi');
    await chooseProduct(form, 'Edição Avançada');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    await waitFor(() => expect(toasts.error).toEqual(['Error ao criar o letreiro']));
  });

  it("409: the server's 'Já existe um letreiro definido para este produto.' and the product field says 'Selecione outro produto'", async () => {
    await openMarqueeTab({
      routes: {
        'POST /api/auth/marquee/create': { status: 409, body: { error: 'Já existe um letreiro definido para este produto.' } },
      },
    });
    await userEvent.click(await createButton());
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Texto do letreiro/ }), 'Oi');
    await chooseProduct(form, 'Fotografia Essencial');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    await waitFor(() => expect(toasts.error).toEqual(['Já existe um letreiro definido para este produto.']));
    expect(await within(form).findByText('Selecione outro produto')).toBeInTheDocument();
  });

  it("edits through update/{id}: 'Letreiro atualizado com sucesso.'", async () => {
    const server = await openMarqueeTab({
      marquees: [sampleMarquee],
      routes: { 'POST /api/auth/marquee/update/5': { status: 200, body: { data: { ...sampleMarquee, timer: 40 } } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Editar letreiro/ }));
    const form = await dialog();
    expect(within(form).getByRole('textbox', { name: /Texto do letreiro/ })).toHaveValue(sampleMarquee.text);
    await userEvent.type(within(form).getByRole('textbox', { name: /Link/ }), 'https://aurora.example/live');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    await waitFor(() => expect(toasts.success).toEqual(['Letreiro atualizado com sucesso.']));
    expect(server.sent('POST', '/api/auth/marquee/update/5')[0]).toMatchObject({
      product_id: 11,
      url: 'https://aurora.example/live',
      tenant_id: 1,
    });
  });

  it("a failed update toasts 'Error ao atualizar o letreiro'", async () => {
    await openMarqueeTab({
      marquees: [sampleMarquee],
      routes: { 'POST /api/auth/marquee/update/5': { status: 500, body: { error: 'x' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Editar letreiro/ }));
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar letreiro' }));
    await waitFor(() => expect(toasts.error).toEqual(['Error ao atualizar o letreiro']));
  });
});

describe('Página de aula: Letreiro delete (spec 001 §2, §8)', () => {
  it("deletes only after the confirmation: 'Exclusão realizada.'", async () => {
    const server = await openMarqueeTab({ marquees: [sampleMarquee], routes: { 'DELETE /api/auth/marquee/5': { status: 204 } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Excluir letreiro/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir letreiro' });
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    server.state.marquees = [];
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts.success).toEqual(['Exclusão realizada.']));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/auth/marquee/5']);
    expect(await screen.findByText('Nenhum letreiro ainda')).toBeInTheDocument();
  });

  it("a failed delete toasts 'Houve um erro ao tentar excluir o letreiro.' and closes the modal", async () => {
    await openMarqueeTab({ marquees: [sampleMarquee], routes: { 'DELETE /api/auth/marquee/5': { status: 500, body: { error: 'x' } } } });
    await userEvent.click(await screen.findByRole('button', { name: /^Excluir letreiro/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Excluir letreiro' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toasts.error).toEqual(['Houve um erro ao tentar excluir o letreiro.']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
