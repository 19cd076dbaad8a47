import type { CommunityCase, DriveOptions } from './communities';
import { HOST, measure, studentCookie } from './harness';

const TENANT = 1;
const RANKING = `/api/auth/ranking`;

type Found = { owner: string; levelId: number; fileRewardId: number };

/**
 * What the editors' cases need from the running server, found once: the owner's cookie, a level (its
 * products, as the level drawer reads them) and the seeded file reward (its download).
 */
function fixtures() {
  let found: Promise<Found> | null = null;
  const get = async <T>(appUrl: string, path: string, cookie: string) => {
    const res = await fetch(appUrl + path, { headers: { host: HOST, cookie } });
    if (!res.ok) throw new Error(`bench: GET ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
  return (appUrl: string) =>
    (found ??= (async () => {
      const owner = await studentCookie(appUrl, 'owner@aurora.test');
      const levels = await get<{ data: { id: number }[] }>(appUrl, `${RANKING}/levels/get/${TENANT}`, owner);
      const rewards = await get<{ data: { id: number; delivery_type: string }[] }>(appUrl, `${RANKING}/rewards/get/${TENANT}`, owner);
      const level = levels.data[0];
      const file = rewards.data.find((r) => r.delivery_type === 'file');
      if (!level || !file) throw new Error('bench: the demo seed has no level or no file reward in Aurora');
      return { owner, levelId: level.id, fileRewardId: file.id };
    })());
}

/**
 * The gamification's reads under load (docs/performance.md "Gamification reads") (names start with
 * "gamification" for BENCH_ONLY): every GET the student screens make (the header's points and level,
 * /ranking's three boards, a community's strip, my rewards, the celebrations), for the 50 students in turn,
 * whose points bench/seed-gamification.ts scored; and every GET of the editors' drawers (Níveis, Recompensa,
 * Pontuação with its plans, Ranking, the recalculation's progress), as the owner, at 10 connections.
 */
export function gamificationCases(communityId: number): CommunityCase[] {
  const ready = fixtures();
  const read = (name: string, path: string): CommunityCase => ({
    name: `gamification: ${name}, 50 students`,
    path,
    as: 'students',
    connections: [50],
  });
  /** An editors' read as the owner: the path may need an id found on the running server. */
  const staffRead = (name: string, path: (f: Found) => string): CommunityCase => ({
    name: `gamification: ${name}, owner`,
    path: `${RANKING}/levels/get/${TENANT}`,
    as: 'student',
    connections: [10],
    probe: async (appUrl) => {
      const f = await ready(appUrl);
      const res = await fetch(appUrl + path(f), { headers: { host: HOST, cookie: f.owner } });
      await res.arrayBuffer();
      return res.status;
    },
    drive: async ({ appUrl, connections, seconds }: DriveOptions) => {
      const f = await ready(appUrl);
      return measure(appUrl, { connections, seconds, path: path(f), headers: { cookie: f.owner } });
    },
  });
  return [
    read('my points, level and rank (GET /api/auth/ranking/me/1)', `${RANKING}/me/${TENANT}`),
    read('all-time board (GET /api/auth/ranking/board/1?period=all)', `${RANKING}/board/${TENANT}?period=all`),
    read('30-day board (GET /api/auth/ranking/board/1?period=30d)', `${RANKING}/board/${TENANT}?period=30d`),
    read('7-day board (GET /api/auth/ranking/board/1?period=7d)', `${RANKING}/board/${TENANT}?period=7d`),
    read(
      "the large community's strip (GET /api/auth/ranking/board/1?community_id=…)",
      `${RANKING}/board/${TENANT}?period=all&community_id=${communityId}`,
    ),
    read('my rewards (GET /api/auth/ranking/my-rewards/1)', `${RANKING}/my-rewards/${TENANT}`),
    read('celebrations (GET /api/auth/ranking/celebrations/1)', `${RANKING}/celebrations/${TENANT}`),
    staffRead('Níveis (GET /api/auth/ranking/levels/get/1)', () => `${RANKING}/levels/get/${TENANT}`),
    staffRead(
      "a level's products (GET /api/auth/ranking/levels/permissions/get-by-level/1/{id})",
      (f) => `${RANKING}/levels/permissions/get-by-level/${TENANT}/${f.levelId}`,
    ),
    staffRead('Recompensa (GET /api/auth/ranking/rewards/get/1)', () => `${RANKING}/rewards/get/${TENANT}`),
    staffRead(
      "a reward's file (GET /api/auth/ranking/rewards/content/1/{id})",
      (f) => `${RANKING}/rewards/content/${TENANT}/${f.fileRewardId}`,
    ),
    staffRead(
      'Pontuação (GET /api/auth/ranking/gamification/platform/get-parameters/1)',
      () => `${RANKING}/gamification/platform/get-parameters/${TENANT}`,
    ),
    staffRead('the plans that score (GET /api/auth/ranking/gamification-plans/get/1)', () => `${RANKING}/gamification-plans/get/${TENANT}`),
    staffRead('Ranking switch (GET /api/auth/community/get-first/1)', () => `/api/auth/community/get-first/${TENANT}`),
    staffRead(
      'recalculation (GET /api/auth/ranking/gamification/recalculation/1)',
      () => `${RANKING}/gamification/recalculation/${TENANT}`,
    ),
  ];
}
