import { reminderPaths } from '@trilha/shared/reminders/paths';
import type { Reminders, RemindersInput } from '@trilha/shared/reminders/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** CONTRACT "Study reminders": GET / PUT /api/auth/reminders/{tenant}. */
const key = (tenantId: number) => ['reminders', tenantId] as const;

const remindersQuery = (tenantId: number) =>
  queryOptions({
    queryKey: key(tenantId),
    queryFn: () => api<Reminders>(reminderPaths.reminders({ tenant: tenantId })),
    meta: { silent: true },
  });

export const useReminders = (tenantId: number) => useQuery(remindersQuery(tenantId));

export function useSaveReminders(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindersInput) => api<Reminders>(reminderPaths.reminders({ tenant: tenantId }), { method: 'PUT', body }),
    // The page toasts its own words.
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(key(tenantId), saved),
  });
}
