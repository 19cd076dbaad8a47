import type { ScoringReply } from '@trilha/shared/gamification/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/gamification/platform/get-parameters/{tenant}. */
export const getScoring = (tenantId: number) => api<ScoringReply>(`/api/auth/ranking/gamification/platform/get-parameters/${tenantId}`);

export const scoringQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.scoring(tenantId), queryFn: () => getScoring(tenantId) });

export const useScoring = (tenantId: number) => useQuery(scoringQuery(tenantId));
