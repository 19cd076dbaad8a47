import type { Level, ProductPermission } from '@trilha/shared/gamification/admin-schemas';
import type { LevelRow, PermissionRow } from './levels-repo';

/** Row -> the wire's level (spec 001 §3 "Level"), fields listed one by one. */
export function presentLevel(row: LevelRow): Level {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    name: row.name,
    needed_score: row.neededScore,
    color: row.color,
    url_img: row.image,
    img: row.image,
    show_level_on_profile: row.showLevelOnProfile,
    show_score_on_profile: row.showScoreOnProfile,
    animation: row.animation as Level['animation'],
  };
}

/** Spec 001 §3: a product held as a permission record (id, plan_id, plan.title); plans and levels share it. */
export function presentPermission(row: PermissionRow): ProductPermission {
  return { id: row.id, plan_id: row.productId, plan: { id: row.productId, title: row.productTitle } };
}
