import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../../../lib/toast';
import { renderShell } from '../../../../test/render-app';
import { LegacyCommunityDrawer } from './LegacyCommunityDrawer';
import { serve } from './test-server';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const CREATE = 'POST /api/auth/community/create';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
/** Puts the text in as one paste: typing it key by key re-renders the whole form per key, seconds on a loaded machine. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openCreate() {
  const onClose = vi.fn();
  renderShell(<LegacyCommunityDrawer tenantId={1} communityId={null} opened onClose={onClose} />);
  const drawer = await screen.findByRole('dialog', { name: 'Nova comunidade' });
  return { drawer, onClose };
}

/** Opens an accordion panel and waits until its content is shown (the collapse settles a frame later). */
async function openPanel(drawer: HTMLElement, name: string) {
  await user.click(within(drawer).getByRole('button', { name }));
  return within(drawer).findByRole('region', { name });
}

async function pickProducts(drawer: HTMLElement, names: string[]) {
  await openPanel(drawer, 'Produtos com acesso');
  await user.click(within(drawer).getByRole('button', { name: 'Produtos' }));
  const list = await screen.findByRole('listbox', { name: 'Produtos' });
  // Spec 000 §3: inactive products are not offered.
  expect(within(list).queryByRole('option', { name: 'Curso Antigo' })).not.toBeInTheDocument();
  for (const name of names) await user.click(within(list).getByRole('option', { name }));
}

// Each test walks the whole form as a person would; beside the other lanes that takes seconds.
describe('Legacy community drawer: create (spec 000 §3, §5, §8)', { timeout: 60_000 }, () => {
  it('creates with the record, the content toggles and the products in one POST, toasts and closes', async () => {
    const api = serve({ [CREATE]: () => [201, { message: 'Comunidade criada com sucesso.', data: {} }] });
    const { drawer, onClose } = await openCreate();
    expect(within(drawer).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();

    await fill(within(drawer).getByRole('textbox', { name: /Nome da comunidade/ }), 'Clube do livro');
    await user.click(within(drawer).getByRole('switch', { name: 'Mostrar ranking' }));

    await openPanel(drawer, 'Aparência');
    const backgrounds = within(drawer).getByRole('radiogroup', { name: 'Imagem de fundo' });
    expect(within(backgrounds).getAllByRole('radio')).toHaveLength(18);
    expect(within(backgrounds).getByRole('radio', { name: 'Nenhum' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(backgrounds).getByRole('radio', { name: 'Azul céu' }));
    expect(within(backgrounds).getByRole('radio', { name: 'Azul céu' })).toHaveAttribute('aria-checked', 'true');
    await fill(within(drawer).getByRole('textbox', { name: /Cor da sombra/ }), '#112233');

    await openPanel(drawer, 'Botão de vendas');
    await fill(within(drawer).getByRole('textbox', { name: 'Texto do botão de vendas' }), 'Assine já');
    await fill(within(drawer).getByRole('textbox', { name: /Link de vendas/ }), 'https://loja.example.com/clube');

    await openPanel(drawer, 'Links');
    await user.click(within(drawer).getByRole('button', { name: 'Adicionar link' }));
    const link = within(drawer).getByRole('group', { name: 'Link 1' });
    await fill(within(link).getByRole('textbox', { name: /Título/ }), 'Blog');
    await fill(within(link).getByRole('textbox', { name: /Endereço/ }), 'blog.example.com');

    await pickProducts(drawer, ['Curso A', 'Curso D']);

    await openPanel(drawer, 'Conteúdo');
    const comments = within(drawer).getByRole('switch', { name: 'Comentários' });
    expect(comments).toBeChecked();
    await user.click(comments);

    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Comunidade criada com sucesso.'));
    expect(api.sent(CREATE)).toEqual({
      title: 'Clube do livro',
      description: '',
      principal: false,
      show_ranking: false,
      show_continue_watching: true,
      background_color: '/backgrounds/azul-ceu.webp',
      primary_text_color: null,
      secondary_text_color: null,
      shadow_color: '#112233',
      font_family: null,
      button_sales_text: 'Assine já',
      sales_url: 'loja.example.com/clube',
      links: [{ title: 'Blog', url: 'blog.example.com' }],
      tenant_id: 1,
      publications: true,
      comments: false,
      likes: true,
      text: true,
      allow_files: true,
      videos: true,
      images: true,
      carousels: true,
      permissions_array: [10, 13],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('refuses a community without a product: "Selecione ao menos um produto!", shown in its opened panel, nothing sent', async () => {
    const api = serve();
    const { drawer, onClose } = await openCreate();
    await fill(within(drawer).getByRole('textbox', { name: /Nome da comunidade/ }), 'Clube do livro');
    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    expect(await within(drawer).findByText('Selecione ao menos um produto!')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Produtos com acesso' })).toHaveAttribute('aria-expanded', 'true');
    expect(api.made(CREATE)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('words the title rules as the spec does', async () => {
    const api = serve();
    const { drawer } = await openCreate();
    await pickProducts(drawer, ['Curso A']);
    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    expect(await within(drawer).findByText('O nome da comunidade é obrigatório')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('textbox', { name: /Nome da comunidade/ }));
    await user.paste('x'.repeat(51));
    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    expect(await within(drawer).findByText('O nome da comunidade deve ter no máximo 50 caracteres')).toBeInTheDocument();
    expect(api.made(CREATE)).toHaveLength(0);
  });

  it('refuses a link without its address, in its own words', async () => {
    const api = serve();
    const { drawer } = await openCreate();
    await fill(within(drawer).getByRole('textbox', { name: /Nome da comunidade/ }), 'Clube');
    await pickProducts(drawer, ['Curso A']);
    await openPanel(drawer, 'Links');
    await user.click(within(drawer).getByRole('button', { name: 'Adicionar link' }));
    await fill(within(drawer).getByRole('textbox', { name: /Título/ }), 'Blog');
    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    expect(await within(drawer).findByText('Informe o endereço do link.')).toBeInTheDocument();
    expect(api.made(CREATE)).toHaveLength(0);
  });

  it('stops at 10 links', async () => {
    serve();
    const { drawer } = await openCreate();
    await openPanel(drawer, 'Links');
    const add = within(drawer).getByRole('button', { name: 'Adicionar link' });
    for (let i = 0; i < 10; i++) await user.click(add);
    expect(add).toBeDisabled();
    expect(within(drawer).getByText('10 de 10 links')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Remover link 3' }));
    expect(add).toBeEnabled();
    expect(within(drawer).getAllByRole('group', { name: /^Link \d+$/ })).toHaveLength(9);
  });

  it("toasts the server's refusal (the 101st community) and the spec's text for any other failure, and stays open", async () => {
    let status = 409;
    serve({ [CREATE]: () => [status, { error: 'Uma escola pode ter no máximo 100 comunidades.' }] });
    const { drawer, onClose } = await openCreate();
    await fill(within(drawer).getByRole('textbox', { name: /Nome da comunidade/ }), 'Clube');
    await pickProducts(drawer, ['Curso B']);
    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Uma escola pode ter no máximo 100 comunidades.'));

    status = 500;
    await user.click(within(drawer).getByRole('button', { name: 'Criar comunidade' }));
    await waitFor(() => expect(showError).toHaveBeenLastCalledWith('Falha ao criar a comunidade! Tente novamente.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
