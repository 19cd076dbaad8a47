import type { FeaturePlugin } from '../../platform/feature';
import { studioMediaRoutes } from './media-routes';
import { studioRoutes } from './routes';
import { registerVideoProcessing } from './video-runner';
import { studioVideoRoutes } from './video-routes';

/** The course studio: staff build courses, modules and lessons (docs/course-studio.md). */
export const studioFeature: FeaturePlugin = async (app, { ctx }) => {
  registerVideoProcessing(ctx.jobs, { db: ctx.db, storage: ctx.storage, config: ctx.config, log: app.log });
  await app.register(studioRoutes);
  await app.register(studioMediaRoutes);
  await app.register(studioVideoRoutes, { ctx });
};
