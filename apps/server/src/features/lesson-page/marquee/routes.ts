import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
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
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../../platform/context';
import { editorScope, memberScope } from '../../../platform/request-scope';
import { marqueeText } from './messages';
import { presentMarquee } from './presenter';
import { createMarquee, listMarquees, readLessonMarquee, removeMarquee, updateMarquee } from './service';

const tags = ['marquee'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec 001 §7 "Marquee" (editors: the edit panel's Letreiro) and the contract's marquee of a lesson (members). */
export const marqueeRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    lessonPagePaths.marquees.route,
    {
      schema: {
        tags,
        summary: "The school's marquees (at most one per product); editors only",
        params: tenantParams,
        response: { 200: marqueesReply, ...errors },
      },
    },
    async (request) => {
      const rows = await listMarquees(editorScope(request, request.params.tenant));
      return { data: rows.map(presentMarquee) };
    },
  );

  app.post(
    lessonPagePaths.newMarquee.route,
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
      const row = await createMarquee(editorScope(request, request.body.tenant_id), request.body);
      return reply.code(201).send({ data: presentMarquee(row) });
    },
  );

  app.post(
    lessonPagePaths.marqueeUpdate.route,
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
      const row = await updateMarquee(editorScope(request, request.body.tenant_id), { id: request.params.id, form: request.body });
      return { data: presentMarquee(row) };
    },
  );

  app.delete(
    lessonPagePaths.marquee.route,
    {
      schema: {
        tags,
        summary: "Delete a marquee ('Exclusão realizada.'); editors only, another school's marquee is 404",
        params: marqueeParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeMarquee(editorScope(request), { id: request.params.id });
      return { message: marqueeText(request.lang, 'marqueeDeleted') };
    },
  );

  app.get(
    lessonPagePaths.lessonMarquee.route,
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
      return { data: await readLessonMarquee(memberScope(request, request.params.tenant), request.params.lessonId) };
    },
  );

  done();
};
