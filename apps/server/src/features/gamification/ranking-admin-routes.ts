import { rankingSwitchReply, rankingToggleParams, tenantParams } from '@trilha/shared/gamification/admin-schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { rankingSwitchRead, rankingToggler } from './ranking-admin-service';
import { adminScope, adminText } from './ranking-admin-support';

const tags = ['ranking'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec 001 §7 "Ranking": the Ranking drawer's switch (editors). Clearing the score is the engine's reset-ranking. */
export const rankingAdminRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.put(
    '/api/auth/ranking/toggle-status/:status/:tenant',
    {
      schema: {
        tags,
        summary: "Show (1) or hide (0) the school's ranking: 'Ranking ativado' / 'Ranking desativado' (editors)",
        params: rankingToggleParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await rankingToggler(adminScope(ctx, request, editor), { show: request.params.status });
      return { message: adminText(request.lang, request.params.status ? 'rankingOn' : 'rankingOff') };
    },
  );

  app.get(
    '/api/auth/community/get-first/:tenant',
    {
      schema: {
        tags,
        summary: "The school's ranking switch (show_ranking) and its first community, null when it has none (editors)",
        params: tenantParams,
        response: { 200: rankingSwitchReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return rankingSwitchRead(adminScope(ctx, request, editor));
    },
  );

  done();
};
