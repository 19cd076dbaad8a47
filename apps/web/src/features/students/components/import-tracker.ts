import type { ImportStatus } from '@trilha/shared/students/import-schemas';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/toast';
import { importRunning, useImport } from '../api/get-import';
import { refreshStudents } from '../api/keys';

/** Where the browser keeps the school's import being followed, so a reload finds it again. */
export const importStorageKey = (tenantId: number) => `trilha.students-import.${tenantId}`;

function readStored(tenantId: number): number | null {
  try {
    const id = Number(window.localStorage.getItem(importStorageKey(tenantId)));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // storage blocked (private mode): nothing to resume
  }
}

function writeStored(tenantId: number, id: number | null) {
  try {
    if (id === null) window.localStorage.removeItem(importStorageKey(tenantId));
    else window.localStorage.setItem(importStorageKey(tenantId), String(id));
  } catch {
    // storage blocked: the import is followed on this page only
  }
}

export type ImportTracker = {
  /** The import followed (a dry run or the real one), or null. */
  id: number | null;
  status: UseQueryResult<ImportStatus>;
  /** Follows an import just created: kept in localStorage until its results are closed. */
  follow: (id: number) => void;
  /** Stops following (its results closed, or another file chosen). */
  forget: () => void;
};

/**
 * The school's CSV import the panel follows, shared by the drawer and the panel's banner: its id
 * survives a reload, its state is read every second while it runs, and the end of a real import
 * seen running here says so in a toast and reads the students and the products again.
 */
export function useImportTracker(tenantId: number): ImportTracker {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(() => readStored(tenantId));
  const status = useImport(tenantId, stored);
  // An id the server does not know (another browser's, a school's reset): dropped.
  const gone = status.error instanceof ApiError && status.error.status === 404;
  const id = gone ? null : stored;
  // Imports started here or seen unsettled: their end is announced once (a settled one found on a reload is not).
  const watching = useRef(new Set<number>());

  const follow = useCallback(
    (next: number) => {
      watching.current.add(next);
      writeStored(tenantId, next);
      setStored(next);
    },
    [tenantId],
  );
  const forget = useCallback(() => {
    writeStored(tenantId, null);
    setStored(null);
  }, [tenantId]);

  useEffect(() => {
    if (gone) writeStored(tenantId, null);
  }, [gone, tenantId]);

  const data = status.data;
  useEffect(() => {
    if (!data) return;
    if (importRunning(data)) {
      watching.current.add(data.id);
      return;
    }
    if (!watching.current.delete(data.id) || data.dry_run || data.state !== 'done') return;
    showSuccess(t('students.import.doneToast'));
    void refreshStudents(queryClient, tenantId, { products: true });
  }, [data, queryClient, t, tenantId]);

  return { id, status, follow, forget };
}
