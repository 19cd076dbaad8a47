import type { Level } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/levels/get/{tenant}, lowest needed score first. */
const getLevels = (tenantId: number) => api<{ data: Level[] }>(gamificationPaths.levels({ tenant: tenantId })).then((r) => r.data);

const levelsQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.levels(tenantId), queryFn: () => getLevels(tenantId) });

export const useLevels = (tenantId: number) => useQuery(levelsQuery(tenantId));
