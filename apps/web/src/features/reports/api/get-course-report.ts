import { reportPaths } from '@trilha/shared/reports/paths';
import type { CourseReport, CourseReportQuery, courseReportReply } from '@trilha/shared/reports/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';
import { reportKeys } from './keys';

type CourseReportReply = z.infer<typeof courseReportReply>;

/** GET /api/admin/reports/courses/{id}: the course's figures and funnel, and one page (50) of its students sorted as asked. */
export const courseReportQuery = (tenantId: number, courseId: number, view: CourseReportQuery) =>
  queryOptions<CourseReport>({
    queryKey: reportKeys.course(tenantId, courseId, view),
    queryFn: ({ signal }) => api<CourseReportReply>(reportPaths.course({ courseId }, view), { signal }).then((reply) => reply.data),
    // The report says it could not load in its own words.
    meta: { silent: true },
  });

/** The last page stays on screen while another sort or page loads, so the table does not blink away. */
export const useCourseReport = (tenantId: number, courseId: number, view: CourseReportQuery) =>
  useQuery({ ...courseReportQuery(tenantId, courseId, view), placeholderData: keepPreviousData });
