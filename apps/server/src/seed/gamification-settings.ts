import { PER_DAY_COMMUNITY, PER_DAY_PLATFORM } from '@trilha/shared/gamification/constants';
import { gamificationPerDay, gamificationPlans, gamificationSettings, levelPermissions, levels } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { must } from './must';
import type { DemoSchool } from './schools/types';

/** Aurora's per-day bonuses: three posts, or three lessons watched, in a window earn a bonus. */
const AURORA_PER_DAY: Partial<Record<string, { neededInteraction: number; plusUserScore: number }>> = {
  post: { neededInteraction: 3, plusUserScore: 20 },
  watch_class: { neededInteraction: 3, plusUserScore: 30 },
};

const AURORA_LEVELS = [
  { name: 'Iniciante', neededScore: 0, color: '#40C057', animation: 'bronze_level_up' },
  { name: 'Explorador', neededScore: 200, color: '#228BE6', animation: 'silver_level_up' },
  { name: 'Mestre', neededScore: 1000, color: '#FAB005', animation: 'gold_level_up' },
] as const;

/**
 * Aurora's Pontuação and Níveis (spec 001; docs/gamification.md): points per action named 'XP', two per-day
 * bonuses, its three active plans score, and three levels open to all three. Boreal is left in the
 * drawer's create mode, so the staff meet the empty form there.
 */
export async function seedGamificationSettings(db: Db, school: DemoSchool, productIds: number[]) {
  if (school.slug !== 'aurora') return;
  const tenantId = school.id;
  const active = school.products.flatMap((p, i) => (p.status === 'active' ? [must(productIds[i], p.title)] : []));
  await db.insert(gamificationSettings).values({
    tenantId,
    customName: 'XP',
    login: 5,
    commentClass: 10,
    watchClass: 20,
    likeClass: 2,
    finishModule: 50,
    finishCourse: 200,
    finishClass: 15,
    scorePosts: 10,
    scoreComments: 5,
    scoreReplies: 5,
    scoreLikes: 1,
  });
  await db.insert(gamificationPerDay).values(
    [...PER_DAY_COMMUNITY, ...PER_DAY_PLATFORM].map((action) => {
      const bonus = AURORA_PER_DAY[action];
      return {
        tenantId,
        action,
        enabled: bonus !== undefined,
        neededInteraction: bonus?.neededInteraction ?? 1,
        plusUserScore: bonus?.plusUserScore ?? 0,
      };
    }),
  );
  await db.insert(gamificationPlans).values(active.map((productId) => ({ tenantId, productId })));
  for (const level of AURORA_LEVELS) {
    const [row] = await db
      .insert(levels)
      .values({ tenantId, ...level })
      .returning({ id: levels.id });
    const levelId = must(row, level.name).id;
    await db.insert(levelPermissions).values(active.map((productId) => ({ tenantId, levelId, productId })));
  }
}
