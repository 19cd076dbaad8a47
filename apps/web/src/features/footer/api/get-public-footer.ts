import { footerPaths } from '@trilha/shared/footer/paths';
import type { PublicFooterReply } from '@trilha/shared/footer/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getPublicFooter = () => api<PublicFooterReply>(footerPaths.footer());

/** What the student footer shows; the staff saves invalidate it so the change shows at once. */
export const publicFooterQuery = () =>
  queryOptions({ queryKey: ['footer', 'public'], queryFn: getPublicFooter, staleTime: CACHE.thirtyMinutes, meta: { silent: true } });

export const usePublicFooter = (enabled: boolean) => useQuery({ ...publicFooterQuery(), enabled });
