import type { ProductPermission } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { gamificationAdminKeys } from './keys';

/** Spec 001 §7: GET /api/auth/ranking/levels/permissions/get-by-level/{tenant}/{levelId}. */
const getLevelPermissions = (tenantId: number, levelId: number) =>
  api<{ data: ProductPermission[] }>(gamificationPaths.levelPermissions({ tenant: tenantId, levelId })).then((r) => r.data);

const levelPermissionsQuery = (tenantId: number, levelId: number) =>
  queryOptions({
    queryKey: gamificationAdminKeys.levelPermissions(tenantId, levelId),
    queryFn: () => getLevelPermissions(tenantId, levelId),
  });

export const useLevelPermissions = (tenantId: number, levelId: number) => useQuery(levelPermissionsQuery(tenantId, levelId));

/** Spec 001 §7: POST /api/auth/ranking/levels/permissions/create {level_id, array_plans_id, tenant_id}. */
export const createLevelPermissions = (tenantId: number, levelId: number, productIds: number[]) =>
  api<{ data: ProductPermission[] }>(gamificationPaths.newLevelPermissions(), {
    method: 'POST',
    body: { level_id: levelId, array_plans_id: productIds, tenant_id: tenantId },
  });

/** Spec 001 §7: DELETE /api/auth/ranking/levels/permissions/delete/{permissionId}. */
export const deleteLevelPermission = (permissionId: number) =>
  api<unknown>(gamificationPaths.levelPermission({ permissionId }), { method: 'DELETE' });
