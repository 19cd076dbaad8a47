import type { QuestionBodyInput, QuizBodyInput } from '@trilha/shared/quizzes/schemas';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { courses, enrollments, productCourses, quizzes, users } from '../../db/schema/index';
import { afterEach, beforeEach, expect } from 'vitest';
import type { TestApp } from '../../test/harness';

/**
 * Each test starts with no quiz and the real clock: the quizzes are deleted straight in the
 * database (then the app must have heard it: the quiz caches, docs/caching.md), and a test that
 * moved the clock gets it back. `app` is read when the hooks run (set in the file's beforeAll).
 */
export function freshQuizzesEachTest(app: () => TestApp) {
  beforeEach(async () => {
    const t = app();
    await t.ctx.db.delete(quizzes);
    await t.heard();
  });
  afterEach(() => {
    app().ctx.clock.now = () => new Date();
  });
}

/** The quiz calls as a browser makes them, for the quiz tests and the bench-like checks. */
export function quizCalls(t: TestApp) {
  const json = (method: string, url: string, cookie: string | undefined, payload?: unknown, host?: string) =>
    t.request({ method, url, cookie, ...(host ? { host } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    list: (cookie: string | undefined, tenant = 1, host?: string) => json('GET', `/api/auth/quiz/${tenant}`, cookie, undefined, host),
    show: (cookie: string | undefined, id: number) => json('GET', `/api/auth/quiz/show/${id}`, cookie),
    create: (cookie: string | undefined, body: Partial<QuizBodyInput>, host?: string) =>
      json('POST', '/api/auth/quiz/create', cookie, { ...GRADED, ...body }, host),
    update: (cookie: string | undefined, id: number, body: Partial<QuizBodyInput>) =>
      json('POST', `/api/auth/quiz/update/${id}`, cookie, { ...GRADED, ...body }),
    remove: (cookie: string | undefined, id: number) => json('DELETE', `/api/auth/quiz/${id}`, cookie),
    questions: (cookie: string | undefined, quizId: number) => json('GET', `/api/auth/quiz/questions/${quizId}`, cookie),
    addQuestion: (cookie: string | undefined, quizId: number, body: QuestionBodyInput) =>
      json('POST', `/api/auth/quiz/questions/${quizId}`, cookie, body),
    editQuestion: (cookie: string | undefined, quizId: number, id: number, body: QuestionBodyInput) =>
      json('PUT', `/api/auth/quiz/questions/${quizId}/${id}`, cookie, body),
    removeQuestion: (cookie: string | undefined, quizId: number, id: number) =>
      json('DELETE', `/api/auth/quiz/questions/${quizId}/${id}`, cookie),
    orderQuestions: (cookie: string | undefined, quizId: number, ids: number[]) =>
      json('PUT', `/api/auth/quiz/questions/${quizId}/order`, cookie, { ids }),
    profiles: (cookie: string | undefined, quizId: number) => json('GET', `/api/auth/quiz/profiles/${quizId}`, cookie),
    addProfile: (cookie: string | undefined, quizId: number, body: object) =>
      json('POST', `/api/auth/quiz/profiles/${quizId}`, cookie, body),
    editProfile: (cookie: string | undefined, quizId: number, id: number, body: object) =>
      json('PUT', `/api/auth/quiz/profiles/${quizId}/${id}`, cookie, body),
    removeProfile: (cookie: string | undefined, quizId: number, id: number) =>
      json('DELETE', `/api/auth/quiz/profiles/${quizId}/${id}`, cookie),
    orderProfiles: (cookie: string | undefined, quizId: number, ids: number[]) =>
      json('PUT', `/api/auth/quiz/profiles/${quizId}/order`, cookie, { ids }),
    avaliacoes: (cookie: string | undefined, tenant = 1) => json('GET', `/api/auth/avaliacoes/${tenant}`, cookie),
    avaliacao: (cookie: string | undefined, quizId: number, tenant = 1) => json('GET', `/api/auth/avaliacoes/${tenant}/${quizId}`, cookie),
    start: (cookie: string | undefined, quizId: number) => json('POST', `/api/auth/quiz/attempts/${quizId}`, cookie),
    attempt: (cookie: string | undefined, quizId: number, attemptId: number) =>
      json('GET', `/api/auth/quiz/attempts/${quizId}/${attemptId}`, cookie),
    save: (cookie: string | undefined, quizId: number, attemptId: number, answers: { question_id: number; option_ids: number[] }[]) =>
      json('PUT', `/api/auth/quiz/attempts/${quizId}/${attemptId}/answers`, cookie, { answers }),
    submit: (cookie: string | undefined, quizId: number, attemptId: number) =>
      json('POST', `/api/auth/quiz/attempts/${quizId}/${attemptId}/submit`, cookie),
  };
}
export type QuizCalls = ReturnType<typeof quizCalls>;

const GRADED: QuizBodyInput = {
  name: 'Prova de revisão',
  tenant_id: 1,
  type: 'comun',
  goal: 70,
  published: 1,
  repeat: 0,
  stopwatch: 0,
};

/** Two questions worth 10 each: a single choice and a multiple choice with two right options of four. */
export const SINGLE: QuestionBodyInput = {
  text: 'Quanto é 2 + 2?',
  type: 'single',
  points: 10,
  options: [{ label: '3' }, { label: '4', is_correct: true }, { label: '5' }],
  feedback: 'Dois mais dois são quatro.',
};
export const MULTIPLE: QuestionBodyInput = {
  text: 'Quais são números primos?',
  type: 'multiple',
  points: 10,
  options: [{ label: '2', is_correct: true }, { label: '3', is_correct: true }, { label: '4' }, { label: '6' }],
  feedback: 'Primos têm exatamente dois divisores.',
};

/** A course of the school the user holds no live enrolment for (the placement tests), and one they hold. */
export async function coursesOf(t: TestApp, email: string) {
  const db = t.ctx.db;
  const [user] = await db.select({ id: users.id, tenantId: users.tenantId }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const held = await db
    .selectDistinct({ id: productCourses.courseId })
    .from(enrollments)
    .innerJoin(productCourses, and(eq(productCourses.tenantId, enrollments.tenantId), eq(productCourses.productId, enrollments.productId)))
    .where(
      and(
        eq(enrollments.tenantId, user.tenantId),
        eq(enrollments.userId, user.id),
        sql`(${enrollments.expiresAt} is null or ${enrollments.expiresAt} > now())`,
      ),
    );
  const heldIds = held.map((r) => r.id);
  const [other] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, user.tenantId), heldIds.length ? notInArray(courses.id, heldIds) : sql`true`))
    .limit(1);
  return { userId: user.id, held: heldIds, notHeld: other?.id ?? null };
}

type Opt = { id: number; label: string };
/** A question as the student reads it (no right answers). */
export type StudentQuestion = { id: number; text: string; type: string; options: Opt[] };
/** A question as the staff read it (the right options marked). */
export type StaffQuestion = { id: number; text: string; type: string; options: (Opt & { is_correct: boolean })[] };

/** A graded quiz with SINGLE and MULTIPLE, written by `owner`; its id, the staff's questions and their right and wrong option ids. */
export async function gradedQuiz(calls: QuizCalls, owner: string, body: Parameters<QuizCalls['create']>[1] = {}) {
  const quiz = (await calls.create(owner, body)).json<{ data: { id: number } }>().data;
  const single = (await calls.addQuestion(owner, quiz.id, SINGLE)).json<{ data: StaffQuestion }>().data;
  const multiple = (await calls.addQuestion(owner, quiz.id, MULTIPLE)).json<{ data: StaffQuestion }>().data;
  const right = (q: StaffQuestion) => q.options.filter((o) => o.is_correct).map((o) => o.id);
  const wrong = (q: StaffQuestion) => q.options.filter((o) => !o.is_correct).map((o) => o.id);
  return { id: quiz.id, single, multiple, right, wrong };
}

/** Starts (201) or resumes (200) the student's attempt, checking the status. */
export async function startAttempt(calls: QuizCalls, cookie: string, quizId: number, status = 201) {
  const res = await calls.start(cookie, quizId);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ data: { id: number; deadline: string | null; server_now: string; questions: StudentQuestion[] } }>().data;
}
