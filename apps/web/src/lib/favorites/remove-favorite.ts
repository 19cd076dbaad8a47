import { favoritePaths } from '@trilha/shared/favorites/paths';
import type { FavoriteKind } from '@trilha/shared/home/schemas';
import { api } from '../api/client';
import type { FavoriteReply } from './add-favorite';

/** Body-less DELETE: no JSON content type is sent. */
export const removeFavorite = ({ tenantId, kind, id }: { tenantId: number; kind: FavoriteKind; id: number }) =>
  api<FavoriteReply>(favoritePaths.favorite({ tenant: tenantId, kind, id }), { method: 'DELETE' });
