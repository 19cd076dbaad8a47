import { useQuery } from '@tanstack/react-query';
import { communityListQuery } from '../../../lib/communities';

/** Course, module and lesson: the pickers every staff form shares (lib/place-options.ts). */
export { useCourseOptions, useLessonOptions, useModuleOptions } from '../../../lib/place-options';

/** The school's communities, from the cache the Comunidade section and the header links share. */
export const useCommunityOptions = (tenantId: number, enabled: boolean) =>
  useQuery({
    ...communityListQuery(tenantId),
    select: (reply) => reply.communities.map((c) => ({ value: c.id, label: c.title })),
    enabled,
    meta: { silent: true },
  });
