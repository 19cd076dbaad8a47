import type { FeaturePlugin } from '../../platform/feature';
import { draftOutlineCache, outlineCache } from './outline';
import { catalogRoutes } from './routes';
import { shelves } from './service';
import { lastReadCache, viewerCache } from './viewer';

/** Courses, modules and lessons: the staff's resource lists and the member's study routes. */
export const catalogFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(viewerCache, lastReadCache, outlineCache, draftOutlineCache, shelves.cache);
  await app.register(catalogRoutes, { ctx });
};
