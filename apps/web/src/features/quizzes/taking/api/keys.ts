/** CONTRACT "Quizzes", student side: the query keys' one owner (the paths are quizPaths). */
export const quizKeys = {
  /** The lists of every school (one in practice): what starting or submitting changes. */
  lists: ['quizzes-student', 'mine'] as const,
  mine: (tenantId: number) => ['quizzes-student', 'mine', tenantId] as const,
  attempt: (quizId: number, attemptId: number) => ['quizzes-student', 'attempt', quizId, attemptId] as const,
};
