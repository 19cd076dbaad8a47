import { studioPaths } from '@trilha/shared/studio/paths';
import type { ModuleUpdateBody, StudioModule, studioModuleReply } from '@trilha/shared/studio/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { courseWrites } from './keys';
import { findModule, patchModule, replaceModule, settled, useOutlineCache } from './outline-cache';

type ModuleReply = z.infer<typeof studioModuleReply>;
export type ModuleChange = { moduleId: number; fields: ModuleUpdateBody };

/** PATCH /api/admin/modules/{id}: title, description, published, release_after_days or release_at. */
const updateModule = ({ moduleId, fields }: ModuleChange) =>
  api<ModuleReply>(studioPaths.module({ id: moduleId }), { method: 'PATCH', body: fields }).then((reply) => reply.data);

/** Shown at once; a failure keeps what was typed on screen for another try (the editor's save state says so). */
export function useUpdateModule(tenantId: number, courseId: number) {
  const cache = useOutlineCache(tenantId, courseId);
  return useMutation({
    mutationFn: updateModule,
    scope: courseWrites(courseId),
    meta: { silent: true },
    onMutate: ({ moduleId, fields }) => cache.update((outline) => patchModule(outline, moduleId, fields)),
    onSuccess: (module: StudioModule, { moduleId, fields }) =>
      cache.update((outline) => {
        const current = findModule(outline, moduleId);
        return current ? replaceModule(outline, settled(current, fields as Partial<StudioModule>, module)) : outline;
      }),
  });
}
