import { errorBody } from '@trilha/shared/platform/http';
import { schoolPaths } from '@trilha/shared/schools/paths';
import {
  createSchoolBody,
  operatorSchoolReply,
  operatorSchoolsReply,
  schoolIdParams,
  schoolsQuery,
  schoolStateBody,
} from '@trilha/shared/schools/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth/operator';
import type { FeatureOptions } from '../../platform/context';
import { schoolText } from './messages';
import { presentSchool } from './presenter';
import * as service from './service';

const tags = ['schools'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * CONTRACT "Schools and domains", the operator's side: every school, a new one, suspend and
 * reactivate. Only the operator (platform/auth/operator.ts); everyone else gets 401 or 403.
 */
export const operatorRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const operator = (request: Parameters<typeof requireOperator>[1]) => {
    const user = requireOperator(ctx.config, request, schoolText(request.lang, 'operatorOnly'));
    return { db: ctx.db, lang: request.lang, publicUrl: ctx.config.publicUrl, consoleTenantId: user.tenantId };
  };

  app.get(
    schoolPaths.schools.route,
    {
      schema: {
        tags,
        summary: 'Every school on the server with its hosts, students, storage used and state (the operator)',
        querystring: schoolsQuery,
        response: { 200: operatorSchoolsReply, ...errors },
      },
    },
    async (request) => {
      const page = await service.listSchools(operator(request), request.query.cursor);
      return {
        data: page.rows.map(presentSchool),
        next_page_url: page.next === null ? null : schoolPaths.schools({}, { cursor: page.next }),
      };
    },
  );

  app.post(
    schoolPaths.schools.route,
    {
      schema: {
        tags,
        summary: 'A new school on its first host; its owner is e-mailed a sign-in link (the operator)',
        body: createSchoolBody,
        response: { 201: operatorSchoolReply, ...errors },
      },
    },
    async (request, reply) => {
      const { school } = await service.createSchool(operator(request), request.body);
      ctx.tenants.forget();
      return reply.code(201).send({ data: presentSchool(school) });
    },
  );

  app.patch(
    schoolPaths.school.route,
    {
      schema: {
        tags,
        summary: 'Suspend or reactivate a school; nothing is deleted (the operator)',
        params: schoolIdParams,
        body: schoolStateBody,
        response: { 200: operatorSchoolReply, ...errors },
      },
    },
    async (request) => {
      const school = await service.setSchoolActive(operator(request), request.params.id, request.body.active);
      // This process at once; the others on the tenants row's change notice.
      ctx.tenants.forget();
      return { data: presentSchool(school) };
    },
  );

  done();
};
