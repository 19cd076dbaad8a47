import type { FeaturePlugin } from '../../platform/feature';
import { expiryNoticeJob } from './expiry';
import { studentImportRoutes } from './import-routes';
import { studentRoutes } from './routes';

/** The student directory: who studies at the school and what each holds (docs/people-and-access.md). */
export const studentsFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(studentRoutes, { ctx });
  await app.register(studentImportRoutes, { ctx });
  ctx.jobs.every(expiryNoticeJob({ db: ctx.db, tenants: ctx.tenants }));
};
