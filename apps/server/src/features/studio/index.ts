import type { FeaturePlugin } from '../../platform/feature';
import { studioMediaRoutes } from './media-routes';
import { studioRoutes } from './routes';

/** The course studio: staff build courses, modules and lessons (docs/course-studio.md). */
export const studioFeature: FeaturePlugin = async (app) => {
  await app.register(studioRoutes);
  await app.register(studioMediaRoutes);
};
