import type { RankingMeReply, StudentLevel } from '@trilha/shared/gamification/student-schemas';
import { describe, expect, it } from 'vitest';
import { levelProgress, profileShows, scores } from './profile-rules';

const level = (over: Partial<StudentLevel> = {}): StudentLevel => ({
  id: 1,
  name: 'Bronze',
  needed_score: 100,
  color: '#CD7F32',
  img: null,
  show_level_on_profile: true,
  show_score_on_profile: true,
  ...over,
});
const me = (over: Partial<RankingMeReply> = {}): RankingMeReply => ({
  score: 150,
  points_name: 'pontos',
  level: level(),
  next_level: level({ id: 2, name: 'Prata', needed_score: 300 }),
  rank: 4,
  ...over,
});

describe('what the profile shows (issue 19: points and level where the level’s flags allow)', () => {
  it('follows the held level’s two flags', () => {
    expect(profileShows(me())).toEqual({ score: true, level: true });
    expect(profileShows(me({ level: level({ show_score_on_profile: false }) }))).toEqual({ score: false, level: true });
    expect(profileShows(me({ level: level({ show_level_on_profile: false }) }))).toEqual({ score: true, level: false });
  });

  it('before the first level, the score follows the next level’s flag and no level is shown', () => {
    const first = level({ show_score_on_profile: false });
    expect(profileShows(me({ score: 20, level: null, next_level: first }))).toEqual({ score: false, level: false });
  });

  it('a school without levels shows the points alone', () => {
    expect(profileShows(me({ level: null, next_level: null }))).toEqual({ score: true, level: false });
  });

  it('no rank means the member does not score (staff, no plan product)', () => {
    expect(scores(me())).toBe(true);
    expect(scores(me({ rank: null }))).toBe(false);
  });
});

describe('the progress bar to the next level', () => {
  it('measures from the held level’s threshold to the next one’s', () => {
    expect(levelProgress(me())).toMatchObject({ percent: 25, remaining: 150 });
  });

  it('starts from 0 before the first level', () => {
    expect(levelProgress(me({ score: 50, level: null, next_level: level() }))).toMatchObject({ percent: 50, remaining: 50 });
  });

  it('is null at the highest level, and stays within 0–100 if thresholds were edited under the student', () => {
    expect(levelProgress(me({ next_level: null }))).toBeNull();
    expect(levelProgress(me({ score: 400 }))).toMatchObject({ percent: 100, remaining: 0 });
    expect(levelProgress(me({ score: 50 }))).toMatchObject({ percent: 0 });
  });
});
