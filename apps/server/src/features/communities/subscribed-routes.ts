import { communityPaths } from '@trilha/shared/communities/paths';
import { communityTenantParams } from '@trilha/shared/communities/schemas';
import { subscribedReply } from '@trilha/shared/notifications/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireFeature } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { subscribedCommunities } from './access';

/** CONTRACT "Communities, staff side", communities I follow: the list the notification preferences modal switches community by community. */
export const communitySubscribedRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    communityPaths.subscribed.route,
    {
      schema: {
        tags: ['communities'],
        summary:
          "The communities this member may enter, principal first ({ data: [{ id, title }] }): for a student the active ones open to all or to a product they hold; another school's id is 403",
        params: communityTenantParams,
        response: { 200: subscribedReply, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      // The review account has no communities (policy.ts memberFeatures), so none to follow.
      const user = requireFeature(request, 'communities', request.params.tenant);
      return { data: await subscribedCommunities(ctx.db, user) };
    },
  );
  done();
};
