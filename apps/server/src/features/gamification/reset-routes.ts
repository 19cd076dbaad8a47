import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { recalculationReply } from '@trilha/shared/gamification/recalculation-schemas';
import { errorBody, idParam, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { engineText } from './engine/messages';
import { readRecalculation } from './engine/recalculation';
import { resetRanking } from './reset-service';

const tags = ['gamification'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The engine's staff calls: spec 001 §7 "reset-ranking" (empty body, the school in the `tenantId`
 * header; editors only) and the recalculation's progress for the Pontuação drawer.
 */
export const gamificationResetRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.post(
    gamificationPaths.rankingReset.route,
    {
      schema: {
        tags,
        summary: 'Clears the general score: a new ranking period starts (the points history, levels and rewards earned stay)',
        headers: z.object({ tenantid: idParam.optional() }),
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const { db, tenantId } = editorScope(request, request.headers.tenantid);
      await resetRanking(db, tenantId);
      return { message: engineText(request.lang, 'rankingReset') };
    },
  );

  app.get(
    gamificationPaths.recalculation.route,
    {
      schema: {
        tags,
        summary:
          '(path chosen by Trilha) The recalculation of everyone’s points after the points per action changed: its state and progress',
        params: z.object({ tenant: idParam }),
        response: { 200: recalculationReply, ...errors },
      },
    },
    async (request) => {
      const { db, tenantId } = editorScope(request, request.params.tenant);
      return readRecalculation(db, tenantId);
    },
  );

  done();
};
