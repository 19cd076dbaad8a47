import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../components/OptionSelect';
import { communityListQuery } from '../../../lib/communities';

/** The school's communities as picker options for a community header link; the Comunidade section shares the cache. */
export const useCommunityOptions = (tenantId: number, enabled: boolean) =>
  useQuery({
    ...communityListQuery(tenantId),
    select: (reply): SelectOption[] => reply.communities.map((c) => ({ value: c.id, label: c.title })),
    // Only while the link modal is in community mode (or checking whether a link is one).
    enabled,
  });
