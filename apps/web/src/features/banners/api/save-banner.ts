import { bannerPaths } from '@trilha/shared/banners/paths';
import type { bannerMessageReply } from '@trilha/shared/banners/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { uploadWithProgress } from '../../../lib/api/client';
import { bannersQuery } from './get-banners';

type BannerMessageReply = z.infer<typeof bannerMessageReply>;

/** Spec 001 §7: create, or update/{id}, as one multipart form (text parts and the cropped images). */
const saveBanner = (id: number | null, form: FormData, onProgress: (fraction: number) => void) =>
  uploadWithProgress<BannerMessageReply>(id === null ? bannerPaths.newBanner() : bannerPaths.bannerUpdate({ id }), form, onProgress);

/** The save with its real upload progress (0 to 1, null when idle) for the modal's bar. */
export function useSaveBanner(tenantId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) => {
      setProgress(0);
      return saveBanner(id, form, setProgress);
    },
    meta: { silent: true },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQuery(tenantId).queryKey }),
  });
  return { ...mutation, progress };
}
