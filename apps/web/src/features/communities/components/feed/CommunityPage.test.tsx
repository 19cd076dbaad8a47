import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { CommunityPage } from './CommunityPage';
import { controlIntersection, postOf, serveFeed, viewOf } from './test-feed';

const VIEW = 'GET /api/auth/community/view/1/3';
const FEED = 'GET /api/auth/community/posts/1/3';
const EXPLORER = 'GET /api/auth/community/explorer/1';
const STRIPS = 'GET /api/auth/community/strips/1/3';

function renderPage(routes: Parameters<typeof serveFeed>[0]) {
  controlIntersection();
  const server = serveFeed(routes);
  renderShell(<CommunityPage />, { path: '/comunidade/1/3', routes: [{ path: 'comunidade/:tenant/:communityId', element: null }] });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CommunityPage', () => {
  it('shows a closed community locked, with its upsell opening in a new tab, and asks for no feed', async () => {
    const locked = viewOf({
      id: 3,
      title: 'Círculo de Mentoria',
      has_access: false,
      is_private: true,
      can_post: false,
      upsell_text: 'Conheça a Mentoria',
      upsell_link: 'https://wa.me/5511987654321?text=Quero',
    });
    const server = renderPage({ [VIEW]: () => [200, { data: locked }] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Círculo de Mentoria' })).toBeInTheDocument();
    const state = screen.getByTestId('community-locked');
    expect(within(state).getByRole('heading', { name: 'Comunidade exclusiva' })).toBeInTheDocument();
    const offer = within(state).getByRole('link', { name: /Conheça a Mentoria/ });
    expect(offer).toHaveAttribute('href', 'https://wa.me/5511987654321?text=Quero');
    expect(offer).toHaveAttribute('target', '_blank');
    expect(offer).toHaveAttribute('rel', 'noopener');
    expect(offer).toHaveAccessibleName('Conheça a Mentoria (abre em nova aba)');

    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Publicações' })).not.toBeInTheDocument();
    expect(server.made(FEED)).toHaveLength(0);
  });

  it('sells a legacy community with its sales button (https:// added to the stored address)', async () => {
    const locked = viewOf({
      id: 3,
      has_access: false,
      can_post: false,
      button_sales_text: 'Assine já',
      sales_url: 'loja.example.com/plano',
    });
    renderPage({ [VIEW]: () => [200, { data: locked }] });
    const offer = await screen.findByRole('link', { name: /Assine já/ });
    expect(offer).toHaveAttribute('href', 'https://loja.example.com/plano');
  });

  it('opens an open community on its feed, with the composer and the other communities', async () => {
    renderPage({
      [VIEW]: () => [200, { data: viewOf({ id: 3, title: 'Clube da Fotografia' }) }],
      [FEED]: () => [200, { data: [postOf(1, { community_id: 3 })], next_page_url: null }],
      [EXPLORER]: () => [200, { data: [viewOf({ id: 1, title: 'Comunidade Aurora' }), viewOf({ id: 3, title: 'Clube da Fotografia' })] }],
    });
    expect(await screen.findByText('Publicação 1')).toBeInTheDocument();
    expect(screen.getByTestId('composer')).toBeInTheDocument();
    const others = await screen.findByRole('navigation', { name: 'Outras comunidades' });
    expect(within(others).getByRole('link', { name: 'Comunidade Aurora' })).toHaveAttribute('href', '/comunidade/1/1');
    expect(within(others).queryByText('Clube da Fotografia')).not.toBeInTheDocument();
  });

  it('shows the continue-watching strip with % watched and the courses strip, linking to each', async () => {
    const card = (kind: 'lesson' | 'course', id: number, title: string, progress: number | null) => ({
      kind,
      id,
      title,
      image: null,
      href: kind === 'lesson' ? `/curso/7/aula/${id}` : `/curso/${id}/inicio/1`,
      course_id: 7,
      course_title: kind === 'lesson' ? 'Fotografia com o Celular' : null,
      module_title: null,
      locked: false,
      progress,
    });
    renderPage({
      [VIEW]: () => [200, { data: viewOf({ id: 3 }) }],
      [FEED]: () => [200, { data: [], next_page_url: null }],
      [STRIPS]: () => [
        200,
        {
          data: {
            continue_watching: [card('lesson', 11, 'Luz natural', 40)],
            courses: [card('course', 7, 'Fotografia com o Celular', null)],
          },
        },
      ],
    });
    const watching = await screen.findByRole('region', { name: 'Continue assistindo' });
    expect(within(watching).getByRole('link', { name: /Luz natural/ })).toHaveAttribute('href', '/curso/7/aula/11');
    expect(within(watching).getByRole('progressbar', { name: /40/ })).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'Cursos desta comunidade' });
    expect(within(courses).getByRole('link', { name: /Fotografia com o Celular/ })).toHaveAttribute('href', '/curso/7/inicio/1');
  });

  it('leaves a strip out when the server sends no cards for it', async () => {
    renderPage({
      [VIEW]: () => [200, { data: viewOf({ id: 3 }) }],
      [FEED]: () => [200, { data: [postOf(1, { community_id: 3 })], next_page_url: null }],
      [STRIPS]: () => [200, { data: { continue_watching: [], courses: [] } }],
    });
    expect(await screen.findByText('Publicação 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue assistindo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cursos desta comunidade' })).not.toBeInTheDocument();
  });

  it('leads back to the communities page only while that page is open to the member', async () => {
    renderPage({
      [VIEW]: () => [200, { data: viewOf({ id: 3 }) }],
      [FEED]: () => [200, { data: [], next_page_url: null }],
      [EXPLORER]: () => [200, { data: [viewOf({ id: 3 })] }],
    });
    expect(await screen.findByRole('link', { name: 'Todas as comunidades' })).toHaveAttribute('href', '/comunidade/explorer?tenant=1');
  });

  it('offers no way back while the communities page is off (404)', async () => {
    const server = renderPage({ [VIEW]: () => [200, { data: viewOf({ id: 3 }) }], [FEED]: () => [200, { data: [], next_page_url: null }] });
    await screen.findByRole('heading', { level: 1, name: 'Comunidade Aurora' });
    await vi.waitFor(() => expect(server.made(EXPLORER)).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Todas as comunidades' })).not.toBeInTheDocument());
  });

  it('says so when the community does not exist for this member (404)', async () => {
    renderPage({});
    expect(await screen.findByText('Comunidade não encontrada')).toBeInTheDocument();
  });
});
