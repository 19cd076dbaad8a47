import { act, screen, within } from '@testing-library/react';
import type { HasLiveReply, WatchLive } from '@trilha/shared/lesson-page/schemas';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import { LivePage } from './LivePage';
import { renderShell } from '../../test/render-app';
import { stubFetchRoutes } from '../../test/fetch-routes';

vi.mock('../locales/index', () => import('../../test/resources'));

const HOUR = 3_600_000;
const onAir: HasLiveReply = { show_live_alert: true, live: { title: 'Aula aberta de portfólio', watch_url: '/live?watch=5' } };
const banner = () => screen.getByRole('banner');
const live = (over: Partial<WatchLive> = {}): WatchLive => ({
  id: 5,
  title: 'Aula aberta de portfólio',
  stream_url: 'https://www.youtube.com/embed/abc123',
  starts_at: new Date(Date.now() - HOUR).toISOString(),
  ends_at: new Date(Date.now() + HOUR).toISOString(),
  on_air: true,
  ...over,
});

const nothingOn: HasLiveReply = { show_live_alert: false, live: null };

/** The API as the shell meets it: the watch call answers `status` with `body`; has-live answers `hasLive`. */
const serve = (status: number, body: unknown, hasLive: HasLiveReply = nothingOn) =>
  stubFetchRoutes({ 'GET /api/auth/lives/:tenant/:live/watch': [status, body] }, [200, hasLive]).fetch;

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('pt');
});

describe('the header\'s live alert (issue 15 "Lives")', () => {
  it('shows a red "Ao vivo" link to the live while one is on, its title in the accessible name', async () => {
    serve(200, {}, onAir);
    renderShell(<AppLayout />);
    const alert = await within(banner()).findByRole('link', { name: 'Ao vivo agora: Aula aberta de portfólio' });
    expect(alert).toHaveAttribute('href', '/live?watch=5');
    expect(alert).toHaveTextContent('Ao vivo');
  });

  it('shows nothing when no live is on', async () => {
    const fetchMock = serve(200, {});
    renderShell(<AppLayout />);
    // The header asked the server, which said nothing is on.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/platform/has-live', expect.anything()));
    expect(within(banner()).queryByRole('link', { name: /Ao vivo/ })).not.toBeInTheDocument();
  });

  it('is not on the live page itself, which keeps its header rules (spec 000 §2)', async () => {
    const fetchMock = serve(200, { data: live() }, onAir);
    renderShell(<AppLayout />, { path: '/live?watch=5' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The alert is not even asked for there: has-live would say a live is on.
    expect(fetchMock).not.toHaveBeenCalledWith('/api/platform/has-live', expect.anything());
    expect(within(banner()).queryByRole('link', { name: /Ao vivo/ })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/homepage');
  });

  it('speaks English and Spanish', async () => {
    serve(200, {}, onAir);
    renderShell(<AppLayout />);
    await act(() => i18n.changeLanguage('en'));
    expect(await within(banner()).findByRole('link', { name: 'Live now: Aula aberta de portfólio' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(within(banner()).getByRole('link', { name: 'En vivo ahora: Aula aberta de portfólio' })).toBeInTheDocument();
  });
});

describe('the live page /live?watch={id}', () => {
  it('plays a live on air inside the page: title, "Ao vivo agora" and the embed in an iframe', async () => {
    const fetchMock = serve(200, { data: live() });
    renderShell(<LivePage />, { path: '/live?watch=5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aula aberta de portfólio' })).toBeInTheDocument();
    expect(screen.getByText('Ao vivo agora')).toBeInTheDocument();
    expect(screen.getByText(/^No ar das \d\d:\d\d às \d\d:\d\d$/)).toBeInTheDocument();
    const frame = screen.getByTitle('Transmissão ao vivo: Aula aberta de portfólio');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/lives/1/5/watch', expect.anything());
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
  });

  it('says when an upcoming live starts, and that a past one ended', async () => {
    serve(200, {
      data: live({
        starts_at: new Date(Date.now() + 2 * HOUR + 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3 * HOUR).toISOString(),
        on_air: false,
      }),
    });
    renderShell(<LivePage />, { path: '/live?watch=5' });
    expect(await screen.findByText('Começa em 2 horas')).toBeInTheDocument();
    expect(screen.getByText(/^Programada para /)).toBeInTheDocument();
    expect(screen.queryByText('Ao vivo agora')).not.toBeInTheDocument();
  });

  it('says "Encerrada" for a live that is over', async () => {
    serve(200, {
      data: live({
        starts_at: new Date(Date.now() - 3 * HOUR).toISOString(),
        ends_at: new Date(Date.now() - 2 * HOUR).toISOString(),
        on_air: false,
      }),
    });
    renderShell(<LivePage />, { path: '/live?watch=5' });
    expect(await screen.findByText('Encerrada')).toBeInTheDocument();
    expect(screen.getByText(/^Terminou em /)).toBeInTheDocument();
  });

  it('a missing or malformed id says so, without asking the server', () => {
    for (const path of ['/live', '/live?watch=abc', '/live?watch=0']) {
      const fetchMock = serve(200, { data: live() });
      const view = renderShell(<LivePage />, { path });
      expect(screen.getByText('Nenhuma live escolhida')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/watch'), expect.anything());
      expect(document.querySelector('iframe')).toBeNull();
      view.unmount();
    }
  });

  it('a live not found (404) and a live for other plans (403) each say so, with a way back and no player', async () => {
    serve(404, { error: 'Live não encontrada.' });
    const view = renderShell(<LivePage />, { path: '/live?watch=77' });
    expect(await screen.findByText('Live não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/homepage');
    view.unmount();
    serve(403, { error: 'Esta live não está disponível para você.' });
    renderShell(<LivePage />, { path: '/live?watch=78' });
    expect(await screen.findByText('Esta live não está disponível para você.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
