import { schoolPaths } from '@trilha/shared/schools/paths';
import { exportCreatedReply } from '@trilha/shared/schools/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /api/admin/export: the owner asks for the school's archive; 202 with the export's id, written by a job. */
export function useStartExport() {
  return useMutation({
    mutationFn: async (): Promise<number> =>
      exportCreatedReply.parse(await api<unknown>(schoolPaths.exportSchool(), { method: 'POST', body: {} })).data.id,
    // The panel says why in place.
    meta: { silent: true },
  });
}
