import { schoolPaths } from '@trilha/shared/schools/paths';
import { schoolDomainsReply } from '@trilha/shared/schools/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { schoolKeys } from './get-schools';

/** The school's host names, and `target`: this server's host name, where a domain's CNAME points. */
export type DomainsReply = z.infer<typeof schoolDomainsReply>;

/** GET /api/admin/domains: verified hosts first (the primary on top), then the pending ones, oldest first. */
export const domainsQuery = (tenantId: number) =>
  queryOptions<DomainsReply>({
    queryKey: schoolKeys.domains(tenantId),
    queryFn: async ({ signal }) => schoolDomainsReply.parse(await api<unknown>(schoolPaths.domains(), { signal })),
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

export const useDomains = (tenantId: number) => useQuery(domainsQuery(tenantId));
