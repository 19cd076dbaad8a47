import { schoolPaths } from '@trilha/shared/schools/paths';
import { importCreatedReply } from '@trilha/shared/schools/schemas';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/api/client';

export type ImportRequest = { archive: File; host: string; onProgress: (fraction: number) => void };

/** POST /api/operator/schools/import, multipart `archive` and `host`, with the upload's real progress; 202 with the import's id. */
export function useImportSchool() {
  return useMutation({
    mutationFn: async ({ archive, host, onProgress }: ImportRequest): Promise<number> => {
      const form = new FormData();
      // The text field first: the server reads the parts in order and streams the archive to disk.
      form.append('host', host);
      form.append('archive', archive);
      return importCreatedReply.parse(await uploadWithProgress<unknown>(schoolPaths.importSchool(), form, onProgress)).data.id;
    },
    // The form shows the refusal under its fields.
    meta: { silent: true },
  });
}
