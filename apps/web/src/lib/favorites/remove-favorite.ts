import { HOME_PATHS } from '@trilha/shared/home/constants';
import type { FavoriteKind } from '@trilha/shared/home/schemas';
import { api } from '../api/client';
import type { FavoriteReply } from './add-favorite';

/** Body-less DELETE: no JSON content type is sent. */
export const removeFavorite = ({ tenantId, kind, id }: { tenantId: number; kind: FavoriteKind; id: number }) =>
  api<FavoriteReply>(HOME_PATHS.removeFavorite(tenantId, kind, id), { method: 'DELETE' });
