import { footerPaths } from '@trilha/shared/footer/paths';
import type { FooterSettingsReply } from '@trilha/shared/footer/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getFooterSettings = (tenantId: number) =>
  api<FooterSettingsReply>(footerPaths.settings({ tenant: tenantId })).then((reply) => reply.data);

/** The editor's view of the footer (both documents, links, switch); mutations write into this key. */
export const footerSettingsQuery = (tenantId: number) =>
  queryOptions({ queryKey: ['footer', 'settings', tenantId], queryFn: () => getFooterSettings(tenantId), staleTime: CACHE.thirtyMinutes });

// Waits for the signed-in user's school id rather than asking for school 0.
export const useFooterSettings = (tenantId: number) => useQuery({ ...footerSettingsQuery(tenantId), enabled: tenantId > 0 });
