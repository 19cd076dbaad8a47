import { communityStripsReply } from '@trilha/shared/communities/feed-schemas';
import { communityPaths } from '@trilha/shared/communities/paths';
import { communityParams } from '@trilha/shared/communities/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { communityProducts, productCourses } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import type { FeatureOptions } from '../../platform/context';
import { learningStrips } from '../home/public';
import { feedScope } from './feed-routes';
import { enterCommunity } from './posts-service';

/**
 * The courses a community's products open, or null for a community without products: it opens to
 * every member, so it stands for the whole school (docs/communities.md "Strips"). Bounded by the
 * school's courses.
 */
async function coursesOfCommunity(db: Db, tenantId: number, communityId: number): Promise<ReadonlySet<number> | null> {
  const rows = await db
    .select({ productId: communityProducts.productId, courseId: productCourses.courseId })
    .from(communityProducts)
    .leftJoin(
      productCourses,
      and(eq(productCourses.tenantId, communityProducts.tenantId), eq(productCourses.productId, communityProducts.productId)),
    )
    .where(and(eq(communityProducts.tenantId, tenantId), eq(communityProducts.communityId, communityId)));
  if (rows.length === 0) return null;
  return new Set(rows.flatMap((row) => (row.courseId === null ? [] : [row.courseId])));
}

/** The community's learning strips: continue watching and its courses, each as its setting says. */
export const communityStripRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    communityPaths.strips.route,
    {
      schema: {
        tags: ['communities'],
        summary:
          "The member's unfinished lessons of the courses the community's products open (while show_continue_watching is on) and those courses (while carousels are on), as home cards; 403 without access (path chosen by Trilha)",
        params: communityParams,
        response: { 200: communityStripsReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      const { community } = await enterCommunity(scope, request.params.communityId);
      const want = { continueWatching: community.showContinueWatching, courses: community.carousels };
      const courseIds = want.continueWatching || want.courses ? await coursesOfCommunity(scope.db, community.tenantId, community.id) : null;
      return { data: await learningStrips(scope.db, scope.actor, courseIds, want) };
    },
  );
  done();
};
