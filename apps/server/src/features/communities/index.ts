import type { FeaturePlugin } from '../../platform/feature';
import { communitiesCache, membersCache } from './access-cache';
import { communityCommentRoutes } from './comments-routes';
import { communityConfigRoutes } from './config-routes';
import { feedLikesCache, feedPagesCache } from './feed-cache';
import { communityFeedRoutes } from './feed-routes';
import { communityMediaRoutes } from './media-routes';
import { communityStaffRoutes } from './routes';
import { communityStripRoutes } from './strips';
import { communitySubscribedRoutes } from './subscribed-routes';
import { communityVideoRoutes } from './video-routes';

/**
 * Communities (docs/communities.md): the staff's communities and settings, the member's feed, its
 * videos, pictures and comments, the learning strips and the subscribed list. The feed publishes
 * domain events (public.ts has their payload types) that notifications subscribes to.
 */
export const communitiesFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(communitiesCache, membersCache, feedPagesCache, feedLikesCache);
  await app.register(communityStaffRoutes, { ctx });
  await app.register(communityConfigRoutes, { ctx });
  await app.register(communityFeedRoutes, { ctx });
  await app.register(communityVideoRoutes, { ctx });
  await app.register(communityMediaRoutes, { ctx });
  await app.register(communityCommentRoutes, { ctx });
  await app.register(communityStripRoutes, { ctx });
  await app.register(communitySubscribedRoutes, { ctx });
};
