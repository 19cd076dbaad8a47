import { errorBody } from '@trilha/shared/platform/http';
import { staffPaths } from '@trilha/shared/staff/paths';
import { staffIdParams, staffInviteBody, staffMemberReply, staffReply, staffUpdateBody } from '@trilha/shared/staff/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorScope } from '../../platform/request-scope';
import { mailFrom } from '../../platform/tenancy';
import { presentStaff } from './presenter';
import * as service from './service';

const tags = ['staff'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * CONTRACT "Products, students and access" (staff): the owner and administrators see and manage the
 * staff; moderators and students get 403. Paths in packages/shared/src/staff/paths.ts.
 */
export const staffRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    staffPaths.staff.route,
    {
      schema: {
        tags,
        summary: 'The staff: owner, administrators and moderators, with when each was last around',
        response: { 200: staffReply, ...errors },
      },
    },
    async (request) => ({ data: (await service.listStaff(editorScope(request))).map(presentStaff) }),
  );

  app.post(
    staffPaths.staff.route,
    {
      schema: {
        tags,
        summary:
          'Invite someone to the staff by e-mail (the owner names administrators; administrators moderators); a welcome mail goes out; 201',
        body: staffInviteBody,
        response: { 201: staffMemberReply, ...errors },
      },
    },
    async (request, reply) => {
      const member = await service.inviteStaff(editorScope(request), request.body, mailFrom(request));
      return reply.code(201).send({ data: presentStaff(member) });
    },
  );

  app.patch(
    staffPaths.member.route,
    {
      schema: {
        tags,
        summary: "Change a staff member's role",
        params: staffIdParams,
        body: staffUpdateBody,
        response: { 200: staffMemberReply, ...errors },
      },
    },
    async (request) => ({ data: presentStaff(await service.changeRole(editorScope(request), request.params.id, request.body.role)) }),
  );

  app.delete(
    staffPaths.member.route,
    {
      schema: {
        tags,
        summary: 'Remove someone from the staff (they stay a student if they hold products); the owner is never removed; 204',
        params: staffIdParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeStaff(editorScope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    staffPaths.owner.route,
    {
      schema: {
        tags,
        summary: 'The owner hands the school to an administrator and becomes an administrator; the staff as it is now',
        params: staffIdParams,
        response: { 200: staffReply, ...errors },
      },
    },
    async (request) => ({ data: (await service.handOnSchool(editorScope(request), request.params.id)).map(presentStaff) }),
  );

  done();
};
