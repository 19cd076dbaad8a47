import type { FeaturePlugin } from '../../platform/feature';
import { appearanceRoutes } from './routes';

/** The school's colours, font, background, logos and switches; editors only. */
export const appearanceFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(appearanceRoutes, { ctx });
};
