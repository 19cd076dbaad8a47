import { schoolPaths } from '@trilha/shared/schools/paths';
import { schoolExportReply, type SchoolExport } from '@trilha/shared/schools/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { schoolKeys } from './get-schools';

/** How often a queued or running export is asked about: the job reports its progress as it goes. */
export const EXPORT_POLL_MS = 1000;

const finished = (state: SchoolExport['state'] | undefined) => state === 'ready' || state === 'failed';

/** GET /api/admin/exports/{id}: state, progress, and once ready the signed download link; asked again each second until it ends. */
export const exportQuery = (id: number) =>
  queryOptions({
    queryKey: schoolKeys.export(id),
    queryFn: async ({ signal }) => schoolExportReply.parse(await api<unknown>(schoolPaths.exportState({ id }), { signal })).data,
    refetchInterval: (query) => (finished(query.state.data?.state) ? false : EXPORT_POLL_MS),
    // A ready link is signed for an hour: no need to read it again on focus.
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

export const useExport = (id: number | null) => useQuery({ ...exportQuery(id ?? 0), enabled: id !== null });
