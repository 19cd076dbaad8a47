import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { lessonMarqueeReply } from '@trilha/shared/lesson-page/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api/client';

type LessonMarqueeReply = z.infer<typeof lessonMarqueeReply>;

/** A few minutes: staff edits reach students soon, and the random names change now and then, not on every lesson. */
const LESSON_MARQUEE_STALE_MS = 5 * 60_000;

/** CONTRACT "Lessons and the lesson screen": GET /api/auth/aulas/{tenant}/{lessonId}/marquee, null when none applies. */
const getLessonMarquee = (tenantId: number, lessonId: number) =>
  api<LessonMarqueeReply>(lessonPagePaths.lessonMarquee({ tenant: tenantId, lessonId })).then((r) => r.data);

const lessonMarqueeQuery = (tenantId: number, lessonId: number) =>
  queryOptions({
    queryKey: ['lesson-marquee', tenantId, lessonId],
    queryFn: () => getLessonMarquee(tenantId, lessonId),
    staleTime: LESSON_MARQUEE_STALE_MS,
    // A strip that fails to load is no reason to trouble the student with a toast.
    meta: { silent: true },
  });

export const useLessonMarquee = (tenantId: number | undefined, lessonId: number) =>
  useQuery({ ...lessonMarqueeQuery(tenantId ?? 0, lessonId), enabled: tenantId !== undefined });
