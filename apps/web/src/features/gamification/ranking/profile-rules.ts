import type { RankingMeReply, StudentLevel } from '@trilha/shared/gamification/student-schemas';

/**
 * docs/gamification.md "Student screens": points and level show where the level's flags allow. The flags belong to the
 * level the student holds; before the first level, to the level she is heading to; a school
 * without levels shows the points alone.
 */
export function profileShows(me: RankingMeReply): { score: boolean; level: boolean } {
  const flags = me.level ?? me.next_level;
  if (!flags) return { score: true, level: false };
  return { score: flags.show_score_on_profile, level: me.level?.show_level_on_profile ?? false };
}

/** Someone who does not score (staff, or no product of the gamification plans) has no rank, and no gamification to show. */
export const scores = (me: RankingMeReply) => me.rank !== null;

export type Progress = { percent: number; remaining: number; next: StudentLevel };

/** The way from the current level's threshold (0 before the first) to the next one's; null at the top. */
export function levelProgress(me: RankingMeReply): Progress | null {
  const next = me.next_level;
  if (!next) return null;
  const from = me.level?.needed_score ?? 0;
  const span = next.needed_score - from;
  const done = me.score - from;
  const percent = span <= 0 ? 100 : Math.min(100, Math.max(0, Math.floor((done / span) * 100)));
  return { percent, remaining: Math.max(0, next.needed_score - me.score), next };
}
