import type { studioLessonDetailReply } from '@trilha/shared/studio/media-schemas';
import { studioPaths } from '@trilha/shared/studio/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

export type StudioLessonDetail = z.infer<typeof studioLessonDetailReply>['data'];

/**
 * GET /api/admin/lessons/{id}: one lesson for its panel, with its materials (the outline carries
 * only their count). Read each time the panel opens; adding or removing a material writes here.
 */
export const lessonDetailQuery = (tenantId: number, lessonId: number) =>
  queryOptions<StudioLessonDetail>({
    queryKey: studioKeys.lesson(tenantId, lessonId),
    queryFn: () => api<z.infer<typeof studioLessonDetailReply>>(studioPaths.lesson({ id: lessonId })).then((reply) => reply.data),
    // The panel says in place when it cannot read the lesson.
    meta: { silent: true },
  });

export const useLessonDetail = (tenantId: number, lessonId: number) => useQuery(lessonDetailQuery(tenantId, lessonId));
