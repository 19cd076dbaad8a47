import type { FeaturePlugin } from '../../platform/feature';
import { carouselsRoutes } from './routes';

/** The Vitrine's carousels: editors manage them, any staff member reorders them. */
export const carouselsFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(carouselsRoutes, { ctx });
};
