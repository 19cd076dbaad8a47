import type { FeaturePlugin } from '../../platform/feature';
import { tenancyRoutes } from './routes';

/** The school as the app reads it: /api/tenant. */
export const tenancyFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(tenancyRoutes, { ctx });
};
