import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonCommentsReply } from '@trilha/shared/lesson-page/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../../lib/toast';
import { controlIntersection, held, lessonCommentOf, replyOf, serveApi } from '../../../test/lesson-fixtures';
import { renderShell, student } from '../../../test/render-app';
import { LessonComments } from './LessonComments';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const LIST = '/api/auth/aulas/1/31/comments';
const me = { id: 7, name: 'Ana Souza', photo_url: null };
const staffReply = replyOf(201, 103, {
  content: 'A escola responde',
  is_staff: true,
  user: { id: 2, name: 'Equipe Aurora', photo_url: null },
});

const firstPage: LessonCommentsReply = {
  data: [
    lessonCommentOf(103, { content: 'Como faço o exercício?', replies: [staffReply], replies_count: 3, answered: true }),
    lessonCommentOf(102, { content: 'Minha dúvida', user: me, can_delete: true }),
  ],
  next_page_url: `${LIST}?cursor=102`,
};

type Routes = Parameters<typeof serveApi>[0];

function renderComments({ staff = false, routes = {} }: { staff?: boolean; routes?: Routes } = {}) {
  controlIntersection();
  const server = serveApi({
    [`GET ${LIST}`]: () => [200, firstPage],
    [`GET ${LIST}?cursor=102`]: () => [200, { data: [lessonCommentOf(101, { content: 'Comentário antigo' })], next_page_url: null }],
    [`GET ${LIST}?parent_id=103`]: () => [
      200,
      {
        data: [staffReply, replyOf(202, 103, { content: 'Segunda resposta' }), replyOf(203, 103, { content: 'Terceira resposta' })],
        next_page_url: null,
      },
    ],
    [`POST ${LIST}`]: ({ body }) => {
      const { content, parent_id } = body as { content: string; parent_id?: number };
      return [
        201,
        { data: { ...lessonCommentOf(300, { content, user: me, can_delete: true, is_staff: staff }), parent_id: parent_id ?? null } },
      ];
    },
    'DELETE /api/auth/aulas/1/comments/102': () => [200, { message: 'ok' }],
    ...routes,
  });
  const user = staff ? { ...student, staff: true, roles: [{ role: { slug: 'moderator' as const, name: 'Moderador' } }] } : student;
  const view = renderShell(<LessonComments tenant={1} lessonId={31} staff={staff} />, { user });
  return { ...view, server };
}

const commentNamed = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[data-testid="lesson-comment"]')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('lesson comments (CONTRACT "Lessons and the lesson screen")', () => {
  it('lists newest first with their first replies, the school’s answer badged, and pages with "Carregar mais"', async () => {
    renderComments();
    const list = await screen.findByRole('list', { name: 'Comentários da aula' });
    const items = within(list).getAllByTestId('lesson-comment');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Como faço o exercício?'),
      expect.stringContaining('Minha dúvida'),
    ]);
    const staffAnswer = within(items[0]!).getByText('A escola responde').closest<HTMLElement>('[data-testid="lesson-reply"]')!;
    expect(within(staffAnswer).getByText('Resposta da escola')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Resposta da escola')).not.toBeInTheDocument();
    // A student sees no "Sem resposta": it is for staff.
    expect(screen.queryByText('Sem resposta')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('há 10 minutos')).toHaveAttribute('datetime', firstPage.data[1]!.created_at);

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByText('Comentário antigo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('"Ver mais respostas" loads the rest of a comment’s replies, each once', async () => {
    const { server } = renderComments();
    const first = await commentNamed('Como faço o exercício?');
    await userEvent.click(within(first).getByRole('button', { name: 'Ver mais respostas' }));
    const replies = await screen.findByRole('list', { name: 'Respostas a João Pereira' });
    await within(replies).findByText('Terceira resposta');
    expect(
      within(replies)
        .getAllByTestId('lesson-reply')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('A escola responde'),
      expect.stringContaining('Segunda resposta'),
      expect.stringContaining('Terceira resposta'),
    ]);
    expect(server.made(`GET ${LIST}?parent_id=103`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ver mais respostas' })).not.toBeInTheDocument();
  });

  it('writes a comment (on top) with the shared rules: empty is refused before sending, the count shows', async () => {
    const { server } = renderComments();
    await screen.findByText('Minha dúvida');
    const box = screen.getByRole('textbox', { name: 'Escreva um comentário' });
    expect(box).toHaveAttribute('maxlength', '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escreva um comentário.')).toBeInTheDocument();
    expect(server.made(`POST ${LIST}`)).toHaveLength(0);

    await userEvent.type(box, 'Adorei a aula');
    expect(screen.getByText('13/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(server.made(`POST ${LIST}`)[0]?.body).toEqual({ content: 'Adorei a aula' }));
    const list = screen.getByRole('list', { name: 'Comentários da aula' });
    await waitFor(() => expect(within(list).getAllByTestId('lesson-comment')[0]).toHaveTextContent('Adorei a aula'));
    expect(box).toHaveValue('');
  });

  it('replies to a comment (one level): the reply shows under it', async () => {
    const { server } = renderComments();
    const mine = await commentNamed('Minha dúvida');
    await userEvent.click(within(mine).getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Responder a Ana Souza' }), 'Já resolvi');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    const replies = await screen.findByRole('list', { name: 'Respostas a Ana Souza' });
    expect(within(replies).getByText('Já resolvi')).toBeInTheDocument();
    expect(server.made(`POST ${LIST}`)[0]?.body).toEqual({ content: 'Já resolvi', parent_id: 102 });
    expect(screen.queryByRole('textbox', { name: 'Responder a Ana Souza' })).not.toBeInTheDocument();
  });

  it('deletes one’s own comment after a confirm; others’ have no delete', async () => {
    const { server } = renderComments();
    await screen.findByText('Minha dúvida');
    expect(screen.queryByRole('button', { name: 'Excluir o comentário de João Pereira' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir o comentário de Ana Souza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir comentário?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Minha dúvida')).not.toBeInTheDocument());
    expect(server.made('DELETE /api/auth/aulas/1/comments/102')).toHaveLength(1);
    expect(showSuccess).toHaveBeenCalledWith('Comentário excluído.');
  });

  it('staff see "Sem resposta" on a student’s unanswered comment, and their reply is the school’s answer', async () => {
    renderComments({ staff: true });
    const unanswered = await commentNamed('Minha dúvida');
    const answered = await commentNamed('Como faço o exercício?');
    expect(within(unanswered).getByText('Sem resposta')).toBeInTheDocument();
    expect(within(answered).queryByText('Sem resposta')).not.toBeInTheDocument();

    await userEvent.click(within(unanswered).getByRole('button', { name: 'Responder' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Responder a Ana Souza' }), 'Veja o módulo 2');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    const replies = await screen.findByRole('list', { name: 'Respostas a Ana Souza' });
    expect(within(replies).getByText('Resposta da escola')).toBeInTheDocument();
    await waitFor(() => expect(within(unanswered).queryByText('Sem resposta')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the toast', async () => {
    renderComments({
      routes: { [`POST ${LIST}`]: () => [429, { error: 'Você comentou muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.' }] },
    });
    await screen.findByText('Minha dúvida');
    await userEvent.type(screen.getByRole('textbox', { name: 'Escreva um comentário' }), 'De novo');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(null, 'Você comentou muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.'),
    );
    expect(screen.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue('De novo');
  });

  it('hides the whole section when the school turned comments off meanwhile (403 commentsOff on a write)', async () => {
    const off = { error: 'Os comentários das aulas estão desativados nesta escola.' };
    const { queryClient } = renderComments({ routes: { [`POST ${LIST}`]: () => [403, off] } });
    await screen.findByText('Minha dúvida');
    await userEvent.type(screen.getByRole('textbox', { name: 'Escreva um comentário' }), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(screen.queryByTestId('lesson-comments')).not.toBeInTheDocument());
    expect(showError).not.toHaveBeenCalled();
    // The school is to be read again, so the page learns the switch is off.
    expect(queryClient.getQueryState(['tenant'])?.isInvalidated).toBe(true);
  });

  it('shows nothing when the list itself answers 403 commentsOff', async () => {
    const hold = held();
    renderComments({ routes: { [`GET ${LIST}`]: hold.route } });
    expect(await screen.findByRole('heading', { name: 'Comentários' })).toBeInTheDocument();
    hold.release([403, { error: 'Os comentários das aulas estão desativados nesta escola.' }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Comentários' })).not.toBeInTheDocument());
  });
});
