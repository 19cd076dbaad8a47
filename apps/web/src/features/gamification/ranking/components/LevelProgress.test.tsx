import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { LevelProgress } from './LevelProgress';
import { level, ME, meReply, neverAnswer, serveRanking } from './test-server';

afterEach(() => vi.unstubAllGlobals());

const show = () => renderShell(<LevelProgress tenantId={1} />);

describe('"Meu nível" on the profile (issue 19: points and level where the level’s flags allow, progress to the next)', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer();
    show();
    expect(screen.getByLabelText('Carregando…', { exact: false })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the level, the points in the school’s name for them, the rank and the bar to the next level', async () => {
    serveRanking({ [`GET ${ME}`]: { status: 200, body: meReply() } });
    show();
    expect(await screen.findByText('Nível Bronze')).toBeInTheDocument();
    expect(screen.getByTestId('profile-score')).toHaveTextContent('150 moedas');
    expect(screen.getByText('12º no ranking')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progresso até o nível Prata' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Faltam 150 moedas para o nível Prata')).toBeInTheDocument();
  });

  it('hides the points when the level’s show_score_on_profile is off (and the "faltam" line that would reveal them)', async () => {
    serveRanking({ [`GET ${ME}`]: { status: 200, body: meReply({ level: level({ show_score_on_profile: false }) }) } });
    show();
    expect(await screen.findByText('Nível Bronze')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-score')).toBeNull();
    expect(screen.queryByText(/moedas/)).toBeNull();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('hides the level when the level’s show_level_on_profile is off', async () => {
    serveRanking({ [`GET ${ME}`]: { status: 200, body: meReply({ level: level({ show_level_on_profile: false }) }) } });
    show();
    expect(await screen.findByTestId('profile-score')).toHaveTextContent('150 moedas');
    expect(screen.queryByTestId('level-badge')).toBeNull();
  });

  it('shows nothing when both flags are off, or for someone who does not score', async () => {
    const hidden = level({ show_level_on_profile: false, show_score_on_profile: false });
    const server = serveRanking({ [`GET ${ME}`]: { status: 200, body: meReply({ level: hidden }) } });
    const view = show();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    await vi.waitFor(() => expect(view.queryClient.getQueryState(['ranking', 'me', 1])?.status).toBe('success'));
    expect(screen.queryByTestId('level-progress')).toBeNull();
    view.unmount();

    serveRanking({ [`GET ${ME}`]: { status: 200, body: meReply({ rank: null, level: null, next_level: null, score: 0 }) } });
    const staff = show();
    await vi.waitFor(() => expect(staff.queryClient.getQueryState(['ranking', 'me', 1])?.status).toBe('success'));
    expect(screen.queryByTestId('level-progress')).toBeNull();
  });

  it('at the highest level says so instead of a bar', async () => {
    serveRanking({ [`GET ${ME}`]: { status: 200, body: meReply({ next_level: null }) } });
    show();
    expect(await screen.findByText('Você alcançou o nível mais alto.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('on an error offers a retry that asks again', async () => {
    let fail = true;
    const server = serveRanking({
      [`GET ${ME}`]: () => (fail ? { status: 503, body: { error: 'Indisponível' } } : { status: 200, body: meReply() }),
    });
    show();
    expect(await screen.findByText('Não foi possível carregar sua pontuação.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nível Bronze')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === ME).length).toBeGreaterThanOrEqual(2);
  });
});
