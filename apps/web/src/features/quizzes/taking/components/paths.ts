/** The quiz screen, and one attempt on it (the address a reload comes back to: the same attempt, the same question). */
export const quizPath = (quizId: number) => `/avaliacoes/${quizId}`;
export const attemptPath = (quizId: number, attemptId: number) => `/avaliacoes/${quizId}?tentativa=${attemptId}`;
