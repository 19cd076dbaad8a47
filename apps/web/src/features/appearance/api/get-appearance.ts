import { APPEARANCE_PATHS, type AppearanceSettings } from '@trilha/shared/appearance/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api/client';

export const getAppearance = (tenantId: number) => api<{ data: AppearanceSettings }>(APPEARANCE_PATHS.get(tenantId)).then((r) => r.data);

/** The Aparência panel's settings; the owner of the ['appearance', tenantId] key. */
export const appearanceQuery = (tenantId: number) =>
  queryOptions({ queryKey: ['appearance', tenantId], queryFn: () => getAppearance(tenantId) });

export const useAppearance = (tenantId: number) => useQuery(appearanceQuery(tenantId));
