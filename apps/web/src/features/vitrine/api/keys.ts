import type { QueryClient } from '@tanstack/react-query';

/** Every Vitrine query key starts here, so one invalidation refreshes the whole section. */
export const vitrineKey = (tenantId: number) => ['vitrine', tenantId] as const;
/** The student home's carousels (owned by features/home): a Vitrine change must show there too. */
export const homeCarouselsKey = (tenantId: number) => ['home', 'carousels', tenantId] as const;

/** After any Vitrine write: the section's lists and the student home are read again. */
export function refreshShowcase(queryClient: QueryClient, tenantId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vitrineKey(tenantId) }),
    queryClient.invalidateQueries({ queryKey: homeCarouselsKey(tenantId) }),
  ]);
}
