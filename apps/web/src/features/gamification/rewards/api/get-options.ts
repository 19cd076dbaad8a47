import { catalogPaths } from '@trilha/shared/catalog/paths';
import type { lessonsPage } from '@trilha/shared/catalog/schemas';
import { quizPaths } from '@trilha/shared/quizzes/paths';
import type { quizListReply } from '@trilha/shared/quizzes/schemas';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SelectOption } from '../../../../components/OptionSelect';
import { api } from '../../../../lib/api/client';
import { CACHE } from '../../../../lib/api/query-client';
import { rewardKeys } from './keys';

/** Spec 000 §7: GET /api/auth/quiz/{tenant}, "the quiz list is the third element of the response". */
const quizOptionsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: rewardKeys.quizzes(tenantId),
    queryFn: () => api<z.infer<typeof quizListReply>>(quizPaths.quizzes({ tenant: tenantId })),
    select: (reply): SelectOption[] => reply[2].data.map((quiz) => ({ value: quiz.id, label: quiz.name })),
    staleTime: CACHE.thirtyMinutes,
  });
export const useQuizOptions = (tenantId: number, enabled: boolean) => useQuery({ ...quizOptionsQuery(tenantId), enabled });

type LessonsPage = z.infer<typeof lessonsPage>;

/**
 * Spec 000 §7 "a lessons list call is also made; its path is not shown": the catalogue's paged
 * lessons (GET /api/auth/aulas/allClasses/{tenant}) or, with a term, its search.
 */
const lessonOptionsQuery = (tenantId: number, term: string) =>
  infiniteQueryOptions({
    queryKey: rewardKeys.lessons(tenantId, term),
    queryFn: ({ pageParam }) =>
      api<LessonsPage>(
        term
          ? catalogPaths.lessonSearch({ term, tenant: tenantId }, { page: pageParam })
          : catalogPaths.lessons({ tenant: tenantId }, { page: pageParam }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.next_page_url ? last.current_page + 1 : undefined),
    select: (data): SelectOption[] => data.pages.flatMap((page) => page.data.map((lesson) => ({ value: lesson.id, label: lesson.title }))),
    staleTime: CACHE.thirtyMinutes,
  });
export const useLessonOptions = (tenantId: number, term: string, enabled: boolean) =>
  useInfiniteQuery({ ...lessonOptionsQuery(tenantId, term), enabled });
