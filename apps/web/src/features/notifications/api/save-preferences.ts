import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { Preferences } from '@trilha/shared/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { tenantHeader } from './get-preferences';
import { notificationKeys } from './keys';

/** Spec 000 §7: POST the preferences, communities as the ids switched on, with the `tenantId` header. */
const savePreferences = (tenantId: number, body: Preferences) =>
  api<unknown>(notificationPaths.preferences({ tenantId }), { method: 'POST', body, headers: tenantHeader(tenantId) });

export function useSavePreferences(tenantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) => savePreferences(tenantId, body),
    // The modal toasts the spec's words (spec 000 §8), not the server's.
    meta: { silent: true },
    // What was sent is what is stored: the 30-minute cache keeps it without asking again.
    onSuccess: (_reply, body) => queryClient.setQueryData(notificationKeys.preferences(tenantId), body),
  });
}
