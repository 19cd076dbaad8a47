/** Recompensa's query keys, one owner each (mutations invalidate through these). */
export const rewardKeys = {
  list: (tenantId: number) => ['gamification-rewards', tenantId, 'list'] as const,
  quizzes: (tenantId: number) => ['gamification-rewards', tenantId, 'quiz-options'] as const,
  lessons: (tenantId: number, term: string) => ['gamification-rewards', tenantId, 'lesson-options', term] as const,
};
