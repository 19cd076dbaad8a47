import type { FeaturePlugin } from '../../platform/feature';
import { bannersRoutes } from './routes';

/** The home banner slideshow: members read, editors write. */
export const bannersFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(bannersRoutes, { ctx });
};
