import { studentPaths } from '@trilha/shared/students/paths';
import type { ImportStatus, importStatusReply } from '@trilha/shared/students/import-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studentKeys } from './keys';

type ImportStatusReply = z.infer<typeof importStatusReply>;

/** How often a queued or running import is read again. */
export const IMPORT_POLL_MS = 1000;

/** Still to settle: the screen keeps reading it. */
export const importRunning = (status: ImportStatus | undefined) => status?.state === 'queued' || status?.state === 'running';

/** GET /api/admin/imports/{id}: an import's state, its progress (`done` of `total` lines) and, once settled, its results. */
export const importQuery = (tenantId: number, importId: number) =>
  queryOptions<ImportStatus>({
    queryKey: studentKeys.import(tenantId, importId),
    queryFn: ({ signal }) => api<ImportStatusReply>(studentPaths.importStatus({ id: importId }), { signal }).then((reply) => reply.data),
    // Read every second until it settles; then it no longer changes.
    refetchInterval: (query) => (importRunning(query.state.data) ? IMPORT_POLL_MS : false),
    // The drawer and the panel's banner say it could not load in their own words.
    meta: { silent: true },
  });

/** The import followed, if any (null: none, and nothing is read). */
export const useImport = (tenantId: number, importId: number | null) =>
  useQuery({ ...importQuery(tenantId, importId ?? 0), enabled: importId !== null });
