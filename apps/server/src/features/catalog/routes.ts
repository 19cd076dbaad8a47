import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { catalogAdminRoutes } from './admin-routes';
import { catalogStudentRoutes } from './student-routes';

/** The catalog area: the spec's staff resource lists and the member's study routes. */
export const catalogRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, opts) => {
  await app.register(catalogAdminRoutes, opts);
  await app.register(catalogStudentRoutes, opts);
};
