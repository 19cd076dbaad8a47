import type { studioMaterialReply } from '@trilha/shared/studio/media-schemas';
import { studioPaths } from '@trilha/shared/studio/paths';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { uploadWithProgress } from '../../../lib/api/client';
import { useMaterialsCache } from './materials-cache';

type MaterialReply = z.infer<typeof studioMaterialReply>;

/**
 * POST /api/admin/lessons/{id}/materials (multipart `file`), with its live progress (0 to 1; null
 * when idle). Not in the course's write queue: a 50 MB document must not hold the outline's saves.
 */
export function useAddMaterial(tenantId: number, courseId: number, lessonId: number) {
  const update = useMaterialsCache(tenantId, courseId, lessonId);
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const form = new FormData();
      form.append('file', file, file.name);
      const reply = await uploadWithProgress<MaterialReply>(studioPaths.lessonMaterials({ id: lessonId }), form, setProgress);
      return reply.data;
    },
    // The field shows the refusal under itself.
    meta: { silent: true },
    onSuccess: (material) => update((materials) => [...materials, material]),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
