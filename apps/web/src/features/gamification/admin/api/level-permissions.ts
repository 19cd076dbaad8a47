import type { ProductPermission } from '@trilha/shared/gamification/admin-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/levels/permissions/get-by-level/{tenant}/{levelId}. */
export const getLevelPermissions = (tenantId: number, levelId: number) =>
  api<{ data: ProductPermission[] }>(`/api/auth/ranking/levels/permissions/get-by-level/${tenantId}/${levelId}`).then((r) => r.data);

export const levelPermissionsQuery = (tenantId: number, levelId: number) =>
  queryOptions({
    queryKey: gamificationAdminKeys.levelPermissions(tenantId, levelId),
    queryFn: () => getLevelPermissions(tenantId, levelId),
  });

export const useLevelPermissions = (tenantId: number, levelId: number) => useQuery(levelPermissionsQuery(tenantId, levelId));

/** Spec 001 §7: POST /api/auth/ranking/levels/permissions/create {level_id, array_plans_id, tenant_id}. */
export const createLevelPermissions = (tenantId: number, levelId: number, productIds: number[]) =>
  api<{ data: ProductPermission[] }>('/api/auth/ranking/levels/permissions/create', {
    method: 'POST',
    body: { level_id: levelId, array_plans_id: productIds, tenant_id: tenantId },
  });

/** Spec 001 §7: DELETE /api/auth/ranking/levels/permissions/delete/{permissionId}. */
export const deleteLevelPermission = (permissionId: number) =>
  api<unknown>(`/api/auth/ranking/levels/permissions/delete/${permissionId}`, { method: 'DELETE' });
