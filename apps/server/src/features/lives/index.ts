import type { FeaturePlugin } from '../../platform/feature';
import { livesRoutes } from './routes';

/** Lives (docs/lives.md): staff schedule them, members are told one is on air and watch it. */
export const livesFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(livesRoutes, { ctx });
};
