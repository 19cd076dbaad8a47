import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { CelebrationsReply } from '@trilha/shared/gamification/student-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { rankingKeys } from './keys';

/** CONTRACT "Gamification, student side", celebrations not yet shown: oldest first, at most 10. */
const getCelebrations = (tenantId: number) => api<CelebrationsReply>(gamificationPaths.celebrations({ tenant: tenantId }));

const celebrationsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: rankingKeys.celebrations(tenantId),
    queryFn: () => getCelebrations(tenantId),
    // Asked by the shell on every page: a reply not in the contract's shape celebrates nothing.
    select: (reply) => (Array.isArray(reply.data) ? reply.data : []),
    // Asked again on each page the student opens (the shell refetches on navigation); a failure
    // costs only a later celebration, never a toast.
    staleTime: 0,
    retry: false,
    meta: { silent: true },
  });

export const useCelebrations = (tenantId: number | undefined, enabled: boolean) =>
  useQuery({ ...celebrationsQuery(tenantId ?? 0), enabled: enabled && tenantId !== undefined });
