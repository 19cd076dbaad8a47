import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselSettings } from '@trilha/shared/carousels/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import { serve } from './test-server';
import { VitrineSection } from './VitrineSection';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const row = (id: number, title: string, type: string, extra: Partial<CarouselSettings> = {}): CarouselSettings => ({
  id,
  tenant_id: 1,
  title,
  description: '',
  type,
  custom: 1,
  type_content: null,
  card_type: 'horizontal',
  carousel_type: 'Regular',
  cards_per_group: 0,
  cards_per_group_mobile: 0,
  autoplay: 0,
  autoplay_time: 4,
  font_title: null,
  weight_title: 900,
  size_title: 27,
  font_description: null,
  weight_description: 300,
  size_description: 18,
  published: 1,
  order: id,
  system: false,
  items_count: 2,
  ...extra,
});
const carousels = [
  row(1, 'Cursos em destaque', '1'),
  row(2, 'Continuar assistindo', '5', { system: true }),
  row(3, 'Aulas rápidas', '3', { published: 0 }),
];
const settings = {
  data: {
    tenant_id: 1,
    show_carrousel_continue_class: 1,
    show_carrousel_continue_module: 0,
    show_carrousel_continue_course: 0,
    show_carrousel_highlight: 1,
  },
};

function open(writes: Record<string, [number, unknown]> = {}) {
  const server = serve({
    'GET /api/auth/config/plataforma/carrossel/index/1': [200, { data: carousels }],
    'GET /api/auth/config/plataforma/getCustomBasic/1': [200, settings],
    'GET /api/auth/config/plataforma/getMyListStats/1': [200, { data: [{ published: 1 }] }],
    'GET /api/auth/config/plataforma/get-content-config/1': [200, { show_blocked_content: 0 }],
    'GET /api/auth/home/carousel-item/1/1/1': [
      200,
      { data: [{ id: 7, title: 'Fotografia', carouselItemId: 70, image: null, course_title: null }] },
    ],
    ...writes,
  });
  renderShell(<VitrineSection />);
  return server;
}

describe('Vitrine section (spec 002 "Vitrine section", §4 "Showcase list")', () => {
  it('lists every carousel with its type and state; system rows have the badge and no actions', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Carrosséis da vitrine' });
    const [first, system, last] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    const rows = [first, system, last];
    expect(rows.map((r) => r.querySelector('[data-row-title]')?.textContent)).toEqual([
      'Cursos em destaque',
      'Continuar assistindo',
      'Aulas rápidas',
    ]);
    expect(within(first).getByText('Publicado')).toBeInTheDocument();
    expect(within(last).getByText('Não publicado')).toBeInTheDocument();
    expect(within(system).getByText('Sistema')).toBeInTheDocument();
    expect(within(system).queryByRole('button', { name: /Ações de/ })).not.toBeInTheDocument();
    expect(within(system).getByRole('button', { name: 'Arrastar Continuar assistindo para mudar a ordem' })).toBeInTheDocument();
  });

  it("loads a carousel's items only when its row is expanded", async () => {
    const server = open();
    await screen.findByRole('list', { name: 'Carrosséis da vitrine' });
    expect(server.called('GET /api/auth/home/carousel-item/1/1/1')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar itens de Cursos em destaque' }));
    const items = await screen.findByRole('list', { name: 'Itens de Cursos em destaque' });
    expect(within(items).getByText('Fotografia')).toBeInTheDocument();
    expect(server.called('GET /api/auth/home/carousel-item/1/1/1')).toBe(true);
  });

  it('the menu reads Publicar or Despublicar by state; a failed toggle says "Erro ao atualizar informação, tente novamente"', async () => {
    const server = open({
      'GET /api/auth/config/plataforma/carrossel/publish/1/3': [200, { message: 'Carrossel publicado', data: { id: 3, published: 1 } }],
      'GET /api/auth/config/plataforma/carrossel/publish/1/1': [500, { error: 'Erro interno' }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Aulas rápidas' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Publicar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Carrossel publicado'));
    expect(server.called('GET /api/auth/config/plataforma/carrossel/publish/1/3')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ações de Cursos em destaque' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Despublicar' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Erro ao atualizar informação, tente novamente'));
  });

  it('removing asks first, then deletes with "Carrossel deletado com sucesso"', async () => {
    const server = open({ 'DELETE /api/auth/config/plataforma/carrossel/delete/1/1': [200, { message: 'ok' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Cursos em destaque' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover carrossel' });
    expect(server.called('DELETE /api/auth/config/plataforma/carrossel/delete/1/1')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Carrossel deletado com sucesso'));
  });

  it('the switches save at once; each failure has its own text', async () => {
    const server = open({
      'POST /api/auth/config/plataforma/updateCustomBasic': [500, { error: 'Erro interno' }],
      'POST /api/auth/config/plataforma/show-all-content': [500, { error: 'Erro interno' }],
      'POST /api/auth/config/plataforma/updateMyListStats': [500, { error: 'Erro interno' }],
    });
    const modules = await screen.findByRole('switch', { name: 'Módulos' });
    await waitFor(() => expect(modules).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Aulas' })).toBeChecked();
    await userEvent.click(modules);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Houve um problema ao alterar os dados da plataforma'));
    expect(server.sent('POST /api/auth/config/plataforma/updateCustomBasic')).toEqual({ tenant_id: 1, show_carrousel_continue_module: 1 });
    expect(modules).not.toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: /Mostrar conteúdo bloqueado/ }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Falha ao tentar Atualizar o status! tente novamente mais tarde'));
    expect(server.sent('POST /api/auth/config/plataforma/show-all-content')).toEqual({ tenant_id: 1, show_all_content: 1 });

    await userEvent.click(screen.getByRole('tab', { name: 'Minha lista' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Mostrar o carrossel Minha lista' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Não foi possível salvar esta configuração. Tente novamente e, se persistir, contate o suporte.',
      ),
    );
    expect(server.sent('POST /api/auth/config/plataforma/updateMyListStats')).toEqual({ tenant_id: 1, mylist_status: 0 });
  });
});
