/** The quiz authoring screens' query keys, one owner each (mutations invalidate through these). */
export const quizKeys = {
  all: (tenantId: number) => ['quiz-authoring', tenantId] as const,
  list: (tenantId: number) => ['quiz-authoring', tenantId, 'list'] as const,
  quiz: (tenantId: number, quizId: number) => ['quiz-authoring', tenantId, 'quiz', quizId] as const,
  questions: (tenantId: number, quizId: number) => ['quiz-authoring', tenantId, 'quiz', quizId, 'questions'] as const,
  profiles: (tenantId: number, quizId: number) => ['quiz-authoring', tenantId, 'quiz', quizId, 'profiles'] as const,
};
