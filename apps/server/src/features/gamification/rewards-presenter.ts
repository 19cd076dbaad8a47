import type { AdminReward, RewardPermission } from '@trilha/shared/gamification/reward-schemas';
import type { RewardWithPermissions } from './rewards-service';
import type { PermissionRow } from './rewards-repo';

export const presentPermission = (row: PermissionRow): RewardPermission => ({
  permission_id: row.id,
  reward_id: row.rewardId,
  plan_id: row.productId,
  title: row.title,
});

/** A reward as editors see it. The file is named, never linked: its key stays on the server (only earners download it). */
export function presentReward({ row, permissions }: RewardWithPermissions): AdminReward {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    name: row.name,
    reward_type: row.rewardType,
    needed_score: row.neededScore,
    quiz: row.quizId !== null && row.quizName !== null ? { id: row.quizId, name: row.quizName } : null,
    lesson: row.lessonId !== null && row.lessonTitle !== null ? { id: row.lessonId, title: row.lessonTitle } : null,
    description: row.description,
    delivery_type: row.deliveryType,
    content: row.contentKey ? { name: row.contentName ?? '', type: row.contentType ?? '' } : null,
    links: row.links,
    img: row.badgeUrl,
    embed: row.embed,
    deliverable_product:
      row.deliverableProductId !== null && row.deliverableTitle !== null
        ? { id: row.deliverableProductId, title: row.deliverableTitle }
        : null,
    song: row.song,
    animation: row.animation,
    plansSelected: permissions.map(presentPermission),
    created_at: row.createdAt.toISOString(),
  };
}
