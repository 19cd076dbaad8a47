import type { RankingBoardQuery } from '@trilha/shared/gamification/student-schemas';
import { HttpError, notFound } from '../../platform/errors';
import type { ActorScope } from '../../platform/request-scope';
import { BOARD } from './engine/actions';
import { cachedTop } from './engine/board-cache';
import { engineText } from './engine/messages';
import { readBoardViewer, readCommunityRank, readMe, topOfBoard } from './engine/reads';
import {
  findRewardFile,
  listEarnedRewards,
  listUnseenCelebrations as listUnseenCelebrationRows,
  setCelebrationsSeen,
} from './student-repo';

/**
 * The student side (CONTRACT "Gamification, student side"; docs/gamification.md "Student screens"):
 * a member's own points, level, rank, rewards and celebrations, the actor's. Free of HTTP: routes
 * check the session and the school, and present.
 */
type Scope = Pick<ActorScope, 'db' | 'tenantId' | 'actor' | 'lang'>;

const BOARD_SIZE = 10;
/** A student's earned rewards, at most (each is earned once; a school has far fewer rewards). */
const MY_REWARDS_LIMIT = 200;
const CELEBRATIONS_LIMIT = 10;

const pointsName = (scope: Pick<Scope, 'lang'>, customName: string | null | undefined) =>
  customName ?? engineText(scope.lang, 'defaultPointsName');

/** GET me: the lifetime total (levels read it; a reset keeps it), the level and the all-time rank of this period. */
export async function readMyRanking(scope: Scope) {
  const me = await readMe(scope.db, scope.tenantId, scope.actor.id, BOARD.all);
  return { score: me.score, pointsName: pointsName(scope, me.settings?.custom_name), level: me.level, next: me.next, rank: me.rank };
}

/**
 * GET board: the top 10 and the viewer's place. 404 when the school's ranking switch is off, or,
 * for a community's strip, when the community is not the school's, is closed to the viewer or
 * has its own switch off.
 */
export async function readRankingBoard(scope: Scope, query: RankingBoardQuery) {
  const board = BOARD[query.period];
  const communityId = query.community_id;
  const viewer = await readBoardViewer(scope.db, { tenantId: scope.tenantId, userId: scope.actor.id, board, communityId });
  const { settings } = viewer;
  if (settings && !settings.show_ranking) throw notFound();
  if (communityId !== undefined && (!viewer.community?.show_ranking || !viewer.community.enters)) throw notFound();
  const name = pointsName(scope, settings?.custom_name);
  if (!settings) return { top: [], me: null, pointsName: name };
  const community = viewer.community && communityId !== undefined ? { id: communityId, gated: viewer.community.gated } : undefined;
  const where = { tenantId: scope.tenantId, board, period: settings.period, community };
  const top = await cachedTop(scope.db, { ...where, communityId }, () => topOfBoard(scope.db, { ...where, size: BOARD_SIZE }));
  if (!viewer.scoring) return { top, me: null, pointsName: name };
  const rank = community
    ? await readCommunityRank(scope.db, { ...where, community, score: viewer.score, schoolAbove: viewer.above })
    : 1 + viewer.above;
  return { top, me: { rank, score: viewer.score }, pointsName: name };
}

/** GET my-rewards: the rewards the viewer earned, newest first, with what each delivers. */
export const listMyRewards = (scope: Scope) =>
  listEarnedRewards(scope.db, { tenantId: scope.tenantId, userId: scope.actor.id, limit: MY_REWARDS_LIMIT });

/** The file of a reward the viewer earned: 404 for no such reward (or no file), 403 for one not earned. */
export async function readMyRewardFile(scope: Scope, rewardId: number) {
  const row = await findRewardFile(scope.db, { tenantId: scope.tenantId, userId: scope.actor.id, rewardId });
  if (!row) throw notFound();
  if (row.earned === null) throw new HttpError(403, 'forbidden');
  if (row.delivery !== 'file' || !row.key) throw notFound();
  return { key: row.key, name: row.name ?? 'arquivo', type: row.type ?? 'application/octet-stream' };
}

/** GET celebrations: the viewer's not yet shown, oldest first, with the level's or reward's animation and song. */
export const listUnseenCelebrations = (scope: Scope) =>
  listUnseenCelebrationRows(scope.db, { tenantId: scope.tenantId, userId: scope.actor.id, limit: CELEBRATIONS_LIMIT });

/** PATCH celebrations: marks the viewer's own as seen (another's id changes nothing). */
export const markCelebrationsSeen = (scope: Scope, ids: number[]) =>
  setCelebrationsSeen(scope.db, { tenantId: scope.tenantId, userId: scope.actor.id, ids });
