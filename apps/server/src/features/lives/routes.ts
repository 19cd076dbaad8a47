import {
  hasLiveReply,
  liveForm,
  liveParams,
  liveReply,
  livesReply,
  tenantParams,
  watchLiveReply,
} from '@trilha/shared/lesson-page/schemas';
import { livePaths } from '@trilha/shared/lives/paths';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope, memberScope, staffScope } from '../../platform/request-scope';
import { liveText } from './messages';
import { presentLive, presentWatchLive } from './presenter';
import { createLive, listLives, readHasLive, readLiveToWatch, removeLive, updateLive } from './service';

const tags = ['lives'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Lives (docs/lives.md): staff schedule them; members are told one is on air (CONTRACT "Notifications", has-live) and watch it on /live. */
export const livesRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    livePaths.hasLive.route,
    {
      schema: {
        tags,
        summary:
          'Whether a live the member may see is on air now (the school from the session), with its title and /live?watch={id}; asked by every header every minute',
        response: { 200: hasLiveReply, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => readHasLive(memberScope(request)),
  );

  app.get(
    livePaths.lives.route,
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
      return { data: (await listLives(staffScope(request, request.params.tenant))).map(presentLive) };
    },
  );

  app.post(
    livePaths.lives.route,
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
      const row = await createLive(editorScope(request, request.params.tenant), request.body);
      return reply.code(201).send({ data: presentLive(row) });
    },
  );

  app.put(
    livePaths.live.route,
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
      const row = await updateLive(editorScope(request, request.params.tenant), { id: request.params.liveId, form: request.body });
      return { data: presentLive(row) };
    },
  );

  app.delete(
    livePaths.live.route,
    {
      schema: {
        tags,
        summary: "(path chosen by Trilha) Delete a live; editors only, another school's live is 404",
        params: liveParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeLive(editorScope(request, request.params.tenant), { id: request.params.liveId });
      // The spec's deletion words (Letreiro's 'Exclusão realizada.'), the same for every lesson-screen item.
      return { message: liveText(request.lang, 'marqueeDeleted') };
    },
  );

  app.get(
    livePaths.watch.route,
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
      return { data: presentWatchLive(await readLiveToWatch(memberScope(request, request.params.tenant), { id: request.params.liveId })) };
    },
  );

  done();
};
