import type { FeaturePlugin } from '../../platform/feature';
import { readLinksIndex } from './service';
import { linksRoutes } from './routes';

/** The header's custom links: members read, editors write. */
export const linksFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(readLinksIndex.cache);
  await app.register(linksRoutes, { ctx });
};
