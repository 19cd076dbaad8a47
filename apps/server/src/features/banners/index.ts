import type { FeaturePlugin } from '../../platform/feature';
import { readBannersIndex } from './index-cache';
import { bannersRoutes } from './routes';

/** The home banner slideshow: members read, editors write. */
export const bannersFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(readBannersIndex.cache);
  await app.register(bannersRoutes, { ctx });
};
