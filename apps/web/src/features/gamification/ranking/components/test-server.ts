import {
  celebration as celebrationSchema,
  myReward,
  rankingBoardReply,
  rankingMeReply,
  studentLevel,
  type BoardEntry,
  type Celebration,
  type MyRewardsReply,
  type RankingBoardReply,
  type RankingMeReply,
  type StudentLevel,
} from '@trilha/shared/gamification/student-schemas';
import { never, stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';

/**
 * The student's gamification calls as the server answers them (CONTRACT "Gamification, student side"),
 * school 1. Each fixture goes through the shared reply schema, so a test cannot drift from the wire.
 */
export const ME = '/api/auth/ranking/me/1';
export const BOARD = (period: 'all' | '30d' | '7d', communityId?: number) =>
  `/api/auth/ranking/board/1?period=${period}${communityId ? `&community_id=${communityId}` : ''}`;
export const MY_REWARDS = '/api/auth/ranking/my-rewards/1';
export const CELEBRATIONS = '/api/auth/ranking/celebrations/1';

export const level = (over: Partial<StudentLevel> = {}): StudentLevel =>
  studentLevel.parse({
    id: 1,
    name: 'Bronze',
    needed_score: 100,
    color: '#CD7F32',
    img: null,
    show_level_on_profile: true,
    show_score_on_profile: true,
    ...over,
  });
const silver = level({ id: 2, name: 'Prata', needed_score: 300, color: '#C0C0C0' });

export const meReply = (over: Partial<RankingMeReply> = {}): RankingMeReply =>
  rankingMeReply.parse({
    score: 150,
    points_name: 'moedas',
    level: level(),
    next_level: silver,
    rank: 12,
    ...over,
  });

const NAMES = [
  'Bruna Lima',
  'Carlos Dias',
  'Diana Reis',
  'Eduardo Melo',
  'Fernanda Alves',
  'Gabriel Rocha',
  'Helena Prado',
  'Igor Nunes',
  'Júlia Costa',
  'Kauã Pires',
];
/** The top 10 of a school; user 7 (the test student) is not among them unless a test puts her there. */
export const topTen = (over: Partial<BoardEntry> = {}): BoardEntry[] =>
  NAMES.map((name, i) => ({
    rank: i + 1,
    user: { id: 100 + i, name, photo_url: null },
    score: 1000 - i * 50,
    level: i === 0 ? silver : level(),
    ...over,
  }));

export const boardReply = (over: Partial<RankingBoardReply> = {}): RankingBoardReply =>
  rankingBoardReply.parse({
    data: topTen(),
    me: { rank: 12, score: 150 },
    points_name: 'moedas',
    ...over,
  });

export const earned = (over: Partial<MyRewardsReply['data'][number]> = {}): MyRewardsReply['data'][number] =>
  myReward.parse({
    reward: { id: 1, name: 'Guia de estudos', description: 'Um PDF para revisar o módulo 1.', reward_type: 'score', delivery: 'file' },
    earned_at: '2026-03-12T15:00:00.000Z',
    content: { delivery_type: 'file', url: '/api/auth/ranking/my-rewards/1/1/file', name: 'guia.pdf' },
    ...over,
  });

export const celebration = (over: Partial<Celebration> = {}): Celebration =>
  celebrationSchema.parse({
    id: 41,
    kind: 'level',
    title: 'Prata',
    animation: 'silver_level_up',
    song: 'fanfare',
    ...over,
  });

/** Answers `routes` by `METHOD path`; anything else is a 404 like the server's. */
export const serveRanking = (routes: Record<string, Handler>) => stubFetchRoutes(routes);

/** A fetch that never answers: the loading state stays on screen. */
export const neverAnswer = () => stubFetchRoutes({}, never);
