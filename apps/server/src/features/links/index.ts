import type { FeaturePlugin } from '../../platform/feature';
import { linksRoutes } from './routes';

/** The header's custom links: members read, editors write. */
export const linksFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(linksRoutes, { ctx });
};
