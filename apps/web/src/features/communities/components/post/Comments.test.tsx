import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccess } from '../../../../lib/toast';
import { renderShell } from '../../../../test/render-app';
import { FeedList } from '../feed/FeedList';
import { commentOf, controlIntersection, postOf, serveFeed, viewOf } from '../feed/test-feed';
import { postRules } from './post-rules';

vi.mock('../../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const BASE = '/api/auth/community/post/1/10/comments';
const me = { id: 7, name: 'Ana Souza', photo_url: null };

function renderPost(view = viewOf()) {
  controlIntersection();
  const server = serveFeed({
    'GET /api/auth/community/posts/1/1': () => [200, { data: [postOf(10, { comments_count: 3 })], next_page_url: null }],
    [`GET ${BASE}`]: () => [
      200,
      {
        data: [
          commentOf(100, { replies_count: 1 }),
          commentOf(101, { user: me, content: 'Meu comentário', can_edit: true, can_delete: true }),
        ],
        next_page_url: null,
      },
    ],
    [`GET ${BASE}?parent_id=100`]: () => [
      200,
      { data: [commentOf(200, { parent_id: 100, content: 'Primeira resposta' })], next_page_url: null },
    ],
    [`POST ${BASE}`]: ({ body }) => [
      201,
      { data: commentOf(201, { parent_id: 100, content: (body as { content: string }).content, user: me }) },
    ],
    'DELETE /api/auth/community/comment/1/101': () => [200, { message: 'Comentário excluído.' }],
    'PUT /api/auth/community/comment/1/101': ({ body }) => [
      200,
      {
        data: commentOf(101, {
          user: me,
          content: (body as { content: string }).content,
          edited_at: new Date().toISOString(),
          can_edit: true,
          can_delete: true,
        }),
      },
    ],
  });
  renderShell(<FeedList rules={postRules(1, view)} canPost />);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('comments and replies', () => {
  it("edits the member's own comment in place; others' comments offer no edit", async () => {
    const server = renderPost();
    await userEvent.click(await screen.findByRole('button', { name: '3 comentários' }));
    const mine = (await screen.findByText('Meu comentário')).closest<HTMLElement>('[data-testid="comment"]')!;
    const theirs = screen.getByText('Comentário 100').closest<HTMLElement>('[data-testid="comment"]')!;
    expect(within(theirs).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: 'Editar' }));
    const box = within(mine).getByRole('textbox', { name: 'Editar o comentário' });
    expect(box).toHaveValue('Meu comentário');
    await userEvent.clear(box);
    await userEvent.type(box, 'Meu comentário, corrigido');
    await userEvent.click(within(mine).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(within(mine).getByText('Meu comentário, corrigido')).toBeInTheDocument());
    expect(within(mine).getByText(/editado/)).toBeInTheDocument();
    expect(server.made('PUT /api/auth/community/comment/1/101')[0]?.body).toEqual({ content: 'Meu comentário, corrigido' });
    expect(showSuccess).toHaveBeenCalledWith('Comentário atualizado.');
  });

  it('shows a comment written while its thread was still loading (the first read is done again)', async () => {
    controlIntersection();
    let release: (() => void) | null = null;
    let reads = 0;
    const server = serveFeed({
      'GET /api/auth/community/posts/1/1': () => [200, { data: [postOf(10)], next_page_url: null }],
      // The first read of the thread is held back and answers without the comment written meanwhile.
      [`GET ${BASE}`]: () => {
        reads += 1;
        if (reads > 1) return [200, { data: [commentOf(300, { user: me, content: 'Cheguei rápido' })], next_page_url: null }];
        return new Promise((resolve) => {
          release = () => resolve([200, { data: [], next_page_url: null }]);
        });
      },
      [`POST ${BASE}`]: ({ body }) => [201, { data: commentOf(300, { user: me, content: (body as { content: string }).content }) }],
    });
    renderShell(<FeedList rules={postRules(1, viewOf())} canPost />);
    await userEvent.click(await screen.findByRole('button', { name: '0 comentários' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Escreva um comentário' }), 'Cheguei rápido');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(server.made(`POST ${BASE}`)).toHaveLength(1));
    release!();
    expect(await screen.findByText('Cheguei rápido')).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('loads the comments on demand and answers one: the reply joins its thread and the counts move', async () => {
    const server = renderPost();
    await userEvent.click(await screen.findByRole('button', { name: '3 comentários' }));
    const first = (await screen.findByText('Comentário 100')).closest<HTMLElement>('[data-testid="comment"]')!;

    await userEvent.click(within(first).getByRole('button', { name: 'Responder' }));
    const replies = await within(first).findByRole('list', { name: 'Respostas a Marina Lopes' });
    expect(within(replies).getByText('Primeira resposta')).toBeInTheDocument();

    const box = within(first).getByRole('textbox', { name: 'Responder a Marina Lopes' });
    await userEvent.type(box, 'Obrigado pela dica!');
    expect(within(first).getByText('19/2000')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Enviar resposta' }));

    await waitFor(() => expect(within(replies).getByText('Obrigado pela dica!')).toBeInTheDocument());
    expect(server.made(`POST ${BASE}`)[0]?.body).toEqual({ content: 'Obrigado pela dica!', parent_id: 100 });
    expect(
      within(replies)
        .getAllByTestId('comment')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('Primeira resposta'), expect.stringContaining('Obrigado pela dica!')]);
    expect(screen.getByRole('button', { name: '4 comentários' })).toBeInTheDocument();
    // The box closes once the reply is in.
    expect(within(first).queryByRole('textbox', { name: 'Responder a Marina Lopes' })).not.toBeInTheDocument();
  });

  it('deletes one’s own comment after a confirm', async () => {
    const server = renderPost();
    await userEvent.click(await screen.findByRole('button', { name: '3 comentários' }));
    await screen.findByText('Meu comentário');
    expect(screen.queryByRole('button', { name: 'Excluir o comentário de Marina Lopes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Excluir o comentário de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(screen.queryByText('Meu comentário')).not.toBeInTheDocument());
    expect(server.made('DELETE /api/auth/community/comment/1/101')).toHaveLength(1);
    expect(showSuccess).toHaveBeenCalledWith('Comentário excluído.');
    expect(screen.getByRole('button', { name: '2 comentários' })).toBeInTheDocument();
  });

  it('shows the comments but no box where comments are off, saying why', async () => {
    renderPost(viewOf({ comments: false }));
    await userEvent.click(await screen.findByRole('button', { name: '3 comentários' }));
    await screen.findByText('Comentário 100');
    expect(screen.getByText('Os comentários estão desativados nesta comunidade.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Escreva um comentário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
  });
});
