import {
  hasLiveReply,
  liveForm,
  liveParams,
  liveReply,
  livesReply,
  tenantParams,
  watchLiveReply,
} from '@trilha/shared/lesson-page/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor, requireMember, requireStaff } from '../../platform/auth/guards';
import type { SessionUser } from '../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { liveText } from './messages';
import { forgetLivesOnChange } from './on-air-cache';
import { presentLive, presentWatchLive } from './presenter';
import { hasLive, liveCreator, liveList, liveRemover, liveToWatch, liveUpdater } from './service';

const tags = ['lives'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

const scopeOf = (ctx: AppContext, request: FastifyRequest, user: SessionUser) => ({
  db: ctx.db,
  tenantId: user.tenantId,
  lang: request.lang,
});

/** Lives (docs/lives.md): staff schedule them; members are told one is on air (CONTRACT "Notifications", has-live) and watch it on /live. */
export const livesRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  ctx.database.changes.on((change) => forgetLivesOnChange(ctx.db, change));
  app.get(
    '/api/platform/has-live',
    {
      schema: {
        tags,
        summary:
          'Whether a live the member may see is on air now (the school from the session), with its title and /live?watch={id}; asked by every header every minute',
        response: { 200: hasLiveReply, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => hasLive(ctx.db, requireMember(request)),
  );

  app.get(
    '/api/auth/lives/:tenant',
    {
      schema: {
        tags,
        summary:
          "(path chosen by Trilha) The school's lives: on air and upcoming first by start, then the most recent past ones, at most 50; staff only",
        params: tenantParams,
        response: { 200: livesReply, ...errors },
      },
    },
    async (request) => {
      const staff = requireStaff(request, request.params.tenant);
      return { data: (await liveList(scopeOf(ctx, request, staff))).map(presentLive) };
    },
  );

  app.post(
    '/api/auth/lives/:tenant',
    {
      schema: {
        tags,
        summary:
          '(path chosen by Trilha) Schedule a live: title, an https embed address of an accepted host, start and end (at most 12 h), the products that see it (none: the whole school); editors only',
        params: tenantParams,
        body: liveForm,
        response: { 201: liveReply, ...errors },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.params.tenant);
      const row = await liveCreator(scopeOf(ctx, request, editor), { userId: editor.id, form: request.body });
      return reply.code(201).send({ data: presentLive(row) });
    },
  );

  app.put(
    '/api/auth/lives/:tenant/:liveId',
    {
      schema: {
        tags,
        summary: "(path chosen by Trilha) Change a live and its products; editors only, another school's live is 404",
        params: liveParams,
        body: liveForm,
        response: { 200: liveReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const row = await liveUpdater(scopeOf(ctx, request, editor), { id: request.params.liveId, form: request.body });
      return { data: presentLive(row) };
    },
  );

  app.delete(
    '/api/auth/lives/:tenant/:liveId',
    {
      schema: {
        tags,
        summary: "(path chosen by Trilha) Delete a live; editors only, another school's live is 404",
        params: liveParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await liveRemover(scopeOf(ctx, request, editor), { id: request.params.liveId });
      // The spec's deletion words (Letreiro's 'Exclusão realizada.'), the same for every lesson-screen item.
      return { message: liveText(request.lang, 'marqueeDeleted') };
    },
  );

  app.get(
    '/api/auth/lives/:tenant/:liveId/watch',
    {
      schema: {
        tags,
        summary:
          "(path chosen by Trilha) A live for /live?watch={id}, on air or not, for a member who may see it (403 otherwise); another school's live is 404",
        params: liveParams,
        response: { 200: watchLiveReply, ...errors },
      },
    },
    async (request) => {
      const member = requireMember(request, request.params.tenant);
      return { data: presentWatchLive(await liveToWatch(ctx.db, member, { id: request.params.liveId, lang: request.lang })) };
    },
  );

  done();
};
