import type { FeaturePlugin } from '../../platform/feature';
import { idReplies } from './service';
import { favoritesRoutes } from './routes';

/** The member's own list of courses and lessons (docs/home.md). */
export const favoritesFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(idReplies.cache);
  await app.register(favoritesRoutes, { ctx });
};
