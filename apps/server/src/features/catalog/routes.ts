import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { catalogAdminRoutes } from './admin-routes';
import { catalogStudentRoutes } from './student-routes';
import { forgetViewerOnChange } from './viewer';

/** The catalog area: the spec's staff resource lists and the member's study routes. */
export const catalogRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, opts) => {
  forgetViewerOnChange(opts.ctx.database.changes, opts.ctx.db);
  await app.register(catalogAdminRoutes, opts);
  await app.register(catalogStudentRoutes, opts);
};
