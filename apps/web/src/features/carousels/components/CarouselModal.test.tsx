import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import { CarouselModal } from './CarouselModal';
import { resourceRoutes, serve } from './test-server';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function open(routes = resourceRoutes) {
  const server = serve(routes);
  const onClose = vi.fn();
  renderShell(<CarouselModal tenantId={1} carouselId={null} opened onClose={onClose} />);
  return { server, onClose, dialog: () => screen.getByRole('dialog', { name: 'Novo carrossel' }) };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
const tab = (name: string) => screen.getByRole('tab', { name });

async function fillData(title: string, type: 'Cursos' | 'Módulos' | 'Aulas') {
  await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), title);
  await userEvent.click(screen.getByRole('radio', { name: type }));
  await next();
  await waitFor(() => expect(tab('Conteúdo')).toHaveAttribute('aria-selected', 'true'));
}

describe('Carousel modal, tab Dados (spec 002 §5 Carousel)', () => {
  it('"Próximo" with an empty title shows "Campo obrigatório" and the toast, and stays on the tab', async () => {
    open();
    await next();
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledWith('O carrossel não pode ser criado sem título!');
    expect(screen.getByText('Selecione algum tipo de carrossel.')).toBeInTheDocument();
    expect(tab('Dados')).toHaveAttribute('aria-selected', 'true');
  });

  it('a title under 3 characters and a missing type each get their message; clicking a tab checks too', async () => {
    open();
    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'ab');
    await userEvent.click(tab('Edição avançada'));
    expect(await screen.findByText('O nome do carrossel deve ter no mínimo 3 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Selecione algum tipo de carrossel.')).toBeInTheDocument();
    expect(showError).not.toHaveBeenCalled();
    expect(tab('Dados')).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'c');
    await userEvent.click(screen.getByRole('radio', { name: 'Cursos' }));
    await next();
    await waitFor(() => expect(tab('Conteúdo')).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('Carousel modal, tab Conteúdo by type (spec 002 §4)', () => {
  it('type 1 lists the courses, loaded only once the tab opens; saving sends them in the chosen order', async () => {
    const { server, onClose } = open({
      ...resourceRoutes,
      'POST /api/auth/config/plataforma/carrossel/create': [200, ['ok', 200, { data: {} }]],
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Título/ }), 'Cursos em destaque');
    await userEvent.click(screen.getByRole('radio', { name: 'Cursos' }));
    expect(server.called('GET /api/auth/cursos/index/1')).toBe(false);
    await next();
    const list = await screen.findByRole('group', { name: 'Cursos' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.closest('.mantine-Checkbox-root')?.textContent),
    ).toEqual(['Fotografia com o Celular', 'Marketing Digital']);
    expect(server.called('GET /api/auth/platform/modules/1')).toBe(false);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Marketing Digital' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Fotografia com o Celular' }));
    const selected = screen.getByRole('list', { name: 'Conteúdo selecionado' });
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Marketing Digital', 'Fotografia com o Celular']);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Carrossel criado/atualizado com sucesso!'));
    expect(server.sent('POST /api/auth/config/plataforma/carrossel/create')).toMatchObject({
      tenant_id: 1,
      title: 'Cursos em destaque',
      type: 1,
      custom: 1,
      type_content: null,
      published: 1,
      content: [2, 1],
      card_type: 'horizontal',
      carousel_type: 'Regular',
      autoplay: 0,
      autoplay_time: 4,
      size_title: 27,
      weight_title: 900,
      size_description: 18,
      weight_description: 300,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses to save without content: toast "…sem conteúdo!" and nothing sent', async () => {
    const { server } = open();
    await fillData('Sem nada', 'Cursos');
    await screen.findByRole('group', { name: 'Cursos' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('O carrossel não pode ser criado/atualizado sem conteúdo!'));
    expect(server.called('POST /api/auth/config/plataforma/carrossel/create')).toBe(false);
  });

  it('type 2 "Por curso" lists one course\'s modules and records the course; "Personalizado" filters all modules', async () => {
    const { server } = open({ ...resourceRoutes, 'POST /api/auth/config/plataforma/carrossel/create': [200, ['ok', 200, { data: {} }]] });
    await fillData('Módulos de fotografia', 'Módulos');
    expect(screen.getByRole('radio', { name: 'Por curso' })).toBeChecked();
    await userEvent.click(screen.getByRole('combobox', { name: 'Curso' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fotografia com o Celular', hidden: true }));
    const list = await screen.findByRole('group', { name: 'Módulos' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('checkbox', { name: /Composição/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server.called('POST /api/auth/config/plataforma/carrossel/create')).toBe(true));
    expect(server.sent('POST /api/auth/config/plataforma/carrossel/create')).toMatchObject({
      type: 2,
      custom: 0,
      type_content: 1,
      content: [11],
    });
  });

  it('type 2 "Personalizado" shows every module with its course and narrows by the filter box', async () => {
    open();
    await fillData('Módulos', 'Módulos');
    await userEvent.click(screen.getByRole('radio', { name: 'Personalizado' }));
    const list = await screen.findByRole('group', { name: 'Módulos' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.type(screen.getByRole('textbox', { name: 'Filtrar módulos' }), 'fundam');
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(1));
    expect(within(list).getByText('Marketing Digital')).toBeInTheDocument();
  });

  it('type 3 "Por módulo" loads the chosen module\'s lessons', async () => {
    const { server } = open();
    await fillData('Aulas do módulo', 'Aulas');
    await userEvent.click(screen.getByRole('combobox', { name: 'Módulo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Primeiros cliques', hidden: true }));
    const list = await screen.findByRole('group', { name: 'Aulas' });
    expect(within(list).getAllByRole('checkbox').length).toBe(2);
    expect(server.called('GET /api/platform/auth/module/10')).toBe(true);
    expect(server.called('GET /api/auth/aulas/allClasses/1?page=1')).toBe(false);
  });

  it('type 3 "Personalizado" pages all lessons, searches after a pause, and a failed search is quietly empty', async () => {
    const { server } = open();
    await fillData('Aulas escolhidas', 'Aulas');
    await userEvent.click(screen.getByRole('radio', { name: 'Personalizado' }));
    const list = await screen.findByRole('group', { name: 'Aulas' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(2));
    await userEvent.click(within(list).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Aulas' })).getAllByRole('checkbox')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar aulas' }), 'regra');
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Aulas' })).getAllByRole('checkbox')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(server.called('GET /api/auth/aulas/search/regra/1?page=1')).toBe(true);
    // Typing fast sends one search, not one per letter.
    expect(server.fetch.mock.calls.filter(([input]) => input.includes('/aulas/search/')).length).toBe(1);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar aulas' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar aulas' }), 'falha');
    await waitFor(() => expect(server.called('GET /api/auth/aulas/search/falha/1?page=1')).toBe(true), { timeout: 3000 });
    expect(await screen.findByText('Nada encontrado.')).toBeInTheDocument();
    expect(showError).not.toHaveBeenCalled();
  });

  it('a list that fails to load says "Houve um erro ao recuperar dados de conteúdo"', async () => {
    open({ ...resourceRoutes, 'GET /api/auth/cursos/index/1': [500, { error: 'Erro interno' }] });
    await fillData('Cursos', 'Cursos');
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Houve um erro ao recuperar dados de conteúdo'));
  });
});
