import { carouselPaths } from '@trilha/shared/carousels/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { vitrineKey } from './keys';

export type ContentConfig = { show_blocked_content: 0 | 1; sales_url: string | null };
const getContentConfig = (tenantId: number) => api<ContentConfig>(carouselPaths.contentConfig({ tenant: tenantId }));

/** Spec 002 §7 get-content-config: whether students see content they cannot open (locked), and the sales link it offers. */
export const contentConfigQuery = (tenantId: number) =>
  queryOptions({ queryKey: [...vitrineKey(tenantId), 'content-config'], queryFn: () => getContentConfig(tenantId) });

export const useContentConfig = (tenantId: number) => useQuery(contentConfigQuery(tenantId));
