import type { FeaturePlugin } from '../../platform/feature';
import { quizzesRoutes } from './routes';

/** Quizzes: the staff's editor and the member's attempts (the deadline job is registered by the student routes). */
export const quizzesFeature: FeaturePlugin = async (app, { ctx }) => {
  await app.register(quizzesRoutes, { ctx });
};
