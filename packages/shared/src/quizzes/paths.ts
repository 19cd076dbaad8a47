import { apiPath } from '../platform/api-path';

/** Quizzes' API paths (spec 002 §7, CONTRACT "Quizzes"), registered by the server and called by the web app. */
export const quizPaths = {
  quizzes: apiPath('/api/auth/quiz/:tenant'),
  quiz: apiPath('/api/auth/quiz/show/:id'),
  newQuiz: apiPath('/api/auth/quiz/create'),
  quizUpdate: apiPath('/api/auth/quiz/update/:id'),
  /** DELETE: the same shape as `quizzes`, told apart by the method. */
  quizRemoval: apiPath('/api/auth/quiz/:id'),
  /** GET the quiz's questions, POST a new one. */
  questions: apiPath('/api/auth/quiz/questions/:quizId'),
  questionOrder: apiPath('/api/auth/quiz/questions/:quizId/order'),
  question: apiPath('/api/auth/quiz/questions/:quizId/:questionId'),
  /** GET a behavioural quiz's result profiles, POST a new one. */
  profiles: apiPath('/api/auth/quiz/profiles/:quizId'),
  profileOrder: apiPath('/api/auth/quiz/profiles/:quizId/order'),
  profile: apiPath('/api/auth/quiz/profiles/:quizId/:profileId'),

  /** The quizzes a student may take. */
  myQuizzes: apiPath('/api/auth/avaliacoes/:tenant'),
  myQuiz: apiPath('/api/auth/avaliacoes/:tenant/:quizId'),
  /** POST starts an attempt. */
  attempts: apiPath('/api/auth/quiz/attempts/:quizId'),
  attempt: apiPath('/api/auth/quiz/attempts/:quizId/:attemptId'),
  answers: apiPath('/api/auth/quiz/attempts/:quizId/:attemptId/answers'),
  submission: apiPath('/api/auth/quiz/attempts/:quizId/:attemptId/submit'),
};
