import type { FeaturePlugin } from '../../platform/feature';
import { mediaRoutes } from './routes';

/** The staff's picture uploads: checked, re-encoded to WebP, the URL saved by the section's own settings call. */
export const mediaFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(mediaRoutes, { ctx });
};
