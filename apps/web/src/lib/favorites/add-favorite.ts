import { favoritePaths } from '@trilha/shared/favorites/paths';
import type { FavoriteBody } from '@trilha/shared/home/schemas';
import { api } from '../api/client';

export type FavoriteReply = { message: string; favorite: boolean };

export const addFavorite = (body: FavoriteBody) => api<FavoriteReply>(favoritePaths.newFavorite(), { method: 'POST', body });
