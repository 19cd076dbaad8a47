import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { MyRewards } from './MyRewards';
import { earned, MY_REWARDS, neverAnswer, serveRanking } from './test-server';

afterEach(() => vi.unstubAllGlobals());

const show = () => renderShell(<MyRewards tenantId={1} />);
const reply = (data: ReturnType<typeof earned>[]) => ({ [`GET ${MY_REWARDS}`]: { status: 200, body: { data } } });

describe('"Minhas recompensas" (issue 19: each earned reward with its delivery)', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer();
    show();
    expect(screen.getByLabelText('Carregando recompensas')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when nothing was earned yet', async () => {
    serveRanking(reply([]));
    show();
    expect(await screen.findByText('Você ainda não conquistou recompensas')).toBeInTheDocument();
  });

  it('on an error offers a retry', async () => {
    let fail = true;
    serveRanking({
      [`GET ${MY_REWARDS}`]: () => (fail ? { status: 503, body: { error: 'x' } } : { status: 200, body: { data: [earned()] } }),
    });
    show();
    expect(await screen.findByText('Não foi possível carregar suas recompensas.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Guia de estudos')).toBeInTheDocument();
  });

  it('a file reward downloads from the earner-only route, with the criterion and date', async () => {
    serveRanking(reply([earned()]));
    show();
    const item = await screen.findByTestId('my-reward');
    expect(within(item).getByRole('heading', { name: 'Guia de estudos' })).toBeInTheDocument();
    expect(within(item).getByText('Um PDF para revisar o módulo 1.')).toBeInTheDocument();
    expect(within(item).getByText(/Alcançar pontos · Conquistada em 12 de mar\. de 2026/)).toBeInTheDocument();
    const link = within(item).getByRole('link', { name: 'Baixar guia.pdf' });
    expect(link).toHaveAttribute('href', '/api/auth/ranking/my-rewards/1/1/file');
    expect(link).toHaveAttribute('download', 'guia.pdf');
  });

  it('links open in a new tab, and an address that is not http(s) is never a link', async () => {
    const links = earned({
      reward: { id: 2, name: 'Materiais', description: '', reward_type: 'quiz', delivery: 'link' },
      content: { delivery_type: 'link', links: ['https://exemplo.com/aula', 'javascript:alert(1)'] },
    });
    serveRanking(reply([links]));
    show();
    const list = await screen.findByRole('list', { name: 'Links da recompensa' });
    const anchor = within(list).getByRole('link');
    expect(anchor).toHaveAttribute('href', 'https://exemplo.com/aula');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('a badge shows its picture, an embed runs in a sandbox without the page’s origin, a product links to the courses', async () => {
    serveRanking(
      reply([
        earned({
          reward: { id: 3, name: 'Insígnia Pioneira', description: '', reward_type: 'score', delivery: 'badge' },
          content: { delivery_type: 'badge', img: '/files/tenants/1/rewards/badge.webp' },
        }),
        earned({
          reward: { id: 4, name: 'Aula bônus', description: '', reward_type: 'lesson', delivery: 'embed' },
          content: { delivery_type: 'embed', embed: '<iframe src="https://player.vimeo.com/video/1"></iframe>' },
        }),
        earned({
          reward: { id: 5, name: 'Curso extra', description: '', reward_type: 'quiz', delivery: 'product' },
          content: { delivery_type: 'product', product: { id: 9, title: 'Fotografia Avançada' } },
        }),
      ]),
    );
    show();
    expect(await screen.findByRole('img', { name: 'Insígnia: Insígnia Pioneira' })).toHaveAttribute(
      'src',
      '/files/tenants/1/rewards/badge.webp',
    );
    const frame = screen.getByTitle('Conteúdo da recompensa: Aula bônus');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('srcdoc')).toContain('player.vimeo.com');
    // The embed's own frame is named for screen readers when its code gave it no title.
    expect(frame.getAttribute('srcdoc')).toContain('title="Conteúdo da recompensa: Aula bônus"');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(screen.getByText('Você ganhou acesso a Fotografia Avançada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar Fotografia Avançada' })).toHaveAttribute('href', '/courses');
  });
});
