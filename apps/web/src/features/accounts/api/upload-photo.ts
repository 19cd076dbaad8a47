import { accountPaths } from '@trilha/shared/accounts/paths';
import type { UserReply } from '@trilha/shared/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/api/client';
import { replaceMe } from '../../../lib/session';

/** POST /api/me/photo, multipart field `file`; the server checks the bytes and re-encodes. */
function uploadPhoto(photo: Blob, onProgress: (fraction: number) => void) {
  const form = new FormData();
  const extension = photo.type === 'image/png' ? 'png' : photo.type === 'image/webp' ? 'webp' : 'jpg';
  form.append('file', photo, `profile.${extension}`);
  return uploadWithProgress<UserReply>(accountPaths.photo(), form, onProgress);
}

/** The upload with its live progress (0 to 1, null when idle); the new user lands in ['me']. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (photo: Blob) => {
      setProgress(0);
      return uploadPhoto(photo, setProgress);
    },
    onSuccess: ({ user }) => replaceMe(queryClient, user),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
