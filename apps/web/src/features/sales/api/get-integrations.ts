import { salePaths } from '@trilha/shared/sales/paths';
import type { Integration, integrationsReply } from '@trilha/shared/sales/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

type IntegrationsReply = z.infer<typeof integrationsReply>;

/** The sales cache, under the school's key: the three integrations and the log of calls received. */
export const saleKeys = {
  all: (tenantId: number) => ['sales', tenantId] as const,
  integrations: (tenantId: number) => [...saleKeys.all(tenantId), 'integrations'] as const,
  deliveries: (tenantId: number) => [...saleKeys.all(tenantId), 'deliveries'] as const,
};

/** GET /api/admin/integrations: Hotmart, Stripe and the webhook, always the three in that order. */
export const integrationsQuery = (tenantId: number) =>
  queryOptions<Integration[]>({
    queryKey: saleKeys.integrations(tenantId),
    queryFn: ({ signal }) => api<IntegrationsReply>(salePaths.integrations(), { signal }).then((reply) => reply.data),
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

export const useIntegrations = (tenantId: number) => useQuery(integrationsQuery(tenantId));
