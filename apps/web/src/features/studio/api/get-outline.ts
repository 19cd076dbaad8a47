import { studioPaths } from '@trilha/shared/studio/paths';
import type { StudioOutline, studioOutlineReply } from '@trilha/shared/studio/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { studioKeys } from './keys';

type OutlineReply = z.infer<typeof studioOutlineReply>;

/**
 * GET /api/admin/courses/{id}: the course with its modules and lessons, drafts included. The editor
 * writes every change into this entry as it is made, so nothing refetches it while a page is open
 * (a refetch would replace a value whose save failed and is waiting for another try). It is dropped
 * once the page closes, so the next visit reads the course afresh.
 */
export const outlineQuery = (tenantId: number, courseId: number) =>
  queryOptions<StudioOutline>({
    queryKey: studioKeys.outline(tenantId, courseId),
    queryFn: () => api<OutlineReply>(studioPaths.course({ id: courseId })).then((reply) => reply.data),
    meta: { silent: true },
    staleTime: Infinity,
    gcTime: 0,
  });

export const useCourseOutline = (tenantId: number, courseId: number) => useQuery(outlineQuery(tenantId, courseId));
