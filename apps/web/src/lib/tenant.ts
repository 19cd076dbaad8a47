import { tenancyPaths } from '@trilha/shared/tenancy/paths';
import type { TenantReply } from '@trilha/shared/tenancy/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api/client';
import { CACHE } from './api/query-client';

const getTenant = () => api<TenantReply>(tenancyPaths.tenant());

export const tenantQuery = () => queryOptions({ queryKey: ['tenant'], queryFn: getTenant, staleTime: CACHE.thirtyMinutes });

export const useTenant = () => useQuery(tenantQuery());
