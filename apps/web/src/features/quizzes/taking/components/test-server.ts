import type { Attempt, AttemptResult, Avaliacao, QuizSettings } from '@trilha/shared/quizzes/schemas';
import { notFound, stubFetchRoutes, type Call, type Handler } from '../../../../test/fetch-routes';
export { resetToasts, toasts } from '../../../../test/fetch-routes';

export const LIST = '/api/auth/avaliacoes/1';
export const START = (quizId: number) => `/api/auth/quiz/attempts/${quizId}`;
const ATTEMPT = (quizId: number, attemptId: number) => `/api/auth/quiz/attempts/${quizId}/${attemptId}`;
export const ANSWERS = (quizId: number, attemptId: number) => `${ATTEMPT(quizId, attemptId)}/answers`;
export const SUBMIT = (quizId: number, attemptId: number) => `${ATTEMPT(quizId, attemptId)}/submit`;

/** The server's clock in these tests: years away from the browser's, so only server_now can give the right time. */
export const SERVER_NOW = '2030-05-10T12:00:00.000Z';
export const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

export const graded: QuizSettings = {
  id: 5,
  name: 'Fundamentos de finanças',
  type: 'comun',
  goal: 70,
  repeat: 1,
  stopwatch: 1,
  time_limit: '00:10:00',
  questions_count: 2,
};
export const behavioural: QuizSettings = {
  id: 6,
  name: 'Qual é o seu perfil de investidor?',
  type: 'comportamental',
  goal: null,
  repeat: 0,
  stopwatch: 0,
  time_limit: null,
  questions_count: 1,
};

export const item = (quiz: QuizSettings, over: Partial<Avaliacao> = {}): Avaliacao => ({
  quiz,
  status: 'new',
  best_score: null,
  attempts: 0,
  profile: null,
  place: null,
  open_attempt_id: null,
  last_attempt_id: null,
  can_start: true,
  ...over,
});

/** A placement on the demo-like course 7 ("Fotografia com o Celular"); `over` narrows it to a module or a lesson. */
export const placeOnCourse = (over: Partial<NonNullable<Avaliacao['place']>> = {}): NonNullable<Avaliacao['place']> => ({
  course_id: 7,
  course_name: 'Fotografia com o Celular',
  module_id: null,
  lesson_id: null,
  lesson_title: null,
  ...over,
});

type Question = Attempt['questions'][number];
const reserve: Question = {
  id: 51,
  text: 'Qual é a melhor reserva de emergência?',
  type: 'single',
  points: 10,
  options: [
    { id: 511, label: 'Poupança de liquidez diária' },
    { id: 512, label: 'Ações de uma só empresa' },
  ],
};
const fixedCosts: Question = {
  id: 52,
  text: 'Quais são despesas fixas?',
  type: 'multiple',
  points: 10,
  options: [
    { id: 521, label: 'Aluguel' },
    { id: 522, label: 'Cinema' },
    { id: 523, label: 'Plano de saúde' },
  ],
};
const gradedQuestions = [reserve, fixedCosts];

export const openAttempt = (over: Partial<Attempt> = {}): Attempt => ({
  id: 900,
  quiz_id: graded.id,
  quiz: graded,
  status: 'in_progress',
  started_at: SERVER_NOW,
  deadline: plus(SERVER_NOW, 10 * 60_000),
  submitted_at: null,
  server_now: SERVER_NOW,
  questions: gradedQuestions,
  answers: [],
  result: null,
  ...over,
});

/** A failed attempt with the right answers shown (the quiz's last attempt, or one that shows them after every attempt). */
export const shownResult: AttemptResult = {
  score: 50,
  passed: false,
  goal: 70,
  profile: null,
  answers_shown: true,
  review: [
    {
      question_id: 51,
      text: reserve.text,
      type: 'single',
      options: reserve.options,
      your_option_ids: [511],
      correct_option_ids: [511],
      points: 10,
      earned: 10,
      feedback: 'A reserva precisa de liquidez diária e baixo risco.',
    },
    {
      question_id: 52,
      text: fixedCosts.text,
      type: 'multiple',
      options: fixedCosts.options,
      your_option_ids: [522],
      correct_option_ids: [521, 523],
      points: 10,
      earned: 0,
      feedback: null,
    },
  ],
};

/** The same attempt as the server sends it while attempts are left (docs/quizzes.md "The review"): no right answer, no explanation. */
export const failedResult: AttemptResult = {
  ...shownResult,
  answers_shown: false,
  review: shownResult.review.map((item) => ({ ...item, correct_option_ids: null, feedback: null })),
};

type Options = { list?: Avaliacao[]; attempts?: Attempt[]; routes?: Record<string, Handler> };

/**
 * A fetch that answers like the server (CONTRACT "Quizzes", student side): the list, attempts kept
 * in `state` (start resumes an open one; answers replace per question), submit grading with the
 * result the test gives (`grade`).
 */
export function serveQuizzes(options: Options = {}) {
  const state = {
    list: options.list ?? [],
    attempts: new Map((options.attempts ?? []).map((a) => [a.id, a])),
    grade: failedResult,
    nextId: 901,
  };
  const routes: Record<string, Handler> = { [`GET ${LIST}`]: () => ({ status: 200, body: { data: state.list } }) };
  for (const quiz of [graded, behavioural]) {
    routes[`POST ${START(quiz.id)}`] = () => {
      const open = [...state.attempts.values()].find((a) => a.quiz_id === quiz.id && a.status === 'in_progress');
      if (open) return { status: 200, body: { data: open } };
      const attempt = openAttempt({ id: state.nextId++, quiz_id: quiz.id, quiz });
      state.attempts.set(attempt.id, attempt);
      return { status: 201, body: { data: attempt } };
    };
  }
  // Attempt routes by id, from the attempts kept in `state`.
  const ATTEMPT_ROUTE = '/api/auth/quiz/attempts/:quiz/:attempt';
  const attemptOf = (call: Call) => state.attempts.get(Number(call.params.attempt));
  routes[`GET ${ATTEMPT_ROUTE}`] = (call) => {
    const attempt = attemptOf(call);
    return attempt ? { status: 200, body: { data: attempt } } : notFound;
  };
  routes[`PUT ${ATTEMPT_ROUTE}/answers`] = (call) => {
    const attempt = attemptOf(call);
    if (!attempt) return notFound;
    if (attempt.status !== 'in_progress') return { status: 409, body: { error: 'Esta tentativa já foi enviada.' } };
    const { answers } = call.body as { answers: Attempt['answers'] };
    const kept = attempt.answers.filter((a) => !answers.some((n) => n.question_id === a.question_id));
    attempt.answers = [...kept, ...answers];
    return {
      status: 200,
      body: { message: 'Respostas salvas.', data: { answers: attempt.answers, deadline: attempt.deadline, server_now: SERVER_NOW } },
    };
  };
  routes[`POST ${ATTEMPT_ROUTE}/submit`] = (call) => {
    const attempt = attemptOf(call);
    if (!attempt) return notFound;
    if (attempt.status !== 'in_progress') return { status: 409, body: { error: 'Esta tentativa já foi enviada.' } };
    Object.assign(attempt, { status: 'submitted', submitted_at: SERVER_NOW, result: state.grade });
    return { status: 200, body: { data: { ...state.grade, attempt_id: attempt.id, submitted_at: SERVER_NOW } } };
  };
  const server = stubFetchRoutes({ ...routes, ...options.routes });
  return { ...server, state };
}
