import type { FeaturePlugin } from '../../platform/feature';
import { livesCache } from './on-air-cache';
import { livesRoutes } from './routes';

/** Lives (docs/lives.md): staff schedule them, members are told one is on air and watch it. */
export const livesFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(livesCache);
  await app.register(livesRoutes, { ctx });
};
