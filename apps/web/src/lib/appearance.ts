import { appearancePaths } from '@trilha/shared/appearance/paths';
import type { AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api/client';
import { appearanceKey } from './query-keys';

const getAppearance = (tenantId: number) =>
  api<{ data: AppearanceSettings }>(appearancePaths.settings({ tenant: tenantId })).then((r) => r.data);

/** The Aparência settings, read by the Aparência and Vitrine sections (the Vitrine's flags live there). */
export const appearanceQuery = (tenantId: number) =>
  queryOptions({ queryKey: appearanceKey(tenantId), queryFn: () => getAppearance(tenantId) });

export const useAppearance = (tenantId: number) => useQuery(appearanceQuery(tenantId));
