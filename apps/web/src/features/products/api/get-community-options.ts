import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../components/OptionSelect';
import { communityListQuery } from '../../../lib/communities';

/** The school's communities as the product editor offers them: the Comunidade section's own list and cache. */
export const useCommunityOptions = (tenantId: number) =>
  useQuery({
    ...communityListQuery(tenantId),
    select: (reply): SelectOption[] => reply.communities.map((c) => ({ value: c.id, label: c.title })),
  });
