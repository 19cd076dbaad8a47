import type { FeaturePlugin } from '../../platform/feature';
import { integrationCache } from './integration-cache';
import { registerSaleJob } from './process-service';
import { saleRoutes } from './routes';
import { webhookRoutes } from './webhook-routes';

/** Selling through payment platforms: Hotmart, Stripe and a signed webhook grant and revoke access (docs/selling.md). */
export const salesFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(integrationCache);
  await app.register(saleRoutes);
  await app.register(webhookRoutes, { ctx });
  registerSaleJob(ctx.jobs, { db: ctx.db, tenants: ctx.tenants });
};
