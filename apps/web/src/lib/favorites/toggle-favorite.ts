import type { FavoriteIds, FavoriteKind } from '@trilha/shared/home/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../toast';
import { homeCarouselsKey } from '../query-keys';
import { addFavorite } from './add-favorite';
import { favoriteIdsQuery } from './get-favorite-ids';
import { removeFavorite } from './remove-favorite';

export type FavoriteTarget = { kind: FavoriteKind; id: number; favorite: boolean };

const listOf = (kind: FavoriteKind) => (kind === 'course' ? 'courses' : 'lessons');

/**
 * Adds or removes one course or lesson. The heart flips at once (optimistic on the ids query) and
 * flips back on failure; afterwards the list page and the home's "Minha lista" refetch. The toast
 * lives here, not in the button: removing a card from /favoritos unmounts its button before the reply.
 */
export function useToggleFavorite(tenantId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = favoriteIdsQuery(tenantId);
  return useMutation({
    mutationFn: ({ kind, id, favorite }: FavoriteTarget) =>
      favorite ? addFavorite({ tenant_id: tenantId, kind, id }) : removeFavorite({ tenantId, kind, id }),
    meta: { silent: true },
    onMutate: async ({ kind, id, favorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<FavoriteIds>(queryKey);
      if (previous) {
        const list = previous[listOf(kind)].filter((other) => other !== id);
        queryClient.setQueryData<FavoriteIds>(queryKey, { ...previous, [listOf(kind)]: favorite ? [...list, id] : list });
      }
      return { previous };
    },
    onSuccess: (reply) => showSuccess(reply.message),
    onError: (error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      showError(error, t('favorites.failed'));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['favorites'] }),
        queryClient.invalidateQueries({ queryKey: homeCarouselsKey(tenantId) }),
      ]),
  });
}
