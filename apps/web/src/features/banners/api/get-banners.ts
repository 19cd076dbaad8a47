import { bannerPaths } from '@trilha/shared/banners/paths';
import type { Banner, BannerSettings, BannersIndexReply } from '@trilha/shared/banners/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CACHE } from '../../../lib/api/query-client';

const getBanners = (tenantId: number) => api<BannersIndexReply>(bannerPaths.banners({ tenant: tenantId }));

export type BannersView = { banners: Banner[]; settings: BannerSettings };

/** Spec 002 §7: the list is body[2].data, by order, cached 30 minutes; every banner write refreshes this key. */
export const bannersQuery = (tenantId: number) =>
  queryOptions({
    queryKey: ['banners', tenantId],
    queryFn: () => getBanners(tenantId),
    select: (reply): BannersView => ({ banners: reply[2].data, settings: reply[2].settings }),
    staleTime: CACHE.thirtyMinutes,
  });

/** `enabled` waits for the school: the list is members-only. */
export const useBanners = (tenantId: number | undefined) => useQuery({ ...bannersQuery(tenantId ?? 0), enabled: tenantId !== undefined });
