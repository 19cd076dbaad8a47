import { communityPaths } from '@trilha/shared/communities/paths';
import { PREFERENCES_CACHE_MS } from '@trilha/shared/notifications/constants';
import type { subscribedReply } from '@trilha/shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { notificationKeys } from './keys';

type SubscribedReply = z.infer<typeof subscribedReply>;

/** CONTRACT "Communities, staff side", communities I follow: the communities this user can see and has not left. */
const getSubscribed = (tenantId: number) => api<SubscribedReply>(communityPaths.subscribed({ tenant: tenantId }));

/** The modal's community list, cached like the preferences it sits beside (spec 000 §9). */
const subscribedQuery = (tenantId: number) =>
  queryOptions({
    queryKey: notificationKeys.subscribed(tenantId),
    queryFn: () => getSubscribed(tenantId),
    select: (reply) => reply.data,
    staleTime: PREFERENCES_CACHE_MS,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

export const useSubscribed = (tenantId: number) => useQuery(subscribedQuery(tenantId));
