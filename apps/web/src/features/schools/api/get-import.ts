import { schoolPaths } from '@trilha/shared/schools/paths';
import { schoolImportReply, type SchoolImport } from '@trilha/shared/schools/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { schoolKeys } from './get-schools';

/** How often a queued or running import is asked about. */
export const IMPORT_POLL_MS = 1000;

const finished = (state: SchoolImport['state'] | undefined) => state === 'done' || state === 'failed';

/** GET /api/operator/schools/imports/{id}: the import job's state, asked again each second until it ends. */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: schoolKeys.import(id),
    queryFn: async ({ signal }) => schoolImportReply.parse(await api<unknown>(schoolPaths.importState({ id }), { signal })).data,
    refetchInterval: (query) => (finished(query.state.data?.state) ? false : IMPORT_POLL_MS),
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });

export const useImport = (id: number | null) => useQuery({ ...importQuery(id ?? 0), enabled: id !== null });
