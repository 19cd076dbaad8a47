import { linkRequestedReply } from '@trilha/shared/accounts/auth-flows';
import { errorBody } from '@trilha/shared/platform/http';
import { studentPaths } from '@trilha/shared/students/paths';
import {
  enrollmentCreateBody,
  enrollmentIdParams,
  enrollmentReply,
  studentCreateBody,
  studentIdParams,
  studentReply,
  studentsExportQuery,
  studentsQuery,
  studentsReply,
  studentUpdateBody,
} from '@trilha/shared/students/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { mailFrom } from '../../platform/tenancy';
import { exportStudents } from './export';
import { studentText } from './messages';
import { presentEnrollment, presentStudent, presentStudentRows } from './presenter';
import * as service from './service';

const tags = ['students'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * CONTRACT "Products, students and access": the owner and admins look after the school's students;
 * moderators and students get 403, another school's ids 404. Paths in packages/shared/src/students/paths.ts.
 * `onLearnerChanged` forgets the student's cached access in this process at once (others hear the change feed).
 */
export const studentRoutes: FastifyPluginCallbackZod<{ ctx: AppContext }> = (app, { ctx }, done) => {
  const learnerChanged = (tenantId: number, userId: number) => ctx.caches.forget({ kind: 'learner', tenantId, userId });

  app.get(
    studentPaths.students.route,
    {
      schema: {
        tags,
        summary: "The school's students, newest first, 25 a page: search by name or e-mail, filter by product and status",
        querystring: studentsQuery,
        response: { 200: studentsReply, ...errors },
      },
    },
    async (request) => {
      const { page, progress, nextCursor } = await service.listStudents(editorScope(request), request.query);
      const { query, product_id, status } = request.query;
      return {
        data: presentStudentRows(page, progress),
        next_page_url: nextCursor === null ? null : studentPaths.students({}, { query, product_id, status, cursor: nextCursor }),
      };
    },
  );

  app.post(
    studentPaths.students.route,
    {
      schema: {
        tags,
        summary:
          'Add a student: creates the account or enrols the existing one, grants the products, optionally sends the welcome mail; 201',
        body: studentCreateBody,
        response: { 201: studentReply, ...errors },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      const student = await service.addStudent(scope, request.body, mailFrom(request));
      learnerChanged(scope.tenantId, student.person.id);
      return reply.code(201).send({ data: presentStudent(student) });
    },
  );

  app.get(
    studentPaths.export.route,
    {
      schema: {
        tags,
        summary: 'The directory as CSV (the same filters, every page), streamed; cells a spreadsheet would run as formulas are escaped',
        querystring: studentsExportQuery,
        // No response schema: the 200 is the file, sent as it is written; errors are the contract's envelope.
      },
    },
    // oxlint-disable-next-line typescript/require-await -- Fastify's promise form: the stream is sent by the reply, not awaited here
    async (request, reply) => {
      const scope = editorScope(request);
      const file = Readable.from(exportStudents(scope, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="alunos.csv"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    studentPaths.student.route,
    {
      schema: {
        tags,
        summary: 'One student: enrolments with their source, progress per course, quiz results',
        params: studentIdParams,
        response: { 200: studentReply, ...errors },
      },
    },
    async (request) => ({ data: presentStudent(await service.readStudent(editorScope(request), request.params.id)) }),
  );

  app.patch(
    studentPaths.student.route,
    {
      schema: {
        tags,
        summary: 'Rename, deactivate (signed out everywhere, cannot sign in; nothing deleted) or reactivate a student',
        params: studentIdParams,
        body: studentUpdateBody,
        response: { 200: studentReply, ...errors, 409: errorBody },
      },
    },
    async (request) => ({ data: presentStudent(await service.updateStudent(editorScope(request), request.params.id, request.body)) }),
  );

  app.post(
    studentPaths.enrollments.route,
    {
      schema: {
        tags,
        summary: "Grant a product, with an optional expiry (else the product's days, or for life); renews an existing grant; 201",
        params: studentIdParams,
        body: enrollmentCreateBody,
        response: { 201: enrollmentReply, ...errors },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      const enrollment = await service.grantProduct(scope, request.params.id, request.body);
      learnerChanged(scope.tenantId, enrollment.userId);
      return reply.code(201).send({ data: presentEnrollment(enrollment) });
    },
  );

  app.delete(
    studentPaths.enrollment.route,
    {
      schema: {
        tags,
        summary: 'Revoke one grant; 204',
        params: enrollmentIdParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      learnerChanged(scope.tenantId, await service.revokeEnrollment(scope, request.params.id));
      return reply.code(204).send();
    },
  );

  app.post(
    studentPaths.invite.route,
    {
      schema: {
        tags,
        summary: 'Send the welcome mail again with a new sign-in link (7 days); 202; 409 for a deactivated student',
        params: studentIdParams,
        response: { 202: linkRequestedReply, ...errors, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      await service.resendWelcome(scope, request.params.id, mailFrom(request));
      return reply.code(202).send({ message: studentText(scope.lang, 'inviteSent') });
    },
  );

  done();
};
