import { REWARD_TYPES, DELIVERY_TYPES } from '@trilha/shared/gamification/constants';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import {
  celebrationsReply,
  celebrationsSeenBody,
  myRewardsReply,
  rankingBoardQuery,
  rankingBoardReply,
  rankingMeReply,
} from '@trilha/shared/gamification/student-schemas';
import { errorBody, idParam } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { memberScope } from '../../platform/request-scope';
import { presentBoardEntry, presentCelebration, presentContent, presentLevel } from './student-presenter';
import {
  listMyRewards,
  listUnseenCelebrations,
  markCelebrationsSeen,
  readMyRanking,
  readMyRewardFile,
  readRankingBoard,
} from './student-service';

const tags = ['gamification'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const tenantParams = z.object({ tenant: idParam });

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((v) => v === value);

/**
 * CONTRACT "Gamification, student side": any member of the school reads their own points, level,
 * rank, rewards and celebrations (staff read theirs too: no rank, no points). Another school's
 * id is 403 (requireMember).
 */
export const gamificationStudentRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    gamificationPaths.me.route,
    {
      schema: {
        tags,
        summary: 'My points (lifetime), my level and the next one, and my rank on the all-time board of this period',
        params: tenantParams,
        response: { 200: rankingMeReply, ...errors },
      },
    },
    async (request) => {
      const me = await readMyRanking(memberScope(request, request.params.tenant));
      return {
        score: me.score,
        points_name: me.pointsName,
        level: presentLevel(me.level),
        next_level: presentLevel(me.next),
        rank: me.rank,
      };
    },
  );

  app.get(
    gamificationPaths.board.route,
    {
      schema: {
        tags,
        summary: "A leaderboard (all time, 30 or 7 days; a community's strip with community_id): the top 10 and my place",
        params: tenantParams,
        querystring: rankingBoardQuery,
        response: { 200: rankingBoardReply, ...errors },
      },
    },
    async (request) => {
      const board = await readRankingBoard(memberScope(request, request.params.tenant), request.query);
      return {
        data: board.top.map(presentBoardEntry),
        me: board.me,
        points_name: board.pointsName,
      };
    },
  );

  app.get(
    gamificationPaths.myRewards.route,
    {
      schema: {
        tags,
        summary: 'The rewards I earned, newest first, each with what it delivers',
        params: tenantParams,
        response: { 200: myRewardsReply, ...errors },
      },
    },
    async (request) => {
      const rows = await listMyRewards(memberScope(request, request.params.tenant));
      const data = rows.flatMap((row) => {
        const content = presentContent(row);
        const rewardType = oneOf(REWARD_TYPES, row.reward.rewardType);
        const delivery = oneOf(DELIVERY_TYPES, row.reward.deliveryType);
        if (!content || !rewardType || !delivery) return [];
        const reward = { id: row.reward.id, name: row.reward.name, description: row.reward.description, reward_type: rewardType, delivery };
        return [{ reward, earned_at: row.earnedAt.toISOString(), content }];
      });
      return { data };
    },
  );

  app.get(
    gamificationPaths.myRewardFile.route,
    {
      schema: {
        tags,
        summary: '(path chosen by Trilha) The file of a reward I earned: only its earners download it (403 for anyone else)',
        params: z.object({ tenant: idParam, rewardId: idParam }),
      },
    },
    async (request, reply) => {
      const scope = memberScope(request, request.params.tenant);
      const file = await readMyRewardFile(scope, request.params.rewardId);
      const bytes = await scope.storage.read(file.key);
      if (!bytes) throw notFound();
      const name = encodeURIComponent(file.name);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.get(
    gamificationPaths.celebrations.route,
    {
      schema: {
        tags,
        summary: 'The levels and rewards I reached that no page has celebrated yet, oldest first (at most 10)',
        params: tenantParams,
        response: { 200: celebrationsReply, ...errors },
      },
    },
    async (request) => ({ data: (await listUnseenCelebrations(memberScope(request, request.params.tenant))).map(presentCelebration) }),
  );

  app.patch(
    gamificationPaths.celebrations.route,
    {
      schema: {
        tags,
        summary: 'Marks my celebrations seen; answers those still unseen',
        params: tenantParams,
        body: celebrationsSeenBody,
        response: { 200: celebrationsReply, ...errors },
      },
    },
    async (request) => {
      const scope = memberScope(request, request.params.tenant);
      await markCelebrationsSeen(scope, request.body.ids);
      return { data: (await listUnseenCelebrations(scope)).map(presentCelebration) };
    },
  );

  done();
};
