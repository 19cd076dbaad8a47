import { staffPaths } from '@trilha/shared/staff/paths';
import type { StaffMember, StaffReply } from '@trilha/shared/staff/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The school's staff, read whole (a short list): the one key every write to it refreshes. */
export const staffKey = (tenantId: number) => ['staff', tenantId] as const;

/** GET /api/admin/staff: the owner first, then administrators and moderators by name. */
export const staffQuery = (tenantId: number) =>
  queryOptions<StaffMember[]>({
    queryKey: staffKey(tenantId),
    queryFn: ({ signal }) => api<StaffReply>(staffPaths.staff(), { signal }).then((reply) => reply.data),
    // The section says it could not load in its own words.
    meta: { silent: true },
  });

export const useStaff = (tenantId: number) => useQuery(staffQuery(tenantId));

/** After any write to the staff: the list read again. */
export const refreshStaff = (queryClient: QueryClient, tenantId: number) => queryClient.invalidateQueries({ queryKey: staffKey(tenantId) });
