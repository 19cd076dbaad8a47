/** The Gamificação section's query keys, one owner each (mutations invalidate through these). */
export const gamificationAdminKeys = {
  levels: (tenantId: number) => ['gamification-admin', tenantId, 'levels'] as const,
  levelPermissions: (tenantId: number, levelId: number) => ['gamification-admin', tenantId, 'levels', levelId, 'permissions'] as const,
  scoring: (tenantId: number) => ['gamification-admin', tenantId, 'scoring'] as const,
  plans: (tenantId: number) => ['gamification-admin', tenantId, 'plans'] as const,
  rankingSwitch: (tenantId: number) => ['gamification-admin', tenantId, 'ranking-switch'] as const,
  recalculation: (tenantId: number) => ['gamification-admin', tenantId, 'recalculation'] as const,
};
