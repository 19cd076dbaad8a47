import type { FeaturePlugin } from '../../platform/feature';
import { marqueeRoutes } from './marquee/routes';
import { lessonPageRoutes } from './routes';

/**
 * The lesson screen's server side (docs/lesson-page.md): lesson settings, comments and likes, and
 * the marquee over the player (marquee/, docs/marquee.md) that editors write and members read.
 */
export const lessonPageFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(lessonPageRoutes, { ctx });
  await app.register(marqueeRoutes, { ctx });
};
