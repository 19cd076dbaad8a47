import type { ScoringReply } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/gamification/platform/get-parameters/{tenant}. */
const getScoring = (tenantId: number) => api<ScoringReply>(gamificationPaths.scoring({ tenant: tenantId }));

const scoringQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.scoring(tenantId), queryFn: () => getScoring(tenantId) });

export const useScoring = (tenantId: number) => useQuery(scoringQuery(tenantId));
