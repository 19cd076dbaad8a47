import { errorBody } from '@trilha/shared/platform/http';
import { reportPaths } from '@trilha/shared/reports/paths';
import {
  courseReportParams,
  courseReportQuery,
  courseReportReply,
  quizReportParams,
  quizReportQuery,
  quizReportReply,
} from '@trilha/shared/reports/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { editorScope } from '../../platform/request-scope';
import * as service from './service';

const tags = ['reports'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const sendCsv = (reply: FastifyReply, name: string, lines: AsyncGenerator<string>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines));

/**
 * CONTRACT "Products, students and access" (reports): the owner and administrators read how the
 * school's students progress, as CSV (the contract's two paths) and, for the screen, as JSON pages.
 */
export const reportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    reportPaths.course.route,
    {
      schema: {
        tags,
        summary: "A course's students, 50 a page sorted as asked, with the completion funnel by module",
        params: courseReportParams,
        querystring: courseReportQuery,
        response: { 200: courseReportReply, ...errors },
      },
    },
    async (request) => ({ data: await service.readCourseReport(editorScope(request), request.params.courseId, request.query) }),
  );

  app.get(
    reportPaths.courseCsv.route,
    {
      schema: {
        tags,
        summary: "A course's students as CSV: progress, finished lessons, last activity; streamed",
        params: courseReportParams,
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      const course = await service.courseOrNotFound(scope, request.params.courseId);
      return sendCsv(reply, `curso-${course.id}.csv`, service.courseCsv(scope, course));
    },
  );

  app.get(
    reportPaths.quiz.route,
    {
      schema: {
        tags,
        summary: "A quiz's takers, 50 a page sorted as asked: attempts, best score, passed",
        params: quizReportParams,
        querystring: quizReportQuery,
        response: { 200: quizReportReply, ...errors },
      },
    },
    async (request) => ({ data: await service.readQuizReport(editorScope(request), request.params.quizId, request.query) }),
  );

  app.get(
    reportPaths.quizCsv.route,
    { schema: { tags, summary: "A quiz's takers as CSV: attempts, best score, passed; streamed", params: quizReportParams } },
    async (request, reply) => {
      const scope = editorScope(request);
      const quiz = await service.quizOrNotFound(scope, request.params.quizId);
      return sendCsv(reply, `avaliacao-${quiz.id}.csv`, service.quizCsv(scope, quiz));
    },
  );

  done();
};
