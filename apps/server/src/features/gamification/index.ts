import type { FeaturePlugin } from '../../platform/feature';
import { boardsCache } from './engine/board-cache';
import { registerGamificationEngine } from './engine/subscribers';
import { levelsRoutes } from './levels-routes';
import { rankingAdminRoutes } from './ranking-admin-routes';
import { gamificationResetRoutes } from './reset-routes';
import { rewardsRoutes } from './rewards-routes';
import { scoringRoutes } from './scoring-routes';
import { gamificationStudentRoutes } from './student-routes';

/**
 * Gamification (docs/gamification.md): the engine that scores the domain events (lesson finished,
 * quiz passed) and recalculates the ranking in jobs, the staff's levels, scoring, ranking and
 * rewards, the member's own screen, and the reset with the recalculation's progress.
 */
export const gamificationFeature: FeaturePlugin = async (app, { ctx }) => {
  ctx.caches.declare(boardsCache);
  registerGamificationEngine(ctx);
  await app.register(levelsRoutes, { ctx });
  await app.register(scoringRoutes, { ctx });
  await app.register(rankingAdminRoutes, { ctx });
  await app.register(rewardsRoutes, { ctx });
  await app.register(gamificationStudentRoutes, { ctx });
  await app.register(gamificationResetRoutes, { ctx });
};
