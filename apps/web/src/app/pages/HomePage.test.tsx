import { BANNER_PATHS, CAROUSEL_PATHS, HOME_PATHS } from '@trilha/shared/testing/contract-paths';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../shell/Header';
import { renderShell, student } from '../../test/render-app';
import { carousel, item, stubIntersectionObserver } from '../../test/home-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { HomePage } from './HomePage';

vi.mock('../../features/banners/components/BannerSlideshow', () => ({ BannerSlideshow: () => <div data-testid="slideshow" /> }));

const noBanners: [number, unknown] = [
  200,
  ['', 200, { data: [], settings: { banner_custom_transition_type: 'normal', banner_custom_autoplay: 0, banner_custom_autoplay_time: 5 } }],
];
const base = {
  [`GET ${BANNER_PATHS.index(1)}`]: noBanners,
  'GET /api/catalog/courses': [200, { data: [] }] as [number, unknown],
  [`GET ${HOME_PATHS.favoriteIds(1)}`]: [200, { courses: [11], lessons: [] }] as [number, unknown],
};

beforeEach(stubIntersectionObserver);
afterEach(async () => {
  // Back to Portuguese while the page is still mounted with its stubs (a switch re-renders it).
  if (i18n.language !== 'pt') await i18n.changeLanguage('pt');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** carrossel/index: the school's carousels in showcase order (top first), with their item counts. */
const showcase = [carousel({ id: 1, title: 'Primeiro' }), carousel({ id: 2, title: 'Segundo' })].map(({ total_items, ...rest }) => ({
  ...rest,
  items: undefined,
  items_count: total_items,
}));

describe('Home carousels (spec 000 §7)', () => {
  it('keeps only the published carousels and shows them reversed; system rows get their translated title', async () => {
    stubFetchRoutes({
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [
        200,
        {
          data: [
            carousel({ id: 3, title: 'Lançamentos', order: 3 }),
            carousel({ id: 2, title: 'Rascunho', order: 2, published: 0 }),
            carousel({ id: 1, title: 'My list (stored)', type: '9', system: true, order: 1 }),
          ],
        },
      ],
    });
    renderShell(<HomePage />);
    const region = await screen.findByRole('heading', { level: 2, name: 'Lançamentos' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Minha lista', 'Lançamentos']);
    expect(screen.queryByText('Rascunho')).toBeNull();
    expect(region).toBeVisible();
  });

  it('links open cards, locks locked ones, shows progress and the heart pressed for favourites', async () => {
    stubFetchRoutes({
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [
        200,
        {
          data: [
            carousel({
              id: 5,
              type: '5',
              system: true,
              items: [
                item({ id: 11, title: 'Curso aberto' }),
                item({
                  kind: 'lesson',
                  id: 77,
                  title: 'Aula trancada',
                  locked: true,
                  progress: null,
                  course_title: 'Finanças',
                  module_title: 'Módulo 1',
                }),
                item({ kind: 'lesson', id: 78, title: 'Aula pela metade', href: '/curso/11/aula/78', progress: 40 }),
              ],
              total_items: 3,
            }),
          ],
        },
      ],
    });
    renderShell(<HomePage />);
    await screen.findByRole('heading', { name: 'Continuar assistindo' });
    expect(screen.getByRole('link', { name: /Curso aberto/ })).toHaveAttribute('href', '/courses/11');
    // Locked: not a link but a button that explains the lock (the dialog's own test: LockedContentDialog.test).
    expect(screen.queryByRole('link', { name: /Aula trancada/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aula trancada: bloqueado. Saiba como liberar' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('progressbar', { name: '40% assistido' })).toHaveAttribute('aria-valuenow', '40');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remover da minha lista' })).toHaveLength(1));
    expect(screen.getAllByRole('button', { name: 'Adicionar à minha lista' })).toHaveLength(2);
  });

  it('shows a friendly empty state for a school with nothing, and a retry on failure', async () => {
    stubFetchRoutes({ ...base, [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [] }] });
    const first = renderShell(<HomePage />);
    // Before the page is ready, a named busy status (axe: a label needs a role to carry it).
    expect(screen.getByRole('status', { name: 'Carregando a página inicial…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Nada por aqui ainda')).toBeVisible();
    first.unmount();

    stubFetchRoutes({ ...base, [`GET ${HOME_PATHS.carousels(1)}`]: [503, { error: 'Indisponível' }] });
    renderShell(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar a página inicial')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('a carousel speaks Spanish to a Spanish reader: its role and its items (issue 12)', async () => {
    stubFetchRoutes({ ...base, [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 3, title: 'Lanzamientos' })] }] });
    renderShell(<HomePage />);
    await screen.findByRole('region', { name: 'Lanzamientos' });
    await act(() => i18n.changeLanguage('es'));
    const region = screen.getByRole('region', { name: 'Lanzamientos' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    const [first] = within(region).getAllByRole('group');
    expect(first).toHaveAttribute('aria-roledescription', 'elemento');
    expect(first).toHaveAccessibleName(/^1 de \d+$/);
  });

  it("removes the server's drawing of the first screen once the page is drawn: at once without banners (issue 11)", async () => {
    const drawing = Object.assign(document.createElement('div'), { id: 'prepaint' });
    drawing.dataset.path = '/homepage';
    document.body.append(drawing);
    stubFetchRoutes({ ...base, [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel()] }] });
    renderShell(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.getElementById('prepaint')).toBeNull());
  });

  it('shows the slideshow instead of the greeting when the school has banners', async () => {
    stubFetchRoutes({
      ...base,
      [`GET ${BANNER_PATHS.index(1)}`]: [200, ['', 200, { data: [{ id: 1 }], settings: {} }]],
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel()] }],
    });
    renderShell(<HomePage />);
    expect(await screen.findByTestId('slideshow')).toBeInTheDocument();
    expect(screen.queryByText('Sua área de estudos')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olá, Ana!');
  });

  it('never shows the order controls to a student, even with ?ordenar=1', async () => {
    stubFetchRoutes({
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 1 }), carousel({ id: 2, title: 'Outro' })] }],
    });
    renderShell(<HomePage />, { path: '/homepage?ordenar=1' });
    await screen.findByRole('heading', { name: 'Outro' });
    expect(screen.queryByRole('button', { name: 'Ordenar carrosséis' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Ordem dos carrosséis' })).toBeNull();
  });

  it('staff: "Ordenar carrosséis" opens the order mode, the profile drawer\'s button is gone meanwhile, Cancel restores both', async () => {
    const owner = { ...student, roles: [{ role: { slug: 'owner' as const, name: 'Dono' } }], canEdit: true, staff: true };
    stubFetchRoutes({
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 2, title: 'Segundo' }), carousel({ id: 1, title: 'Primeiro' })] }],
      // The order mode lists the whole showcase, as the panel's Vitrine does.
      [`GET ${CAROUSEL_PATHS.index(1)}`]: [200, { data: showcase }],
    });
    renderShell(
      <>
        <Header />
        <HomePage />
      </>,
      { user: owner },
    );
    expect(await screen.findByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Ordenar carrosséis' }));
    const list = await screen.findByRole('list', { name: 'Ordem dos carrosséis' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-carousel-id')),
    ).toEqual(['1', '2']);
    expect(screen.getByTestId('location')).toHaveTextContent('/homepage?ordenar=1');
    expect(screen.queryByRole('button', { name: 'Abrir menu do perfil' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Primeiro' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Primeiro' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Primeiro', 'Segundo']);
    expect(screen.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/homepage$/);
  });

  it('staff: ?ordenar=1 opens the order mode directly', async () => {
    const admin = { ...student, roles: [{ role: { slug: 'moderator' as const, name: 'Moderador' } }], staff: true };
    stubFetchRoutes({
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 2, title: 'Segundo' }), carousel({ id: 1, title: 'Primeiro' })] }],
      // The order mode lists the whole showcase, as the panel's Vitrine does.
      [`GET ${CAROUSEL_PATHS.index(1)}`]: [200, { data: showcase }],
    });
    renderShell(<HomePage />, { user: admin, path: '/homepage?ordenar=1' });
    expect(await screen.findByRole('list', { name: 'Ordem dos carrosséis' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeVisible();
  });

  it('a row sent without items (past the first few) loads them from get-carousel/{id} only once it nears the viewport', async () => {
    const all = [item({ id: 41, title: 'Aula adiada 1', kind: 'lesson' }), item({ id: 42, title: 'Aula adiada 2', kind: 'lesson' })];
    const routes = {
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 7, title: 'Mais abaixo', items: [], total_items: 2 })] }] as [
        number,
        unknown,
      ],
      [`GET ${HOME_PATHS.carousel(7)}`]: [200, { data: carousel({ id: 7, title: 'Mais abaixo', items: all, total_items: 2 }) }] as [
        number,
        unknown,
      ],
    };
    let { fetch } = stubFetchRoutes(routes);
    renderShell(<HomePage />);
    await screen.findByRole('heading', { level: 2, name: 'Mais abaixo' });
    expect(fetch.mock.calls.some(([input]) => input === HOME_PATHS.carousel(7))).toBe(false);
    expect(screen.queryByText('Aula adiada 1')).toBeNull();

    stubIntersectionObserver({ inView: true });
    ({ fetch } = stubFetchRoutes(routes));
    renderShell(<HomePage />);
    expect(await screen.findByText('Aula adiada 1')).toBeVisible();
    expect(fetch.mock.calls.filter(([input]) => input === HOME_PATHS.carousel(7))).toHaveLength(1);
  });

  it('a row far below starts its track (arrows, the rest of its items) only once it nears the screen', async () => {
    const items = Array.from({ length: 24 }, (_, i) => item({ id: i + 1, title: `Curso ${i + 1}` }));
    const routes = {
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 4, title: 'Catálogo', items, total_items: 30 })] }] as [
        number,
        unknown,
      ],
    };
    let { fetch } = stubFetchRoutes(routes);
    const far = renderShell(<HomePage />);
    const region = await screen.findByRole('region', { name: 'Catálogo' });
    await waitFor(() => expect(within(region).getAllByRole('group')).toHaveLength(24));
    // jsdom lays nothing out, so a started track would reach its end and ask for the rest at once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(region).queryByRole('button', { name: 'Próximos itens de Catálogo' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => input === HOME_PATHS.carousel(4))).toBe(false);
    far.unmount();

    stubIntersectionObserver({ inView: true });
    ({ fetch } = stubFetchRoutes({
      ...routes,
      [`GET ${HOME_PATHS.carousel(4)}`]: [200, { data: carousel({ id: 4, title: 'Catálogo', items, total_items: 24 }) }],
    }));
    renderShell(<HomePage />);
    await waitFor(() => expect(fetch.mock.calls.filter(([input]) => input === HOME_PATHS.carousel(4))).toHaveLength(1));
  });

  it('loads the rest of a long carousel with get-carousel/{id} once its end is reached', async () => {
    const first = Array.from({ length: 24 }, (_, i) => item({ id: i + 1, title: `Curso ${i + 1}` }));
    const all = [...first, ...Array.from({ length: 6 }, (_, i) => item({ id: 25 + i, title: `Curso ${25 + i}` }))];
    const { fetch } = stubFetchRoutes({
      ...base,
      [`GET ${HOME_PATHS.carousels(1)}`]: [200, { data: [carousel({ id: 4, title: 'Catálogo', items: first, total_items: 30 })] }],
      [`GET ${HOME_PATHS.carousel(4)}`]: [200, { data: carousel({ id: 4, title: 'Catálogo', items: all, total_items: 30 }) }],
    });
    // A row's track starts once it is near the screen (CarouselRow useTurn).
    stubIntersectionObserver({ inView: true });
    renderShell(<HomePage />);
    // jsdom has no layout, so embla sees every slide at once: the end is reached on the first pass.
    const region = await screen.findByRole('region', { name: 'Catálogo' });
    await waitFor(() => expect(within(region).getAllByRole('group')).toHaveLength(30), { timeout: 4000 });
    expect(within(region).getByRole('group', { name: '30 de 30' })).toHaveTextContent('Curso 30');
    expect(fetch.mock.calls.filter(([input]) => input === HOME_PATHS.carousel(4))).toHaveLength(1);
  });
});
