import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  freshQuizzesEachTest,
  gradedQuiz as makeGradedQuiz,
  MULTIPLE,
  quizCalls,
  SINGLE,
  startAttempt,
  type QuizCalls,
} from './test-support';

// docs/security.md "Quiz answers and finished lessons are earned": the review shows the right answers only
// once the attempt passed or no attempt is left, unless the quiz's `show_answers` says after every attempt
// (docs/quizzes.md "The review").

let t: TestApp;
let calls: QuizCalls;
let owner: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = quizCalls(t);
  [owner, student] = await Promise.all([t.login('owner@aurora.test'), t.login('aluno@aurora.test')]);
});
afterAll(() => t.close());
freshQuizzesEachTest(() => t);

type Item = {
  question_id: number;
  your_option_ids: number[];
  correct_option_ids: number[] | null;
  earned: number;
  points: number;
  feedback: string | null;
};
type Result = { score: number; passed: boolean; answers_shown: boolean; review: Item[] };

const gradedQuiz = (body: Parameters<QuizCalls['create']>[1] = {}) => makeGradedQuiz(calls, owner, body);

/** Submits the student's answers in a new attempt; the submit's reply and the attempt as a later GET reads it. */
async function attemptWith(quizId: number, answers: { question_id: number; option_ids: number[] }[]) {
  const attempt = await startAttempt(calls, student, quizId);
  if (answers.length) expect((await calls.save(student, quizId, attempt.id, answers)).statusCode).toBe(200);
  const submitted = await calls.submit(student, quizId, attempt.id);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const read = await calls.attempt(student, quizId, attempt.id);
  expect(read.statusCode, read.body).toBe(200);
  return {
    id: attempt.id,
    submitted: submitted.json().data as Result,
    read: read.json().data.result as Result,
    bodies: [submitted.body, read.body],
  };
}

function expectHidden(result: Result, bodies: string[], rightIds: number[]) {
  expect(result.answers_shown).toBe(false);
  expect(result.review.map((r) => [r.correct_option_ids, r.feedback])).toEqual([
    [null, null],
    [null, null],
  ]);
  for (const body of bodies) {
    for (const text of [SINGLE.feedback!, MULTIPLE.feedback!]) expect(body.includes(text), `explanation "${text}"`).toBe(false);
    expect(body.includes(`"correct_option_ids":[${rightIds[0]}`), 'a right option id').toBe(false);
  }
}

describe('the review of a graded attempt (finding 4)', () => {
  it('repeat on: an empty submit shows no right answer, so the next attempt cannot copy them; a pass shows them', async () => {
    const quiz = await gradedQuiz({ repeat: 1 });
    const empty = await attemptWith(quiz.id, []);
    expect(empty.submitted).toMatchObject({ score: 0, passed: false });
    expectHidden(empty.submitted, empty.bodies, quiz.right(quiz.single));
    expectHidden(empty.read, [], quiz.right(quiz.single));
    // Still useful: each question's points and what she ticked (nothing) show.
    expect(empty.submitted.review.map((r) => [r.earned, r.points, r.your_option_ids])).toEqual([
      [0, 10, []],
      [0, 10, []],
    ]);

    // A wrong answer is marked as not earning its points; the right option is not named.
    const wrong = await attemptWith(quiz.id, [{ question_id: quiz.single.id, option_ids: quiz.wrong(quiz.single).slice(0, 1) }]);
    expectHidden(wrong.submitted, wrong.bodies, quiz.right(quiz.single));
    expect(wrong.submitted.review[0]).toMatchObject({ earned: 0, your_option_ids: quiz.wrong(quiz.single).slice(0, 1) });

    const passed = await attemptWith(quiz.id, [
      { question_id: quiz.single.id, option_ids: quiz.right(quiz.single) },
      { question_id: quiz.multiple.id, option_ids: quiz.right(quiz.multiple) },
    ]);
    for (const result of [passed.submitted, passed.read]) {
      expect(result).toMatchObject({ passed: true, answers_shown: true });
      expect(result.review.map((r) => [r.correct_option_ids, r.feedback])).toEqual([
        [quiz.right(quiz.single), SINGLE.feedback],
        [quiz.right(quiz.multiple), MULTIPLE.feedback],
      ]);
    }
    // The attempts that failed while others were left stay as they were shown.
    expect((await calls.attempt(student, quiz.id, empty.id)).json().data.result.answers_shown).toBe(false);
  });

  it('repeat off: the one attempt shows the right answers even when it failed (no attempt is left)', async () => {
    const quiz = await gradedQuiz();
    const failed = await attemptWith(quiz.id, []);
    expect(failed.submitted).toMatchObject({ passed: false, answers_shown: true });
    expect(failed.read.review.map((r) => r.correct_option_ids)).toEqual([quiz.right(quiz.single), quiz.right(quiz.multiple)]);
    expect(failed.read.review[0]!.feedback).toBe(SINGLE.feedback);
  });

  it('the saved show_answers setting decides what students see now, for attempts already made too', async () => {
    const quiz = await gradedQuiz({ repeat: 1, show_answers: 1 });
    const shown = await attemptWith(quiz.id, []);
    expect(shown.submitted).toMatchObject({ passed: false, answers_shown: true });
    expect(shown.submitted.review.map((r) => r.correct_option_ids)).toEqual([quiz.right(quiz.single), quiz.right(quiz.multiple)]);

    expect((await calls.update(owner, quiz.id, { repeat: 1, show_answers: 0 })).statusCode).toBe(200);
    const later = (await calls.attempt(student, quiz.id, shown.id)).json().data.result as Result;
    expectHidden(later, [], quiz.right(quiz.single));
    // Repeat turned off: no attempt is left, so the answers show again.
    expect((await calls.update(owner, quiz.id, { repeat: 0, show_answers: 0 })).statusCode).toBe(200);
    expect((await calls.attempt(student, quiz.id, shown.id)).json().data.result.answers_shown).toBe(true);
  });
});

describe('the show_answers setting (staff)', () => {
  it('is off unless set, goes both ways as 0/1, and refuses anything else with 400', async () => {
    const plain = (await calls.create(owner, {})).json().data;
    expect(plain.show_answers).toBe(0);
    const on = (await calls.create(owner, { show_answers: 1 })).json().data;
    expect(on.show_answers).toBe(1);
    expect((await calls.show(owner, on.id)).json()[2].data.show_answers).toBe(1);
    const list = (await calls.list(owner)).json()[2].data as { id: number; show_answers: number }[];
    expect(list.find((q) => q.id === on.id)!.show_answers).toBe(1);
    const off = await calls.update(owner, on.id, { show_answers: 0 });
    expect(off.json().data.show_answers).toBe(0);
    const bad = await calls.create(owner, { show_answers: 'sempre' as unknown as 1 });
    expect(bad.statusCode).toBe(400);
    // A behavioural quiz has no right answer to show: the flag is kept off.
    const behavioural = await calls.create(owner, { type: 'comportamental', goal: null, show_answers: 1 });
    expect(behavioural.json().data.show_answers).toBe(0);
  });
});
