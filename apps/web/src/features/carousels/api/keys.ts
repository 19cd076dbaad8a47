import type { QueryClient } from '@tanstack/react-query';
import { homeCarouselsKey } from '../../../lib/query-keys';

/** Every Vitrine query key starts here, so one invalidation refreshes the whole section. */
export const vitrineKey = (tenantId: number) => ['vitrine', tenantId] as const;

/** After any Vitrine write: the section's lists and the student home are read again. */
export function refreshShowcase(queryClient: QueryClient, tenantId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vitrineKey(tenantId) }),
    queryClient.invalidateQueries({ queryKey: homeCarouselsKey(tenantId) }),
  ]);
}
