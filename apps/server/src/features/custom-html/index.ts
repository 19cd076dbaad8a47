import type { FeaturePlugin } from '../../platform/feature';
import { customHtmlRoutes } from './routes';

/** Custom HTML blocks (docs/custom-html.md): editors write, members read a screen's blocks. */
export const customHtmlFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(customHtmlRoutes, { ctx });
};
