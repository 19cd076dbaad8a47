import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { CelebrationsReply, CelebrationsSeenBody } from '@trilha/shared/gamification/student-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { rankingKeys } from './keys';

/** CONTRACT "Gamification, student side": PATCH the celebrations path with `{ ids }` marks them seen, so each shows once. */
const markCelebrationsSeen = (tenantId: number, body: CelebrationsSeenBody) =>
  api<unknown>(gamificationPaths.celebrations({ tenant: tenantId }), { method: 'PATCH', body });

export function useMarkCelebrationsSeen(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markCelebrationsSeen(tenantId, { ids }),
    // Dropped from the cache at once, so the next page's refetch racing this write cannot show one twice.
    onMutate: (ids) => {
      queryClient.setQueryData<CelebrationsReply>(rankingKeys.celebrations(tenantId), (reply) =>
        reply ? { data: reply.data.filter((c) => !ids.includes(c.id)) } : reply,
      );
    },
    // A lost write means the celebration comes back on a later page: better than a toast over it.
    meta: { silent: true },
  });
}
