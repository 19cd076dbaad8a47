import type { FeaturePlugin } from '../../platform/feature';
import { commentPagesCache } from './comments-cache';
import { marqueeRoutes } from './marquee/routes';
import { holderPoolsCache, marqueesCache } from './marquee/view-cache';
import { lessonPageRoutes } from './routes';

/**
 * The lesson screen's server side (docs/lesson-page.md): lesson settings, comments and likes, and
 * the marquee over the player (marquee/, docs/marquee.md) that editors write and members read.
 */
export const lessonPageFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(commentPagesCache, marqueesCache, holderPoolsCache);
  await app.register(lessonPageRoutes, { ctx });
  await app.register(marqueeRoutes, { ctx });
};
