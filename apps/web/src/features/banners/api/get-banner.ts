import { bannerPaths } from '@trilha/shared/banners/paths';
import type { Banner, bannerGetReply } from '@trilha/shared/banners/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

type BannerGetReply = z.infer<typeof bannerGetReply>;

/** Spec 002 §7: edit loads the banner by id; it is body[2].data. */
const bannerQuery = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: ['banners', tenantId, 'one', id],
    queryFn: () => api<BannerGetReply>(bannerPaths.banner({ tenant: tenantId, bannerId: id })),
    select: (reply): Banner => reply[2].data,
    // Always the stored version when the modal opens: another editor may have changed it.
    staleTime: 0,
  });

export const useBanner = (tenantId: number, id: number | null) => useQuery({ ...bannerQuery(tenantId, id ?? 0), enabled: id !== null });
