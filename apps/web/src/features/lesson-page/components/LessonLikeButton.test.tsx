import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError } from '../../../lib/toast';
import { held, serveApi } from '../../../test/lesson-fixtures';
import { renderShell } from '../../../test/render-app';
import { LessonLikeButton } from './LessonLikeButton';

vi.mock('../../../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const LIKE = '/api/auth/aulas/1/31/like';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the lesson’s like', () => {
  it('likes at once (optimistic) and keeps the server’s count; a second tap unlikes', async () => {
    const put = held();
    const server = serveApi({
      [`GET ${LIKE}`]: () => [200, { liked: false, likes_count: 3 }],
      [`PUT ${LIKE}`]: put.route,
      [`DELETE ${LIKE}`]: () => [200, { liked: false, likes_count: 4 }],
    });
    renderShell(<LessonLikeButton tenant={1} lessonId={31} locked={false} />);
    const button = await screen.findByRole('button', { name: 'Curtir a aula, 3 curtidas' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(button).toBeEnabled());

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Curtir a aula, 4 curtidas');
    put.release([200, { liked: true, likes_count: 5 }]);
    await waitFor(() => expect(button).toHaveAccessibleName('Curtir a aula, 5 curtidas'));
    expect(server.made(`PUT ${LIKE}`)).toHaveLength(1);

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(button).toHaveAccessibleName('Curtir a aula, 4 curtidas'));
    expect(server.made(`DELETE ${LIKE}`)).toHaveLength(1);
  });

  it('goes back and says why when the server refuses', async () => {
    serveApi({
      [`GET ${LIKE}`]: () => [200, { liked: false, likes_count: 1 }],
      [`PUT ${LIKE}`]: () => [403, { error: 'Esta aula está bloqueada para você.' }],
    });
    renderShell(<LessonLikeButton tenant={1} lessonId={31} locked={false} />);
    const button = await screen.findByRole('button', { name: 'Curtir a aula, 1 curtida' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(showError).toHaveBeenCalledWith(null, 'Esta aula está bloqueada para você.'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Curtir a aula, 1 curtida');
  });

  it('is disabled on a locked lesson', async () => {
    const server = serveApi({ [`GET ${LIKE}`]: () => [200, { liked: false, likes_count: 0 }] });
    renderShell(<LessonLikeButton tenant={1} lessonId={31} locked />);
    expect(await screen.findByRole('button', { name: 'Curtir a aula, 0 curtidas' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Curtir a aula, 0 curtidas' }), { pointerEventsCheck: 0 });
    expect(server.made(`PUT ${LIKE}`)).toHaveLength(0);
  });
});
