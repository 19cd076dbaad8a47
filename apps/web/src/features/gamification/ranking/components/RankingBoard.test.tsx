import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { RankingBoard } from './RankingBoard';
import { RankingStrip } from './RankingStrip';
import { BOARD, boardReply, level, neverAnswer, serveRanking, topTen } from './test-server';

afterEach(() => vi.unstubAllGlobals());

const VIEWER = 7;
const board = () => renderShell(<RankingBoard tenantId={1} viewerId={VIEWER} />);
const rows = () => within(screen.getByRole('list', { name: /Os 10 primeiros do ranking/ })).getAllByRole('listitem');

describe('the ranking board (issue 19: top 10 plus the student’s own rank; all time, 30 days, 7 days)', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer();
    board();
    expect(screen.getByRole('status', { name: 'Carregando ranking' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the top 10 in order with the school’s points name, and the viewer’s own place below', async () => {
    serveRanking({ [`GET ${BOARD('all')}`]: { status: 200, body: boardReply() } });
    board();
    await screen.findByRole('list', { name: 'Os 10 primeiros do ranking: Geral' });
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]!).getByLabelText('1º lugar')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Bruna Lima')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('1.000 moedas')).toBeInTheDocument();
    expect(within(rows()[9]!).getByText('Kauã Pires')).toBeInTheDocument();
    expect(screen.getByTestId('own-place')).toHaveTextContent('12º lugar com 150 moedas');
  });

  it('marks the viewer’s row when she is in the top 10, with no separate place', async () => {
    const data = topTen();
    data[2] = { ...data[2]!, user: { id: VIEWER, name: 'Ana Souza', photo_url: null } };
    serveRanking({ [`GET ${BOARD('all')}`]: { status: 200, body: boardReply({ data, me: { rank: 3, score: 900 } }) } });
    board();
    await screen.findByText('Ana Souza');
    const mine = rows()[2]!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('Você')).toBeInTheDocument();
    expect(screen.queryByTestId('own-place')).toBeNull();
  });

  it('shows a level only where its show_level_on_profile allows', async () => {
    const data = topTen().slice(0, 2);
    data[1] = { ...data[1]!, level: level({ name: 'Oculto', show_level_on_profile: false }) };
    serveRanking({ [`GET ${BOARD('all')}`]: { status: 200, body: boardReply({ data }) } });
    board();
    await screen.findByText('Bruna Lima');
    expect(within(rows()[0]!).getByText('Nível Prata')).toBeInTheDocument();
    expect(screen.queryByText('Nível Oculto')).toBeNull();
  });

  it('the tabs ask for 30 and 7 days', async () => {
    const server = serveRanking({
      [`GET ${BOARD('all')}`]: { status: 200, body: boardReply() },
      [`GET ${BOARD('30d')}`]: { status: 200, body: boardReply({ data: topTen().slice(0, 3), me: { rank: 5, score: 40 } }) },
      [`GET ${BOARD('7d')}`]: { status: 200, body: boardReply({ data: [], me: null }) },
    });
    board();
    await screen.findByRole('list', { name: 'Os 10 primeiros do ranking: Geral' });
    await userEvent.click(screen.getByRole('tab', { name: '30 dias' }));
    await screen.findByRole('list', { name: 'Os 10 primeiros do ranking: 30 dias' });
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('own-place')).toHaveTextContent('5º lugar com 40 moedas');
    await userEvent.click(screen.getByRole('tab', { name: '7 dias' }));
    expect(await screen.findByText('Ninguém pontuou neste período ainda')).toBeInTheDocument();
    expect(screen.getByText('Você ainda não aparece neste ranking.')).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).toEqual([BOARD('all'), BOARD('30d'), BOARD('7d')]);
  });

  it('says the ranking is off on 404, and offers a retry on another error', async () => {
    serveRanking({});
    const off = board();
    expect(await screen.findByText('O ranking não está disponível')).toBeInTheDocument();
    off.unmount();

    serveRanking({ [`GET ${BOARD('all')}`]: { status: 503, body: { error: 'x' } } });
    board();
    expect(await screen.findByText('Não foi possível carregar o ranking.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('the community strip (issue 19: shown where the community’s and the school’s ranking are on)', () => {
  const strip = () => renderShell(<RankingStrip tenantId={1} communityId={3} viewerId={VIEWER} />);

  it('asks for the community’s board and shows it with a way to the full ranking', async () => {
    const server = serveRanking({ [`GET ${BOARD('all', 3)}`]: { status: 200, body: boardReply() } });
    strip();
    const section = await screen.findByRole('region', { name: 'Ranking da comunidade' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    expect(within(section).getByRole('link', { name: 'Ver ranking completo' })).toHaveAttribute('href', '/ranking');
    expect(server.calls[0]!.path).toBe('/api/auth/ranking/board/1?period=all&community_id=3');
  });

  it('is not there at all when the board answers 404 (the school’s switch off)', async () => {
    const server = serveRanking({});
    strip();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('ranking-strip')).toBeNull();
    expect(screen.queryByText('O ranking não está disponível')).toBeNull();
  });
});
