import type { FeaturePlugin } from '../../platform/feature';
import { favoritesRoutes } from './routes';

/** The member's own list of courses and lessons (docs/home.md). */
export const favoritesFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(favoritesRoutes, { ctx });
};
