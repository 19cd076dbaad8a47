import type { Profile, Question, Quiz } from '@trilha/shared/quizzes/schemas';
import { stubFetchRoutes, type Handler } from '../../../../test/fetch-routes';
import { tenant } from '../../../../test/render-app';
export { owner } from '../../../../test/render-app';
export { resetToasts, toasts, type Call } from '../../../../test/fetch-routes';

export const LIST = '/api/auth/quiz/1';
export const CREATE = '/api/auth/quiz/create';

export const quizOf = (fields: Partial<Quiz> & Pick<Quiz, 'id' | 'name'>): Quiz => ({
  tenant_id: 1,
  type: 'comun',
  goal: 70,
  published: 1,
  repeat: 0,
  show_answers: 0,
  stopwatch: 0,
  time_limit: null,
  course_id: null,
  module_id: null,
  lesson_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  questions_count: 0,
  profiles_count: 0,
  attempts_count: 0,
  ...fields,
});

/** A graded quiz with a 30-minute limit and three questions. */
export const graded = quizOf({ id: 5, name: 'Prova de fotografia', stopwatch: 1, time_limit: '00:30:00', questions_count: 3 });
/** A behavioural quiz, not published, with two profiles, placed on a course. */
export const behavioural = quizOf({
  id: 6,
  name: 'Qual fotógrafo é você?',
  type: 'comportamental',
  goal: null,
  published: 0,
  profiles_count: 2,
  course_id: 10,
});

export const questionOf = (fields: Partial<Question> & Pick<Question, 'id' | 'text'>): Question => ({
  quiz_id: graded.id,
  position: 1,
  type: 'single',
  points: 10,
  feedback: null,
  options: [
    { id: fields.id * 10 + 1, label: 'Sim', is_correct: true, weights: [] },
    { id: fields.id * 10 + 2, label: 'Não', is_correct: false, weights: [] },
  ],
  ...fields,
});

export const questions: Question[] = [
  questionOf({ id: 51, text: 'O que é a regra dos terços?', position: 1 }),
  questionOf({ id: 52, text: 'Qual abertura deixa o fundo desfocado?', position: 2, type: 'multiple', feedback: 'f/1.8 e f/2.8.' }),
  questionOf({ id: 53, text: 'ISO alto gera ruído.', position: 3, type: 'true_false' }),
];

export const profiles: Profile[] = [
  { id: 61, quiz_id: behavioural.id, position: 1, title: 'Explorador', description: 'Sai pela rua atrás da luz.', image: null },
  { id: 62, quiz_id: behavioural.id, position: 2, title: 'Planejador', description: 'Monta a cena antes do clique.', image: null },
];

/** The legacy envelope of spec 002 §7: `[message, status, { data }]`. */
const legacy = (data: unknown) => ({ status: 200, body: ['ok', 200, { data }] });

/** A fetch that answers like the server: the quizzes, their questions and profiles (kept in `state`), and the writes given. */
export function serveQuizzes(
  options: { quizzes?: Quiz[]; questions?: Question[]; profiles?: Profile[]; routes?: Record<string, Handler> } = {},
) {
  const state = { quizzes: options.quizzes ?? [], questions: options.questions ?? [], profiles: options.profiles ?? [] };
  const defaults: Record<string, Handler> = {
    'GET /api/tenant': { status: 200, body: tenant },
    [`GET ${LIST}`]: () => legacy(state.quizzes),
    'GET /api/auth/cursos/index/1': { status: 200, body: { data: [{ id: 10, title: 'Fotografia com o Celular', cover_url: null }] } },
    'GET /api/auth/platform/modules/1': { status: 200, body: { data: [{ id: 20, title: 'Primeiros cliques', course_id: 10 }] } },
    'GET /api/platform/auth/module/20': {
      status: 200,
      body: {
        data: [{ id: 20, title: 'Primeiros cliques', course_id: 10, lessons: [{ id: 30, title: 'Conhecendo a câmera', order: 1 }] }],
      },
    },
  };
  for (const quiz of state.quizzes) {
    defaults[`GET /api/auth/quiz/show/${quiz.id}`] = () => legacy(state.quizzes.find((q) => q.id === quiz.id));
    defaults[`GET /api/auth/quiz/questions/${quiz.id}`] = () => ({
      status: 200,
      body: { data: state.questions.filter((q) => q.quiz_id === quiz.id) },
    });
    defaults[`GET /api/auth/quiz/profiles/${quiz.id}`] = () => ({
      status: 200,
      body: { data: state.profiles.filter((p) => p.quiz_id === quiz.id) },
    });
  }
  const { calls, sent } = stubFetchRoutes({ ...defaults, ...options.routes });
  return { calls, sent, state };
}
