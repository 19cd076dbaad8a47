import { studioPaths } from '@trilha/shared/studio/paths';
import type { ModuleCreateBody, studioModuleReply } from '@trilha/shared/studio/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { addModule, useOutlineCache } from './outline-cache';

type ModuleReply = z.infer<typeof studioModuleReply>;

/** POST /api/admin/courses/{id}/modules: a module at the end of the course; it shows once the server gave it its id. */
export function useCreateModule(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: (body: ModuleCreateBody) =>
      api<ModuleReply>(studioPaths.courseModules({ id: courseId }), { method: 'POST', body }).then((reply) => reply.data),
    scope: courseWrites(courseId),
    meta: { silent: true },
    onSuccess: (module) => {
      cache.update((outline) => addModule(outline, module));
      void cache.refreshList();
    },
  });
}
