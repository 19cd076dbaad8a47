import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError } from '../../../../lib/toast';
import { renderShell } from '../../../../test/render-app';
import { FeedList } from '../feed/FeedList';
import { controlIntersection, held, postOf, serveFeed, viewOf } from '../feed/test-feed';
import { postRules } from './post-rules';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const FEED = 'GET /api/auth/community/posts/1/1';
const LIKE = 'PUT /api/auth/community/post/1/10/like';
const likeButton = () => screen.getByRole('button', { name: /^Curtir/ });

function renderFeed(like: ReturnType<typeof held>, view = viewOf()) {
  controlIntersection();
  const server = serveFeed({
    [FEED]: () => [200, { data: [postOf(10, { likes_count: 2 })], next_page_url: null }],
    [LIKE]: like.route,
  });
  renderShell(<FeedList rules={postRules(1, view)} canPost />);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showError).mockClear();
  void i18n.changeLanguage('pt');
});

describe('like (optimistic, issue 14)', () => {
  it('changes the heart and the count at once, then keeps what the server counted', async () => {
    const like = held();
    renderFeed(like);
    await screen.findByText('Publicação 10');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(likeButton());

    // Before the server answers.
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveTextContent('3');
    act(() => like.release([200, { liked: true, likes_count: 5 }]));
    await waitFor(() => expect(likeButton()).toHaveTextContent('5'));
    expect(likeButton()).toHaveAccessibleName('Curtir, 5 curtidas');
  });

  it('puts the heart and the count back, with the reason in a toast, when the server refuses', async () => {
    const like = held();
    renderFeed(like);
    await screen.findByText('Publicação 10');
    await userEvent.click(likeButton());
    expect(likeButton()).toHaveTextContent('3');

    // The reader switched to English; the server's Portuguese message is translated for the toast.
    await act(() => i18n.changeLanguage('en'));
    act(() => like.release([403, { error: 'As curtidas estão desativadas nesta comunidade.' }]));
    const button = await screen.findByRole('button', { name: /^Like/ });
    await waitFor(() => expect(button).toHaveTextContent('2'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(showError).toHaveBeenCalledWith(null, 'Likes are turned off in this community.');
  });

  it('shows no heart where likes are off for students', async () => {
    const like = held();
    renderFeed(like, viewOf({ likes: false }));
    await screen.findByText('Publicação 10');
    expect(screen.queryByRole('button', { name: /^Curtir/ })).not.toBeInTheDocument();
  });
});
