import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../../test/render-app';
import { serveFeed, viewOf } from '../feed/test-feed';
import { ExplorerPage } from './ExplorerPage';

const EXPLORER = 'GET /api/auth/community/explorer/1';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExplorerPage', () => {
  it('shows a card per community in the server’s order, a closed one locked with its upsell', async () => {
    serveFeed({
      [EXPLORER]: () => [
        200,
        {
          data: [
            viewOf({ id: 1, title: 'Comunidade Aurora', principal: true }),
            viewOf({ id: 5, title: 'Clube Boreal', principal: false, background_image: '/backgrounds/vinho.webp' }),
            viewOf({
              id: 3,
              title: 'Círculo de Mentoria',
              principal: false,
              has_access: false,
              upsell_text: 'Conheça a Mentoria',
              upsell_link: 'https://aurora.example/mentoria',
            }),
          ],
        },
      ],
    });
    renderShell(<ExplorerPage />, { path: '/comunidade/explorer?tenant=1' });

    const list = await screen.findByRole('list', { name: 'Comunidades disponíveis' });
    const cards = within(list).getAllByTestId('community-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Comunidade Aurora',
      'Clube Boreal',
      'Círculo de Mentoria',
    ]);
    expect(within(cards[0]!).getByText('Principal')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Comunidade Aurora' })).toHaveAttribute('href', '/comunidade/1/1');
    // The legacy preset picture, as the card's picture.
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', '/backgrounds/vinho.webp');

    const locked = cards[2]!;
    expect(within(locked).getByText('Acesso restrito')).toBeInTheDocument();
    const offer = within(locked).getByRole('link', { name: /Conheça a Mentoria/ });
    expect(offer).toHaveAttribute('href', 'https://aurora.example/mentoria');
    expect(offer).toHaveAttribute('target', '_blank');
    expect(within(cards[0]!).queryByRole('link', { name: /abre em nova aba/ })).not.toBeInTheDocument();
  });

  it('says the page is not available while the school keeps it off (404)', async () => {
    serveFeed({ [EXPLORER]: () => [404, { error: 'Não encontrado.' }] });
    renderShell(<ExplorerPage />, { path: '/comunidade/explorer?tenant=1' });
    expect(await screen.findByText('Comunidades indisponíveis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/homepage');
  });
});
