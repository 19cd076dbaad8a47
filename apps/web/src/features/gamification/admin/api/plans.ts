import type { ProductPermission } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/gamification-plans/get/{tenant}: the products whose students score. */
const getPlans = (tenantId: number) =>
  api<{ data: ProductPermission[] }>(gamificationPaths.plans({ tenant: tenantId })).then((r) => r.data);

const plansQuery = (tenantId: number) =>
  queryOptions({ queryKey: gamificationAdminKeys.plans(tenantId), queryFn: () => getPlans(tenantId) });
export const usePlans = (tenantId: number) => useQuery(plansQuery(tenantId));

/** Spec 001 §7: POST /api/auth/ranking/gamification-plans/create {array_plans_id, tenant_id}. */
const createPlans = (tenantId: number, productIds: number[]) =>
  api<{ data: ProductPermission[] }>(gamificationPaths.newPlans(), {
    method: 'POST',
    body: { array_plans_id: productIds, tenant_id: tenantId },
  });

/** Spec 001 §7: DELETE /api/auth/ranking/gamification-plans/delete/{id}/{tenant}. */
const deletePlan = (tenantId: number, id: number) =>
  api<{ message: string }>(gamificationPaths.plan({ id, tenant: tenantId }), { method: 'DELETE' });

export function useCreatePlans(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productIds: number[]) => createPlans(tenantId, productIds),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.plans(tenantId) }),
  });
}

export function useDeletePlan(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePlan(tenantId, id),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamificationAdminKeys.plans(tenantId) }),
  });
}
