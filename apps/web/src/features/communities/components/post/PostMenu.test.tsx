import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../../../lib/toast';
import { renderShell } from '../../../../test/render-app';
import { FeedList } from '../feed/FeedList';
import { controlIntersection, postOf, serveFeed, viewOf } from '../feed/test-feed';
import { postRules } from './post-rules';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const FEED = 'GET /api/auth/community/posts/1/1';
const titles = () =>
  within(screen.getByTestId('feed'))
    .getAllByRole('heading')
    .map((h) => h.textContent);

function renderFeed(pin: () => [number, unknown], extra: Parameters<typeof serveFeed>[0] = {}) {
  controlIntersection();
  const server = serveFeed({
    [FEED]: () => [200, { data: [postOf(12), postOf(11, { can_delete: true, can_edit: true })], next_page_url: null }],
    'PUT /api/auth/community/post/1/11/pin/1': pin,
    ...extra,
  });
  renderShell(<FeedList rules={postRules(1, viewOf({ can_moderate: true }))} canPost />);
  return server;
}

const menuOf = async (title: string) => {
  const article = (await screen.findByRole('heading', { name: title })).closest('article')!;
  await userEvent.click(within(article).getByRole('button', { name: 'Opções da publicação' }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showError).mockClear();
});

describe('post menu (staff)', () => {
  it('pins a post: it moves to the top with the badge', async () => {
    renderFeed(() => [200, { message: 'Publicação fixada.' }]);
    await menuOf('Publicação 11');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Fixar' }));
    await waitFor(() => expect(titles()).toEqual(['Publicação 11', 'Publicação 12']));
    expect(within(screen.getByRole('heading', { name: 'Publicação 11' }).closest('article')!).getByText('Fixada')).toBeInTheDocument();
    expect(showSuccess).toHaveBeenCalledWith('Publicação fixada.');
  });

  it('says the limit when a fourth pin is refused (409)', async () => {
    renderFeed(() => [409, { error: 'Uma comunidade pode ter no máximo 3 publicações fixadas.' }]);
    await menuOf('Publicação 11');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Fixar' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(null, 'Uma comunidade pode ter no máximo 3 publicações fixadas.'));
    expect(titles()).toEqual(['Publicação 12', 'Publicação 11']);
  });

  it('edits a post in place and deletes it after a confirm', async () => {
    const edited = postOf(11, {
      title: 'Título novo',
      text: 'Texto novo',
      can_edit: true,
      can_delete: true,
      edited_at: new Date().toISOString(),
    });
    renderFeed(() => [200, {}], {
      'PUT /api/auth/community/post/1/11': () => [200, { data: edited }],
      'DELETE /api/auth/community/post/1/11': () => [200, { message: 'Publicação excluída.' }],
    });
    await menuOf('Publicação 11');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Editar' }));
    const title = screen.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Título novo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const article = (await screen.findByRole('heading', { name: 'Título novo' })).closest('article')!;
    expect(within(article).getByText(/editado/)).toBeInTheDocument();

    await userEvent.click(within(article).getByRole('button', { name: 'Opções da publicação' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Excluir publicação?' })).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(titles()).toEqual(['Publicação 12']));
  });
});
