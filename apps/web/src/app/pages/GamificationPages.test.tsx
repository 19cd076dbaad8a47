import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlIntersection, serveFeed, viewOf } from '../../features/communities/components/feed/test-feed';
import {
  BOARD,
  boardReply,
  earned,
  ME,
  meReply,
  MY_REWARDS,
  serveRanking,
} from '../../features/gamification/ranking/components/test-server';
import { renderShell, student } from '../../test/render-app';
import { CommunityScreen } from './CommunityScreen';
import { ProfileScreen } from './ProfileScreen';
import { RankingPage } from './RankingPage';

afterEach(() => vi.unstubAllGlobals());

describe('/dashboard/profile (issue 19: level progress and "Minhas recompensas")', () => {
  it('adds the level on top and the rewards below the name and photo', async () => {
    serveRanking({
      [`GET ${ME}`]: { status: 200, body: meReply() },
      [`GET ${MY_REWARDS}`]: { status: 200, body: { data: [earned()] } },
    });
    renderShell(<ProfileScreen />, { path: '/dashboard/profile' });
    const level = await screen.findByRole('region', { name: 'Meu nível' });
    expect(within(level).getByText('Nível Bronze')).toBeInTheDocument();
    const rewards = screen.getByRole('region', { name: 'Minhas recompensas' });
    expect(await within(rewards).findByText('Guia de estudos')).toBeInTheDocument();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions).toEqual(['profile-level', 'profile-photo', 'profile-details', 'my-rewards']);
  });

  it('staff get the profile form alone, and ask nothing of the ranking', async () => {
    const server = serveRanking({});
    renderShell(<ProfileScreen />, {
      path: '/dashboard/profile',
      user: { ...student, staff: true, roles: [{ role: { slug: 'admin', name: 'Admin' } }] },
    });
    expect(await screen.findByRole('region', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Minhas recompensas' })).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/api/auth/ranking/'))).toEqual([]);
  });
});

describe('/ranking (issue 19: the ranking page)', () => {
  it('shows the title and the school’s board with the viewer’s place', async () => {
    serveRanking({ [`GET ${BOARD('all')}`]: { status: 200, body: boardReply() } });
    renderShell(<RankingPage />, { path: '/ranking' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ranking' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Os 10 primeiros do ranking: Geral' })).toBeInTheDocument();
    expect(screen.getByTestId('own-place')).toHaveTextContent('12º lugar com 150 moedas');
  });
});

describe('a community’s ranking strip (issue 19: where the community’s and the school’s switches are on)', () => {
  const open = (showRanking: boolean, board: 'on' | 'off') => {
    controlIntersection();
    const server = serveFeed({
      'GET /api/auth/community/view/1/3': () => [200, { data: viewOf({ id: 3, show_ranking: showRanking }) }],
      'GET /api/auth/community/posts/1/3': () => [200, { data: [], next_page_url: null }],
      ...(board === 'on'
        ? { [`GET ${BOARD('all', 3)}`]: () => [200, boardReply({ data: boardReply().data.slice(0, 2) })] as [number, unknown] }
        : {}),
    });
    renderShell(<CommunityScreen />, { path: '/comunidade/1/3', routes: [{ path: 'comunidade/:tenant/:communityId', element: null }] });
    return server;
  };

  it('shows the community’s board when both are on', async () => {
    open(true, 'on');
    const strip = await screen.findByRole('region', { name: 'Ranking da comunidade' });
    expect(within(strip).getByText('Bruna Lima')).toBeInTheDocument();
  });

  it('asks nothing when the community’s show_ranking is off', async () => {
    const server = open(false, 'on');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunidade Aurora' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.key.includes('/ranking/'))).toBe(false);
    expect(screen.queryByTestId('ranking-strip')).toBeNull();
  });

  it('stays away when the school’s switch is off (the board’s 404)', async () => {
    const server = open(true, 'off');
    await vi.waitFor(() => expect(server.made(`GET ${BOARD('all', 3)}`)).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comunidade Aurora' })).toBeInTheDocument();
    expect(screen.queryByTestId('ranking-strip')).toBeNull();
  });
});
