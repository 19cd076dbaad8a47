import type { LessonVideoLinkBody, lessonVideoLinkReply, LessonVideoState, lessonVideoReply } from '@trilha/shared/studio/media-schemas';
import { studioPaths } from '@trilha/shared/studio/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api, putFileWithProgress } from '../../../lib/api/client';
import { studioKeys } from './keys';
import { findLesson, patchLesson, useOutlineCache } from './outline-cache';

type VideoReply = z.infer<typeof lessonVideoReply>;
export type VideoLink = z.infer<typeof lessonVideoLinkReply>['data'];

/** How often the panel asks while the server processes the video (docs/course-studio.md "Video", step 3). */
export const VIDEO_POLL_MS = 1500;

/** GET /api/admin/lessons/{id}/video: the newest upload's state, the bytes that arrived, the server's limit. */
export const getLessonVideo = (lessonId: number) => api<VideoReply>(studioPaths.lessonVideo({ id: lessonId })).then((reply) => reply.data);

/** Asked afresh at each opening of the panel, and every VIDEO_POLL_MS while processing runs. */
export const lessonVideoQuery = (tenantId: number, lessonId: number) =>
  queryOptions<LessonVideoState>({
    queryKey: studioKeys.lessonVideo(tenantId, lessonId),
    queryFn: () => getLessonVideo(lessonId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'processing' ? VIDEO_POLL_MS : false),
    meta: { silent: true },
  });

/**
 * The lesson's video state; once it changes (processing ends ready or failed), the outline's copy
 * of it is rewritten in place, as the server's outline would give it: the upload's state, and the
 * duration of the video the lesson plays (the new one's once ready). Not a refetch of the outline:
 * that would replace values whose save failed and waits for another try (get-outline.ts).
 */
export function useLessonVideo(tenantId: number, courseId: number, lessonId: number) {
  const query = useQuery(lessonVideoQuery(tenantId, lessonId));
  const cache = useOutlineCache(tenantId, courseId);
  const state = query.data?.state;
  const duration = query.data?.duration_seconds ?? null;
  useEffect(() => {
    const outline = cache.get();
    const current = outline && findLesson(outline, lessonId)?.video;
    if (!state || !current) return;
    const next = { state, duration_seconds: state === 'ready' && duration !== null ? duration : current.duration_seconds };
    if (current.state !== next.state || current.duration_seconds !== next.duration_seconds) {
      cache.update((o) => patchLesson(o, lessonId, { video: next }));
    }
  }, [cache, lessonId, state, duration]);
  return query;
}

/** Step 1, POST …/video { filename, size }: where the bytes go (413 over the server's limit, 415 a container it cannot process). */
export const createVideoLink = (lessonId: number, body: LessonVideoLinkBody) =>
  api<{ data: VideoLink }>(studioPaths.lessonVideo({ id: lessonId }), { method: 'POST', body }).then((reply) => reply.data);

/**
 * Step 2, one part: bytes `start` to `start + part.size - 1` of `total`, which must start where the
 * upload stands (else 409). Answers the state the server is in after it.
 */
export async function putVideoPart(
  url: string,
  part: { blob: Blob; start: number; total: number },
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<LessonVideoState> {
  const end = part.start + part.blob.size - 1;
  const reply = await putFileWithProgress<VideoReply>(url, part.blob, onProgress, signal, {
    'content-range': `bytes ${part.start}-${end}/${part.total}`,
  });
  if (!reply) throw new Error('empty reply');
  return reply.data;
}
