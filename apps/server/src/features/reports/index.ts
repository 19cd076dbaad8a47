import type { FeaturePlugin } from '../../platform/feature';
import { reportRoutes } from './routes';

/** Progress reports: how the school's students move through a course or a quiz (docs/people-and-access.md "Reports"). */
export const reportsFeature: FeaturePlugin = async (app) => {
  await app.register(reportRoutes);
};
