import { HOME_PATHS } from '@trilha/shared/home/constants';
import type { FavoriteBody } from '@trilha/shared/home/schemas';
import { api } from '../api/client';

export type FavoriteReply = { message: string; favorite: boolean };

export const addFavorite = (body: FavoriteBody) => api<FavoriteReply>(HOME_PATHS.addFavorite, { method: 'POST', body });
