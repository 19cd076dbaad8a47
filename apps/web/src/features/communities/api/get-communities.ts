import { useQuery } from '@tanstack/react-query';
import { communityListQuery } from '../../../lib/communities';

/** The Comunidade section's list; every write of this feature refreshes it. */
export const useCommunities = (tenantId: number) => useQuery({ ...communityListQuery(tenantId), select: (reply) => reply.communities });
