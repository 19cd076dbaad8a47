import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CELEBRATIONS, celebration, serveRanking } from '../../features/gamification/ranking/components/test-server';
import { renderShell, student } from '../../test/render-app';
import { Celebrations } from './Celebrations';

/** jsdom has no audio: what the song player asked of it. */
const played: string[] = [];
class FakeAudio {
  currentTime = 0;
  constructor(public src: string) {}
  addEventListener() {}
  play() {
    played.push(this.src);
    return Promise.resolve();
  }
  pause() {}
}

function preferReducedMotion() {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const answer = original(query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(answer, 'matches', { value: true });
    return answer;
  });
}

beforeEach(() => {
  played.length = 0;
  window.localStorage.clear();
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const level = celebration();
const reward = celebration({ id: 42, kind: 'reward', title: 'Guia de estudos', animation: 'trophy_1', song: 'chime' });

/** Celebrations as the server keeps them: listed until PATCHed seen (unless `failSeen`), `later` added by a test. */
function serveCelebrations(list: ReturnType<typeof celebration>[], { failSeen = false } = {}) {
  const state = { unseen: [...list] };
  const server = serveRanking({
    [`GET ${CELEBRATIONS}`]: () => ({ status: 200, body: { data: state.unseen } }),
    [`PATCH ${CELEBRATIONS}`]: (call) => {
      if (failSeen) return { status: 503, body: { error: 'Indisponível' } };
      const { ids } = call.body as { ids: number[] };
      state.unseen = state.unseen.filter((c) => !ids.includes(c.id));
      return { status: 200, body: { updated: ids.length } };
    },
  });
  return { ...server, state };
}

const mount = (user = student) =>
  renderShell(<Celebrations />, {
    user,
    routes: [
      { path: 'homepage', element: null },
      { path: 'favoritos', element: null },
    ],
  });
const asks = (server: ReturnType<typeof serveCelebrations>) =>
  server.calls.filter((c) => c.method === 'GET' && c.path === CELEBRATIONS).length;

describe('celebrations (issue 19: the next page the student opens celebrates once)', () => {
  // First in the file: the player remembers a gesture for the page's life, as a browser does.
  it('shows the level with its animation and title, marks it seen, and plays no sound before a user gesture', async () => {
    const server = serveCelebrations([level]);
    mount();
    const dialog = await screen.findByRole('dialog', { name: 'Você alcançou um novo nível!' });
    expect(within(dialog).getByRole('img', { name: 'Subiu de nível (prata)' })).not.toHaveAttribute('data-still');
    expect(within(dialog).getByRole('heading', { name: 'Prata' })).toBeInTheDocument();
    await vi.waitFor(() => expect(server.sent('PATCH', CELEBRATIONS)).toEqual([{ ids: [41] }]));
    expect(played).toEqual([]);
  });

  it('shows them one after another; after a gesture the next one’s song plays; the reward leads to "Minhas recompensas"', async () => {
    const server = serveCelebrations([level, reward]);
    mount();
    const first = await screen.findByRole('dialog', { name: 'Você alcançou um novo nível!' });
    await userEvent.click(within(first).getByRole('button', { name: 'Próxima (1)' }));
    const second = await screen.findByRole('dialog', { name: 'Você ganhou uma recompensa!' });
    expect(within(second).getByRole('heading', { name: 'Guia de estudos' })).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Troféu 1' })).toBeInTheDocument();
    expect(played).toEqual(['/sounds/chime.wav']);
    expect(within(second).getByRole('link', { name: 'Ver minhas recompensas' })).toHaveAttribute('href', '/dashboard/profile');
    await vi.waitFor(() => expect(server.sent('PATCH', CELEBRATIONS)).toEqual([{ ids: [41] }, { ids: [42] }]));
    await userEvent.click(within(second).getByRole('button', { name: 'Continuar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the mute control silences the songs, remembered in the browser; unmuting plays the one on screen', async () => {
    serveCelebrations([level, reward]);
    mount();
    const first = await screen.findByRole('dialog', { name: 'Você alcançou um novo nível!' });
    const mute = within(first).getByRole('button', { name: 'Silenciar sons de comemoração' });
    await userEvent.click(mute);
    expect(within(first).getByRole('button', { name: 'Ativar sons de comemoração' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('trilha:celebration-muted')).toBe('1');
    // The page had its gesture in the test before: the first song may have started; from here on, silence.
    played.length = 0;
    await userEvent.click(within(first).getByRole('button', { name: 'Próxima (1)' }));
    const second = await screen.findByRole('dialog', { name: 'Você ganhou uma recompensa!' });
    expect(played).toEqual([]);
    await userEvent.click(within(second).getByRole('button', { name: 'Ativar sons de comemoração' }));
    expect(played).toEqual(['/sounds/chime.wav']);
  });

  it('under prefers-reduced-motion the picture stands still', async () => {
    preferReducedMotion();
    serveCelebrations([level]);
    mount();
    const dialog = await screen.findByRole('dialog', { name: 'Você alcançou um novo nível!' });
    expect(within(dialog).getByRole('img', { name: 'Subiu de nível (prata)' })).toHaveAttribute('data-still', 'true');
  });

  it('asks again on each page opened, shows what is new, and never shows one twice in a tab even if marking it seen failed', async () => {
    const server = serveCelebrations([level], { failSeen: true });
    const view = mount();
    const dialog = await screen.findByRole('dialog', { name: 'Você alcançou um novo nível!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(asks(server)).toBe(1);

    await act(() => view.router.navigate('/favoritos'));
    await vi.waitFor(() => expect(asks(server)).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();

    server.state.unseen.push(reward);
    await act(() => view.router.navigate('/homepage'));
    expect(await screen.findByRole('dialog', { name: 'Você ganhou uma recompensa!' })).toBeInTheDocument();
    expect(asks(server)).toBe(3);
  });

  it('staff never ask (they never score)', async () => {
    const server = serveCelebrations([level]);
    mount({ ...student, staff: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asks(server)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
