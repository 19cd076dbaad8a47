import type { FeaturePlugin } from '../../platform/feature';
import { readPublicFooter } from './service';
import { footerRoutes } from './routes';

/** The footer, its two documents and social links: editors save, anyone on the school's host reads. */
export const footerFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(readPublicFooter.cache);
  await app.register(footerRoutes, { ctx });
};
