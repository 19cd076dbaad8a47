/** CONTRACT "Quizzes", student side: the paths, and the query keys' one owner. */
export const QUIZ_PATHS = {
  mine: (tenantId: number) => `/api/auth/avaliacoes/${tenantId}`,
  start: (quizId: number) => `/api/auth/quiz/attempts/${quizId}`,
  attempt: (quizId: number, attemptId: number) => `/api/auth/quiz/attempts/${quizId}/${attemptId}`,
  answers: (quizId: number, attemptId: number) => `/api/auth/quiz/attempts/${quizId}/${attemptId}/answers`,
  submit: (quizId: number, attemptId: number) => `/api/auth/quiz/attempts/${quizId}/${attemptId}/submit`,
};

export const quizKeys = {
  /** The lists of every school (one in practice): what starting or submitting changes. */
  lists: ['quizzes-student', 'mine'] as const,
  mine: (tenantId: number) => ['quizzes-student', 'mine', tenantId] as const,
  attempt: (quizId: number, attemptId: number) => ['quizzes-student', 'attempt', quizId, attemptId] as const,
};
