import type { FeaturePlugin } from '../../platform/feature';
import { catalogRoutes } from './routes';

/** Courses, modules and lessons: the staff's resource lists and the member's study routes. */
export const catalogFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(catalogRoutes, { ctx });
};
