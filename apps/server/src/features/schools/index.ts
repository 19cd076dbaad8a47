import type { FeaturePlugin } from '../../platform/feature';
import { domainRoutes } from './domain-routes';
import { registerExportJob } from './export-service';
import { exportRoutes } from './export-routes';
import { registerImportJob } from './import-service';
import { importRoutes } from './import-routes';
import { operatorRoutes } from './routes';

/** Schools and domains: the operator's console, a school's own domains and Caddy's TLS ask (docs/schools.md). */
export const schoolsFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(operatorRoutes, { ctx });
  await app.register(domainRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  registerExportJob(ctx.jobs, { db: ctx.db, storage: ctx.storage });
  await app.register(importRoutes, { ctx });
  registerImportJob(ctx.jobs, { db: ctx.db, storage: ctx.storage, publicUrl: ctx.config.publicUrl });
};
