import type { Level } from '@trilha/shared/gamification/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/levels/get/{tenant}, lowest needed score first. */
export const getLevels = (tenantId: number) => api<{ data: Level[] }>(`/api/auth/ranking/levels/get/${tenantId}`).then((r) => r.data);

export const levelsQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.levels(tenantId), queryFn: () => getLevels(tenantId) });

export const useLevels = (tenantId: number) => useQuery(levelsQuery(tenantId));
