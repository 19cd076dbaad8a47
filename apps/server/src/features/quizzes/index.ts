import type { FeaturePlugin } from '../../platform/feature';
import { headsCache } from './attempt-heads';
import { quizzesRoutes } from './routes';
import { cataloguesCache, standingsCache } from './view-cache';

/** Quizzes: the staff's editor and the member's attempts (the deadline job is registered by the student routes). */
export const quizzesFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(cataloguesCache, standingsCache, headsCache);
  await app.register(quizzesRoutes, { ctx });
};
