import { studentPaths } from '@trilha/shared/students/paths';
import type { importCreatedReply } from '@trilha/shared/students/import-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { uploadWithProgress } from '../../../lib/api/client';

type ImportCreatedReply = z.infer<typeof importCreatedReply>;

/** One upload of a CSV: a dry run (nothing changes in the school) or the import itself. */
export type ImportUpload = {
  file: File;
  dryRun: boolean;
  sendInvite: boolean;
  /** The fraction of the file's bytes sent, 0 to 1. */
  onProgress: (fraction: number) => void;
};

/** The multipart the route reads: the text fields first, then the file. */
export function importForm({ file, dryRun, sendInvite }: Omit<ImportUpload, 'onProgress'>) {
  const form = new FormData();
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('send_invite', sendInvite ? '1' : '0');
  form.append('file', file, file.name);
  return form;
}

/**
 * POST /api/admin/students/import: sends the file with its progress and gives the import's id (202);
 * the server reads and applies it in the background, and the screen follows it with useImport.
 */
export function useImportStudents() {
  return useMutation({
    mutationFn: ({ onProgress, ...upload }: ImportUpload) =>
      uploadWithProgress<ImportCreatedReply>(studentPaths.import(), importForm(upload), onProgress).then((reply) => reply.data.id),
    // The drawer shows the refusal under the file field, or above the results.
    meta: { silent: true },
  });
}
