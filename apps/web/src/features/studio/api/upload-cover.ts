import { studioPaths } from '@trilha/shared/studio/paths';
import type { studioCourseReply, studioModuleReply } from '@trilha/shared/studio/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { uploadWithProgress } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { patchModule, useOutlineCache } from './outline-cache';

type CourseReply = z.infer<typeof studioCourseReply>;
type ModuleReply = z.infer<typeof studioModuleReply>;

/** What the cover belongs to: the course being edited, or one of its modules. */
export type CoverOwner = { kind: 'course' } | { kind: 'module'; moduleId: number };

/**
 * PUT …/cover (multipart `cover`): the cropped picture, stored at once; the reply's URL replaces the
 * old cover, which the server releases. With its live progress (0 to 1; null when idle).
 */
export function useUploadCover(tenantId: number, courseId: number, owner: CoverOwner) {
  const cache = useOutlineCache(tenantId, courseId);
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (image: Blob) => {
      setProgress(0);
      const form = new FormData();
      form.append('cover', image, 'cover.jpg');
      if (owner.kind === 'course') {
        const reply = await uploadWithProgress<CourseReply>(studioPaths.courseCover({ id: courseId }), form, setProgress, 'PUT');
        return reply.data.cover_url;
      }
      const reply = await uploadWithProgress<ModuleReply>(studioPaths.moduleCover({ id: owner.moduleId }), form, setProgress, 'PUT');
      return reply.data.cover_url;
    },
    scope: courseWrites(courseId),
    // The field shows the refusal under itself.
    meta: { silent: true },
    onSuccess: (url) => {
      cache.update((outline) =>
        owner.kind === 'course' ? { ...outline, cover_url: url } : patchModule(outline, owner.moduleId, { cover_url: url }),
      );
      if (owner.kind === 'course') void cache.refreshList();
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
