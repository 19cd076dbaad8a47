import { ANIMATIONS, SONGS, type Animation, type Song } from '@trilha/shared/gamification/constants';
import { gamificationPaths } from '@trilha/shared/gamification/paths';
import type { BoardEntry, Celebration, RewardContent, StudentLevel } from '@trilha/shared/gamification/student-schemas';
import type { BoardRow, LevelRow } from './engine/reads';
import type { CelebrationRow, MyRewardRow } from './student-repo';

/** The student side's replies (CONTRACT "Gamification, student side"; student-schemas.ts). */
export const presentLevel = (level: LevelRow | null | undefined): StudentLevel | null =>
  level
    ? {
        id: level.id,
        name: level.name,
        needed_score: level.needed_score,
        color: level.color,
        img: level.image,
        show_level_on_profile: level.show_level_on_profile,
        show_score_on_profile: level.show_score_on_profile,
      }
    : null;

export const presentBoardEntry = (row: BoardRow): BoardEntry => ({
  rank: row.rank,
  user: { id: row.user_id, name: row.name, photo_url: row.photo_url },
  score: row.score,
  level: presentLevel(row.level),
});

/** The file's url is the earner-checked route, never a storage address. */
const rewardFileUrl = (tenantId: number, rewardId: number) => gamificationPaths.myRewardFile({ tenant: tenantId, rewardId });

/** What an earned reward delivers; null for a delivery whose content is gone (a product deleted). */
export function presentContent(row: MyRewardRow): RewardContent | null {
  const r = row.reward;
  switch (r.deliveryType) {
    case 'file':
      return { delivery_type: 'file', url: rewardFileUrl(r.tenantId, r.id), name: r.contentName ?? '' };
    case 'link':
      return { delivery_type: 'link', links: r.links };
    case 'badge':
      return r.badgeUrl ? { delivery_type: 'badge', img: r.badgeUrl } : null;
    case 'embed':
      return { delivery_type: 'embed', embed: r.embed ?? '' };
    case 'product':
      return r.deliverableProductId !== null && row.productTitle !== null
        ? { delivery_type: 'product', product: { id: r.deliverableProductId, title: row.productTitle } }
        : null;
    default:
      return null;
  }
}

const animationOf = (value: string | null): Animation => ANIMATIONS.find((a) => a === value) ?? 'none';
const songOf = (value: string | null): Song => SONGS.find((s) => s === value) ?? 'none';

export const presentCelebration = (row: CelebrationRow): Celebration =>
  row.kind === 'level'
    ? { id: row.id, kind: 'level', title: row.levelName ?? '', animation: animationOf(row.levelAnimation), song: 'none' }
    : {
        id: row.id,
        kind: 'reward',
        title: row.rewardName ?? '',
        animation: animationOf(row.rewardAnimation),
        song: songOf(row.rewardSong),
      };
