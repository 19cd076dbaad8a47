import type { FeaturePlugin } from '../../platform/feature';
import { homePageHints } from './page-hints';
import { homeReplies } from './reply-cache';
import { snapshotCache } from './snapshot';
import { trendingCache } from './trending';
import { homePrepaint } from './prepaint';
import { homeRoutes } from './routes';

/** The signed-in home: its view, what its page's head announces, and its first screen drawn into the HTML (docs/decisions/0007). */
export const homeFeature: FeaturePlugin = async (app, { ctx, web }) => {
  ctx.caches.declare(snapshotCache, trendingCache, homeReplies.cache);
  await app.register(homeRoutes, { ctx });
  web.pageHints(homePageHints(ctx.db));
  web.prepaint(homePrepaint(ctx.db));
};
