import {
  lessonMarqueeReply,
  lessonParams,
  marqueeBody,
  marqueeParams,
  marqueeReply,
  marqueesReply,
  tenantParams,
} from '@trilha/shared/lesson-page/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor, requireMember } from '../../../platform/auth/guards';
import type { SessionUser } from '../../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../../platform/context';
import { marqueeText } from './messages';
import { forgetMarqueesOnChange } from './view-cache';
import { presentMarquee } from './presenter';
import { lessonMarquee, marqueeCreator, marqueeList, marqueeRemover, marqueeUpdater } from './service';

const tags = ['marquee'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const scopeOf = (ctx: AppContext, request: FastifyRequest, user: SessionUser) => ({
  db: ctx.db,
  tenantId: user.tenantId,
  lang: request.lang,
});

/** Spec 001 §7 "Marquee" (editors: the edit panel's Letreiro) and the contract's marquee of a lesson (members). */
export const marqueeRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  ctx.database.changes.on((change) => forgetMarqueesOnChange(ctx.db, change));
  app.get(
    '/api/auth/marquee/:tenant',
    {
      schema: {
        tags,
        summary: "The school's marquees (at most one per product); editors only",
        params: tenantParams,
        response: { 200: marqueesReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const rows = await marqueeList(scopeOf(ctx, request, editor));
      return { data: rows.map(presentMarquee) };
    },
  );

  app.post(
    '/api/auth/marquee/create',
    {
      schema: {
        tags,
        summary:
          "Create a marquee for one of the school's products; a product that has one already is 409 'Já existe um letreiro definido para este produto.'; editors only",
        body: marqueeBody,
        response: { 201: marqueeReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await marqueeCreator(scopeOf(ctx, request, editor), request.body);
      return reply.code(201).send({ data: presentMarquee(row) });
    },
  );

  app.post(
    '/api/auth/marquee/update/:id',
    {
      schema: {
        tags,
        summary: "Update a marquee (moving it to a product that has one is 409); editors only, another school's marquee is 404",
        params: marqueeParams,
        body: marqueeBody,
        response: { 200: marqueeReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await marqueeUpdater(scopeOf(ctx, request, editor), { id: request.params.id, form: request.body });
      return { data: presentMarquee(row) };
    },
  );

  app.delete(
    '/api/auth/marquee/:id',
    {
      schema: {
        tags,
        summary: "Delete a marquee ('Exclusão realizada.'); editors only, another school's marquee is 404",
        params: marqueeParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      await marqueeRemover(scopeOf(ctx, request, editor), { id: request.params.id });
      return { message: marqueeText(request.lang, 'marqueeDeleted') };
    },
  );

  app.get(
    '/api/auth/aulas/:tenant/:lessonId/marquee',
    {
      schema: {
        tags,
        summary:
          "The marquee of a lesson (any member): of a product that opens the lesson's course and, for a student, that they hold; $nome_aluno filled with first names of random holders; null when none applies",
        params: lessonParams,
        response: { 200: lessonMarqueeReply, ...errors },
      },
    },
    async (request) => {
      const member = requireMember(request, request.params.tenant);
      return { data: await lessonMarquee(ctx.db, member, request.params.lessonId) };
    },
  );

  done();
};
