import type { FeaturePlugin } from '../../platform/feature';
import { customHtmlRoutes } from './routes';
import { blocksCache } from './view-cache';

/** Custom HTML blocks (docs/custom-html.md): editors write, members read a screen's blocks. */
export const customHtmlFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(blocksCache);
  await app.register(customHtmlRoutes, { ctx });
};
