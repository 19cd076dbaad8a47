import { QUIZ_MESSAGES as M } from '@trilha/shared/quizzes/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, quizAttempts } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { submitAtDeadline } from './attempts-service';
import { freshQuizzesEachTest, gradedQuiz as makeGradedQuiz, quizCalls, startAttempt, type QuizCalls } from './test-support';

// docs/quizzes.md "Attempts": the deadline is the server's (a clock the test controls), and one attempt is graded once
// however many tabs submit or start it at the same moment.

let t: TestApp;
let calls: QuizCalls;
let owner: string;
let student: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = quizCalls(t);
  [owner, student, other] = await Promise.all([t.login('owner@aurora.test'), t.login('aluno@aurora.test'), t.login('aluna@aurora.test')]);
});
afterAll(() => t.close());
freshQuizzesEachTest(() => t);

const gradedQuiz = (body: Parameters<QuizCalls['create']>[1] = {}) => makeGradedQuiz(calls, owner, body);
const start = (cookie: string, quizId: number, status = 201) => startAttempt(calls, cookie, quizId, status);

describe('the server’s deadline', () => {
  it('is fixed at the start, refuses answers after it (409) and the job submits what was saved', async () => {
    const t0 = new Date('2030-01-01T12:00:00.000Z');
    const at = (seconds: number) => () => new Date(t0.getTime() + seconds * 1000);
    const quiz = await gradedQuiz({ stopwatch: 1, time_limit: '00:01:00' });
    t.ctx.clock.now = at(0);
    const attempt = await start(student, quiz.id);
    expect(attempt.deadline).toBe('2030-01-01T12:01:00.000Z');
    expect(attempt.server_now).toBe(t0.toISOString());
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'quizzes.deadline'), sql`${jobs.payload}->>'attemptId' = ${String(attempt.id)}`));
    expect([job?.runAt.toISOString(), job?.payload]).toEqual([attempt.deadline, { tenantId: 1, attemptId: attempt.id }]);

    t.ctx.clock.now = at(30);
    const resumed = await start(student, quiz.id, 200);
    expect([resumed.deadline, resumed.server_now]).toEqual([attempt.deadline, at(30)().toISOString()]);
    expect(
      (await calls.save(student, quiz.id, attempt.id, [{ question_id: quiz.single.id, option_ids: quiz.right(quiz.single) }])).statusCode,
    ).toBe(200);

    // The job run early (another process's clock) waits for the deadline again.
    await submitAtDeadline(t.ctx, { tenantId: 1, attemptId: attempt.id });
    expect((await calls.attempt(student, quiz.id, attempt.id)).json().data.status).toBe('in_progress');

    t.ctx.clock.now = at(63);
    const late = await calls.save(student, quiz.id, attempt.id, [{ question_id: quiz.multiple.id, option_ids: quiz.right(quiz.multiple) }]);
    expect([late.statusCode, late.json().error]).toEqual([409, M.timeUp]);
    await submitAtDeadline(t.ctx, { tenantId: 1, attemptId: attempt.id });
    const [row] = await t.ctx.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect([row?.autoSubmitted, row?.score, row?.passed]).toEqual([true, 50, false]);
    // A second run of the job changes nothing.
    await submitAtDeadline(t.ctx, { tenantId: 1, attemptId: attempt.id });
    expect((await calls.attempt(student, quiz.id, attempt.id)).json().data).toMatchObject({ status: 'submitted', result: { score: 50 } });
  });

  it('an attempt past its deadline is finished before any read, even before the job runs', async () => {
    const t0 = new Date('2030-01-01T12:00:00.000Z');
    const quiz = await gradedQuiz({ stopwatch: 1, time_limit: '00:00:30' });
    t.ctx.clock.now = () => t0;
    const attempt = await start(student, quiz.id);
    t.ctx.clock.now = () => new Date(t0.getTime() + 31_000);
    expect((await calls.avaliacoes(student)).json().data[0]).toMatchObject({ status: 'failed', attempts: 1, open_attempt_id: null });
    expect((await calls.attempt(student, quiz.id, attempt.id)).json().data.status).toBe('submitted');
  });
});

describe('submitting at once', () => {
  it('concurrent submits of one attempt grade it once and answer the same result', async () => {
    const quiz = await gradedQuiz();
    const attempt = await start(student, quiz.id);
    await calls.save(student, quiz.id, attempt.id, [
      { question_id: quiz.single.id, option_ids: quiz.right(quiz.single) },
      { question_id: quiz.multiple.id, option_ids: quiz.right(quiz.multiple) },
    ]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => calls.submit(student, quiz.id, attempt.id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    const events = (await t.ctx.events.recent(1, 'quiz.passed', 100)).filter((e) => e.payload.attemptId === attempt.id);
    expect(events).toHaveLength(1);
  });

  it('two tabs starting at once get one attempt', async () => {
    const quiz = await gradedQuiz();
    const replies = await Promise.all([calls.start(other, quiz.id), calls.start(other, quiz.id), calls.start(other, quiz.id)]);
    expect(new Set(replies.map((r) => r.json().data.id)).size).toBe(1);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
  });
});
