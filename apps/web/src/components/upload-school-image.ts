import { mediaPaths } from '@trilha/shared/media/paths';
import type { ImageKind } from '@trilha/shared/media/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../lib/api/client';

/** POST upload-image?kind= (multipart `file`): the server checks and re-encodes, and answers the URL to save. */
function uploadSchoolImage(kind: ImageKind, image: Blob, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', image, `${kind}.${image.type === 'image/png' ? 'png' : 'jpg'}`);
  return uploadWithProgress<{ url: string }>(mediaPaths.image(undefined, { kind }), form, onProgress);
}

/** The upload with its live progress (0 to 1; null when idle). */
export function useUploadSchoolImage(kind: ImageKind) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (image: Blob) => {
      setProgress(0);
      return uploadSchoolImage(kind, image, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
