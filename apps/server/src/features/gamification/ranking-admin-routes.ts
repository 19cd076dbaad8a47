import { rankingSwitchReply, rankingToggleParams, tenantParams } from '@trilha/shared/gamification/admin-schemas';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { readRankingSwitch, toggleRanking } from './ranking-admin-service';
import { adminText } from './ranking-admin-support';

const tags = ['ranking'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec 001 §7 "Ranking": the Ranking drawer's switch (editors). Clearing the score is the engine's reset-ranking. */
export const rankingAdminRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.put(
    gamificationPaths.rankingStatus.route,
    {
      schema: {
        tags,
        summary: "Show (1) or hide (0) the school's ranking: 'Ranking ativado' / 'Ranking desativado' (editors)",
        params: rankingToggleParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await toggleRanking(editorScope(request, request.params.tenant), { show: request.params.status });
      return { message: adminText(request.lang, request.params.status ? 'rankingOn' : 'rankingOff') };
    },
  );

  app.get(
    gamificationPaths.rankingSwitch.route,
    {
      schema: {
        tags,
        summary: "The school's ranking switch (show_ranking) and its first community, null when it has none (editors)",
        params: tenantParams,
        response: { 200: rankingSwitchReply, ...errors },
      },
    },
    async (request) => {
      return readRankingSwitch(editorScope(request, request.params.tenant));
    },
  );

  done();
};
