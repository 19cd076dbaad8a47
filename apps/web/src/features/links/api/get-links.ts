import { linkPaths } from '@trilha/shared/links/paths';
import type { LinksReply } from '@trilha/shared/links/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getLinks = (tenantId: number) => api<LinksReply>(linkPaths.links({ tenant: tenantId }));

/** The school's custom header links; every write below refreshes this key. */
export const linksQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['links', tenantId],
    queryFn: () => getLinks(tenantId),
    select: (reply) => reply.data,
    staleTime: CACHE.thirtyMinutes,
  });

/** `enabled` waits for the session and the school: the list is members-only. */
export const useLinks = (tenantId: number | undefined, enabled = true) =>
  useQuery({ ...linksQuery(tenantId ?? 0), enabled: enabled && tenantId !== undefined });
