import { CAROUSEL_PATHS, HOME_PATHS } from '@trilha/shared/testing/contract-paths';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, student } from '../../../test/render-app';
import { showError, showSuccess } from '../../../lib/toast';
import CarouselOrderMode from './CarouselOrderMode';
import { carousel } from '../../../test/home-fixtures';
import { stubFetchRoutes, type Handler } from '../../../test/fetch-routes';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const owner = { ...student, roles: [{ role: { slug: 'owner' as const, name: 'Dono' } }], canEdit: true, staff: true };
// The school's whole showcase in its order (carrossel/index), as the panel's Vitrine lists it.
const shown = [
  carousel({ id: 30, title: 'Primeiro' }),
  carousel({ id: 20, title: 'Segundo', type: '8', system: true }),
  carousel({ id: 10, title: 'Terceiro', type: '3' }),
].map(({ total_items, ...rest }) => ({ ...rest, items: undefined, items_count: total_items }));
const showcase = [...shown, { ...shown[0]!, id: 5, title: 'Rascunho', published: 0 as const, items_count: 0 }];
const serveShowcase = (routes: Record<string, Handler> = {}) =>
  stubFetchRoutes({ [`GET ${CAROUSEL_PATHS.index(1)}`]: [200, { data: showcase }], ...routes });

/** jsdom has no layout: each bar gets a row 70 px below the previous one so dnd-kit's keyboard moves have somewhere to go. */
function layOutBars() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const li = this.closest('li[data-carousel-id]');
    const index = li ? Array.from(li.parentElement!.children).indexOf(li) : 0;
    const top = index * 70;
    return { x: 0, y: top, top, left: 0, width: 600, height: 60, right: 600, bottom: top + 60, toJSON: () => ({}) };
  });
}

const bars = () =>
  within(screen.getByRole('list', { name: 'Ordem dos carrosséis' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-carousel-id'));

async function moveDown(name: string) {
  const bar = screen.getByRole('button', { name });
  act(() => bar.focus());
  fireEvent.keyDown(bar, { code: 'Space', key: ' ' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  fireEvent.keyDown(document.activeElement ?? bar, { code: 'ArrowDown', key: 'ArrowDown' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  fireEvent.keyDown(document.activeElement ?? bar, { code: 'Space', key: ' ' });
}

beforeEach(layOutBars);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('Carousel-order edit mode (spec 000 §2, §4, §7 orderCarrossel)', () => {
  it("shows the whole showcase as bars with title and type, in its order, unpublished ones marked (the panel's list)", async () => {
    serveShowcase();
    renderShell(<CarouselOrderMode tenantId={1} onClose={() => {}} />, { user: owner });
    await screen.findByRole('list', { name: 'Ordem dos carrosséis' });
    expect(bars()).toEqual(['30', '20', '10', '5']);
    expect(within(screen.getByRole('button', { name: 'Arrastar Rascunho para mudar a ordem' })).getByText('Não publicado')).toBeVisible();
    const system = screen.getByRole('button', { name: 'Arrastar Em alta para mudar a ordem' });
    expect(system).toHaveAttribute('aria-roledescription', 'sortable');
    expect(within(system).getByText('Carrossel do sistema')).toBeVisible();
    expect(within(screen.getByRole('button', { name: 'Arrastar Terceiro para mudar a ordem' })).getByText('Aulas')).toBeVisible();
  });

  it('sends the ids in the displayed order (first = top) and toasts body[0]', async () => {
    const { fetch } = serveShowcase({
      [`POST ${CAROUSEL_PATHS.order}`]: ({ body }) => [
        200,
        ['Ordem dos carrosséis salva com sucesso', 200, { data: (body as { newOrdenation: number[] }).newOrdenation }],
      ],
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [] }],
    });
    const onClose = vi.fn();
    renderShell(<CarouselOrderMode tenantId={1} onClose={onClose} />, { user: owner });
    await screen.findByRole('list', { name: 'Ordem dos carrosséis' });
    await moveDown('Arrastar Primeiro para mudar a ordem');
    await waitFor(() => expect(bars()).toEqual(['20', '30', '10', '5']));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Ordem dos carrosséis salva com sucesso'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ tenant_id: 1, newOrdenation: [20, 30, 10, 5] });
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel sends nothing and leaves the mode; a failed save says "Erro ao salvar a nova ordem dos carrosseis"', async () => {
    const { fetch } = serveShowcase({
      [`POST ${CAROUSEL_PATHS.order}`]: [422, { error: 'A nova ordem deve conter carrosséis da plataforma, cada um uma vez' }],
    });
    const onClose = vi.fn();
    renderShell(<CarouselOrderMode tenantId={1} onClose={onClose} />, { user: owner });
    await screen.findByRole('list', { name: 'Ordem dos carrosséis' });
    await moveDown('Arrastar Em alta para mudar a ordem');
    await waitFor(() => expect(bars()).toEqual(['30', '10', '20', '5']));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Erro ao salvar a nova ordem dos carrosseis'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});
