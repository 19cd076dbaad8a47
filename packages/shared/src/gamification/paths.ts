import { apiPath } from '../platform/api-path';

/** Gamification's API paths (spec 000 §7, spec 001 §7), registered by the server and called by the web app. */
export const gamificationPaths = {
  levels: apiPath('/api/auth/ranking/levels/get/:tenant'),
  newLevel: apiPath('/api/auth/ranking/levels/create'),
  levelUpdate: apiPath('/api/auth/ranking/levels/update'),
  /** A new picture for a level being edited (path chosen by Trilha). */
  levelImage: apiPath('/api/auth/ranking/levels/image/:tenant/:levelId'),
  level: apiPath('/api/auth/ranking/levels/delete/:levelId/:tenant'),
  /** The products whose students can reach a level. */
  levelPermissions: apiPath('/api/auth/ranking/levels/permissions/get-by-level/:tenant/:levelId'),
  newLevelPermissions: apiPath('/api/auth/ranking/levels/permissions/create'),
  levelPermission: apiPath('/api/auth/ranking/levels/permissions/delete/:permissionId'),

  /** Show (1) or hide (0) the school's ranking. */
  rankingStatus: apiPath('/api/auth/ranking/toggle-status/:status/:tenant'),
  /** The ranking switch (show_ranking) and the school's first community. */
  rankingSwitch: apiPath('/api/auth/community/get-first/:tenant'),
  /** Clears the general score: a new ranking period starts. */
  rankingReset: apiPath('/api/auth/community/reset-ranking'),
  /** The progress of recalculating everyone's points (path chosen by Trilha). */
  recalculation: apiPath('/api/auth/ranking/gamification/recalculation/:tenant'),

  /** The points per action. */
  scoring: apiPath('/api/auth/ranking/gamification/platform/get-parameters/:tenant'),
  newScoring: apiPath('/api/auth/ranking/gamification/platform/create-parameters'),
  scoringUpdate: apiPath('/api/auth/ranking/gamification/platform/update-parameters'),
  /** The daily cap of points per action. */
  dailyScoring: apiPath('/api/auth/ranking/gamification/platform/create-per-day-parameters'),
  /** The products whose students score. */
  plans: apiPath('/api/auth/ranking/gamification-plans/get/:tenant'),
  newPlans: apiPath('/api/auth/ranking/gamification-plans/create'),
  plan: apiPath('/api/auth/ranking/gamification-plans/delete/:id/:tenant'),

  rewards: apiPath('/api/auth/ranking/rewards/get/:tenant'),
  /** A reward's file as the editor uploaded it. */
  rewardContent: apiPath('/api/auth/ranking/rewards/content/:tenant/:rewardId'),
  newReward: apiPath('/api/auth/ranking/rewards/create'),
  rewardUpdate: apiPath('/api/auth/ranking/rewards/update'),
  newRewardPermissions: apiPath('/api/auth/ranking/rewards/permissions/create'),
  rewardPermission: apiPath('/api/auth/ranking/rewards/permissions/delete/:permissionId'),
  reward: apiPath('/api/auth/ranking/rewards/delete/:tenant/:rewardId'),

  /** The member's own points, level and rank. */
  me: apiPath('/api/auth/ranking/me/:tenant'),
  board: apiPath('/api/auth/ranking/board/:tenant'),
  myRewards: apiPath('/api/auth/ranking/my-rewards/:tenant'),
  /** An earned reward's file, checked against the earner each time. */
  myRewardFile: apiPath('/api/auth/ranking/my-rewards/:tenant/:rewardId/file'),
  celebrations: apiPath('/api/auth/ranking/celebrations/:tenant'),
};
