import { HOME_PATHS } from '@trilha/shared/testing/contract-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FAVORITE_MESSAGES } from '@trilha/shared/home/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, reviewer } from '../test/render-app';
import { showError, showSuccess } from '../lib/toast';
import { stubFetchRoutes } from '../test/fetch-routes';
import { FavoriteButton } from './FavoriteButton';

vi.mock('../lib/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('FavoriteButton (issue 5 "Favourites")', () => {
  it('is absent for the review account, which has no list (the server decides: features.favorites), and asks nothing', () => {
    const { fetch } = stubFetchRoutes({});
    renderShell(<FavoriteButton kind="course" id={11} title="Marketing Digital" />, { user: reviewer });
    expect(screen.queryByRole('button', { name: 'Adicionar à minha lista' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url.includes('/favorites/'))).toHaveLength(0);
  });

  it('adds a course: the heart is pressed at once, the server message is toasted, the home and list refetch', async () => {
    let saved: number[] = [];
    const { fetch } = stubFetchRoutes({
      [`GET ${HOME_PATHS.favoriteIds(1)}`]: () => [200, { courses: saved, lessons: [] }],
      [`POST ${HOME_PATHS.addFavorite}`]: ({ body }) => {
        saved = [(body as { id: number }).id];
        return [200, { message: FAVORITE_MESSAGES.added, favorite: true }];
      },
    });
    const { queryClient } = renderShell(<FavoriteButton kind="course" id={11} title="Marketing Digital" />);
    queryClient.setQueryData(['home', 'carousels', 1], { data: [] });
    const button = await screen.findByRole('button', { name: 'Adicionar à minha lista' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remover da minha lista' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Adicionado à sua lista'));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ tenant_id: 1, kind: 'course', id: 11 });
    await waitFor(() => expect(queryClient.getQueryState(['home', 'carousels', 1])?.isInvalidated).toBe(true));
  });

  it('removes a lesson with a body-less DELETE', async () => {
    const { fetch } = stubFetchRoutes({
      [`GET ${HOME_PATHS.favoriteIds(1)}`]: [200, { courses: [], lessons: [42] }],
      [`DELETE ${HOME_PATHS.removeFavorite(1, 'lesson', 42)}`]: [200, { message: FAVORITE_MESSAGES.removed, favorite: false }],
    });
    renderShell(<FavoriteButton kind="lesson" id={42} title="Luz natural" />);
    const button = await screen.findByRole('button', { name: 'Remover da minha lista' });
    fireEvent.click(button);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Removido da sua lista'));
    const remove = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(remove[1]!.body).toBeUndefined();
    expect(new Headers(remove[1]!.headers).get('content-type')).toBeNull();
  });

  it('flips back and shows the server message when the save fails', async () => {
    stubFetchRoutes({
      [`GET ${HOME_PATHS.favoriteIds(1)}`]: [200, { courses: [], lessons: [] }],
      [`POST ${HOME_PATHS.addFavorite}`]: [409, { error: FAVORITE_MESSAGES.limit }],
    });
    renderShell(<FavoriteButton kind="course" id={11} title="Marketing Digital" />);
    const button = await screen.findByRole('button', { name: 'Adicionar à minha lista' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(showError).toHaveBeenCalled());
    expect((vi.mocked(showError).mock.calls[0]![0] as Error).message).toBe('Sua lista atingiu o limite de 500 itens');
    expect(await screen.findByRole('button', { name: 'Adicionar à minha lista' })).toHaveAttribute('aria-pressed', 'false');
  });
});
