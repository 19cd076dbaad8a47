import { CUSTOM_HTML_CACHE_MS } from '@trilha/shared/custom-html/constants';
import { customHtmlPaths } from '@trilha/shared/custom-html/paths';
import type { CustomHtmlBlock, CustomHtmlListReply } from '@trilha/shared/custom-html/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { customHtmlKeys } from './keys';

/** CONTRACT "Custom HTML": every block of the school with its html, oldest first (editors only). */
const getBlocks = () => api<CustomHtmlListReply>(customHtmlPaths.blocks({ page: 'all' })).then((r) => r.data);

/** Spec 002 §9: the list is kept 30 minutes; this section's own writes invalidate it. */
const blocksQuery = (tenantId: number) =>
  queryOptions<CustomHtmlBlock[]>({
    queryKey: customHtmlKeys.blocks(tenantId),
    queryFn: getBlocks,
    staleTime: CUSTOM_HTML_CACHE_MS,
    // The section says it failed in place (with its own words), not in a toast.
    meta: { silent: true },
  });

export const useBlocks = (tenantId: number) => useQuery(blocksQuery(tenantId));
