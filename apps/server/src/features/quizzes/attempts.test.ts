import { QUIZ_MESSAGES as M } from '@trilha/shared/quizzes/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, quizzes, users } from '../../db/schema/index';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import {
  coursesOf,
  freshQuizzesEachTest,
  gradedQuiz as makeGradedQuiz,
  MULTIPLE,
  quizCalls,
  SINGLE,
  startAttempt,
  type QuizCalls,
  type StaffQuestion,
} from './test-support';

// docs/quizzes.md, students: /avaliacoes, attempts graded on the server, repeat rules, placement (the
// deadline and concurrent submits: deadline.test.ts).

let t: TestApp;
let calls: QuizCalls;
let owner: string;
let student: string;
let other: string;
let borealStudent: string;
let placement: Awaited<ReturnType<typeof coursesOf>>;

beforeAll(async () => {
  t = await createTestApp();
  calls = quizCalls(t);
  [owner, student, other, borealStudent] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('aluna@aurora.test'),
    t.login('aluno@boreal.test'),
  ]);
  placement = await coursesOf(t, 'aluno@aurora.test');
});
afterAll(() => t.close());
freshQuizzesEachTest(() => t);

const gradedQuiz = (body: Parameters<QuizCalls['create']>[1] = {}) => makeGradedQuiz(calls, owner, body);
const start = (cookie: string, quizId: number, status = 201) => startAttempt(calls, cookie, quizId, status);

/** Everything a student could read before submitting must not carry these (docs/quizzes.md "What a student never sees before submitting"). */
const SECRETS = ['is_correct', 'weights', 'feedback', 'correct_option_ids', 'review', 'earned'];
function expectNoSecrets(label: string, body: string, texts: string[]) {
  for (const key of SECRETS) expect(body.includes(`"${key}"`), `${label} carries ${key}`).toBe(false);
  for (const text of texts) expect(body.includes(text), `${label} carries "${text}"`).toBe(false);
}

describe('a graded attempt', () => {
  it('starts, resumes the same attempt with the same deadline, saves, submits once, and refuses a second attempt when repeat is off', async () => {
    const quiz = await gradedQuiz({ stopwatch: 1, time_limit: '00:10:00' });
    const first = await start(student, quiz.id);
    expect(first.questions.map((q) => q.id)).toEqual([quiz.single.id, quiz.multiple.id]);
    expect(first.deadline).not.toBeNull();
    const again = await start(student, quiz.id, 200);
    expect([again.id, again.deadline]).toEqual([first.id, first.deadline]);

    const saved = await calls.save(student, quiz.id, first.id, [{ question_id: quiz.single.id, option_ids: quiz.right(quiz.single) }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const later = await calls.save(student, quiz.id, first.id, [
      { question_id: quiz.multiple.id, option_ids: [quiz.right(quiz.multiple)[0]!] },
    ]);
    expect(later.json().data.answers).toHaveLength(2);
    const shown = (await calls.attempt(student, quiz.id, first.id)).json().data;
    expect(shown).toMatchObject({ status: 'in_progress', result: null });
    expect(shown.answers).toEqual([
      { question_id: quiz.single.id, option_ids: quiz.right(quiz.single) },
      { question_id: quiz.multiple.id, option_ids: [quiz.right(quiz.multiple)[0]] },
    ]);

    const submitted = await calls.submit(student, quiz.id, first.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    // 10 + 10 × (1 − 0) / 2 = 15 of 20.
    expect(submitted.json().data).toMatchObject({ score: 75, passed: true, goal: 70, profile: null });
    const review = submitted.json().data.review as {
      question_id: number;
      correct_option_ids: number[];
      earned: number;
      feedback: string;
    }[];
    expect(review.map((r) => [r.earned, r.feedback])).toEqual([
      [10, SINGLE.feedback],
      [5, MULTIPLE.feedback],
    ]);
    expect(review[1]!.correct_option_ids).toEqual(quiz.right(quiz.multiple));

    const late = await calls.save(student, quiz.id, first.id, []);
    expect([late.statusCode, late.json().error]).toEqual([409, M.alreadySubmitted]);
    const retry = await calls.start(student, quiz.id);
    expect([retry.statusCode, retry.json().error]).toEqual([409, M.alreadyTaken]);

    const [mine] = (await calls.avaliacoes(student)).json().data;
    expect(mine).toMatchObject({
      status: 'passed',
      best_score: 75,
      attempts: 1,
      can_start: false,
      last_attempt_id: first.id,
      open_attempt_id: null,
    });
    const events = await t.ctx.events.recent(1, 'quiz.passed');
    expect(events[0]?.payload).toEqual({ quizId: quiz.id, userId: placement.userId, attemptId: first.id, score: 75 });
  });

  it('scores every option of a multiple choice: ticking everything earns nothing', async () => {
    const quiz = await gradedQuiz({ repeat: 1 });
    const attempt = await start(student, quiz.id);
    await calls.save(student, quiz.id, attempt.id, [
      { question_id: quiz.single.id, option_ids: quiz.wrong(quiz.single).slice(0, 1) },
      { question_id: quiz.multiple.id, option_ids: quiz.multiple.options.map((o) => o.id) },
    ]);
    const result = (await calls.submit(student, quiz.id, attempt.id)).json().data;
    expect(result).toMatchObject({ score: 0, passed: false });
    expect((await t.ctx.events.recent(1, 'quiz.passed')).filter((e) => e.payload.attemptId === attempt.id)).toEqual([]);

    // repeat on: a new attempt, the best one counts.
    const second = await start(student, quiz.id);
    await calls.save(student, quiz.id, second.id, [{ question_id: quiz.single.id, option_ids: quiz.right(quiz.single) }]);
    expect((await calls.submit(student, quiz.id, second.id)).json().data).toMatchObject({ score: 50, passed: false });
    const third = await start(student, quiz.id);
    expect((await calls.avaliacoes(student)).json().data[0]).toMatchObject({
      status: 'in_progress',
      best_score: 50,
      attempts: 2,
      open_attempt_id: third.id,
    });
    await calls.submit(student, quiz.id, third.id);
    expect((await calls.avaliacoes(student)).json().data[0]).toMatchObject({
      status: 'failed',
      best_score: 50,
      attempts: 3,
      can_start: true,
    });
  });

  it('refuses answers that are not the attempt’s: another question, another option, two options on a single choice', async () => {
    const quiz = await gradedQuiz();
    const attempt = await start(student, quiz.id);
    for (const answers of [
      [{ question_id: 999_999, option_ids: [] }],
      [{ question_id: quiz.single.id, option_ids: [quiz.multiple.options[0]!.id] }],
      [{ question_id: quiz.single.id, option_ids: quiz.single.options.map((o) => o.id) }],
    ]) {
      const res = await calls.save(student, quiz.id, attempt.id, answers);
      expect([res.statusCode, res.json().error]).toEqual([400, M.answerInvalid]);
    }
  });

  it('grades what was asked: editing the quiz after the start changes only later attempts', async () => {
    const quiz = await gradedQuiz({ repeat: 1, goal: 100 });
    const attempt = await start(student, quiz.id);
    await calls.editQuestion(owner, quiz.id, quiz.single.id, {
      ...SINGLE,
      text: 'Outra pergunta',
      options: [{ label: 'x', is_correct: true }, { label: 'y' }],
    });
    await calls.update(owner, quiz.id, { goal: 10, repeat: 1 });
    expect((await calls.attempt(student, quiz.id, attempt.id)).json().data.questions[0].text).toBe(SINGLE.text);
    await calls.save(student, quiz.id, attempt.id, [
      { question_id: quiz.single.id, option_ids: quiz.right(quiz.single) },
      { question_id: quiz.multiple.id, option_ids: quiz.right(quiz.multiple) },
    ]);
    expect((await calls.submit(student, quiz.id, attempt.id)).json().data).toMatchObject({ score: 100, passed: true, goal: 100 });
    const next = await start(student, quiz.id);
    expect(next.questions[0]!.text).toBe('Outra pergunta');
  });

  it('a quiz with nothing to ask cannot start (409)', async () => {
    const empty = (await calls.create(owner, {})).json().data as { id: number };
    expect((await calls.start(student, empty.id)).json().error).toBe(M.noQuestions);
    const behavioural = (await calls.create(owner, { type: 'comportamental' })).json().data as { id: number };
    await calls.addQuestion(owner, behavioural.id, { text: 'Q', type: 'single', points: 0, options: [{ label: 'a' }, { label: 'b' }] });
    const res = await calls.start(student, behavioural.id);
    expect([res.statusCode, res.json().error]).toEqual([409, M.noProfiles]);
  });
});

describe('no answers before submission', () => {
  it('no reply a student reads before submitting carries right answers, weights, explanations or option points', async () => {
    const quiz = await gradedQuiz({ stopwatch: 1, time_limit: '01:00:00' });
    const behavioural = (await calls.create(owner, { type: 'comportamental' })).json().data as { id: number };
    const profile = (
      await calls.addProfile(owner, behavioural.id, { title: 'Explorador', description: 'Descrição secreta do perfil' })
    ).json().data;
    await calls.addQuestion(owner, behavioural.id, {
      text: 'Você prefere?',
      type: 'single',
      points: 0,
      options: [{ label: 'Mapas', weights: [{ profile_id: profile.id, points: 7 }] }, { label: 'Livros' }],
      feedback: 'Explicação do perfil',
    });
    const texts = [SINGLE.feedback!, MULTIPLE.feedback!, 'Explicação do perfil', 'Descrição secreta do perfil'];
    const bodies: [string, string][] = [];
    const read = async (label: string, res: Promise<{ body: string; statusCode: number }>) => {
      const r = await res;
      expect(r.statusCode, `${label}: ${r.body}`).toBeLessThan(300);
      bodies.push([label, r.body]);
      return JSON.parse(r.body) as { data: { id: number } };
    };
    await read('list', calls.avaliacoes(student));
    await read('one', calls.avaliacao(student, quiz.id));
    const a = await read('start', calls.start(student, quiz.id));
    await read('resume', calls.start(student, quiz.id));
    await read('attempt', calls.attempt(student, quiz.id, a.data.id));
    await read(
      'save',
      calls.save(student, quiz.id, a.data.id, [{ question_id: quiz.single.id, option_ids: [quiz.single.options[0]!.id] }]),
    );
    const b = await read('start behavioural', calls.start(student, behavioural.id));
    await read('attempt behavioural', calls.attempt(student, behavioural.id, b.data.id));
    await read('list with open attempts', calls.avaliacoes(student));
    for (const [label, body] of bodies) expectNoSecrets(label, body, texts);
    // After submitting, the review shows them.
    const after = await calls.submit(student, quiz.id, a.data.id);
    expect(after.body).toContain(SINGLE.feedback);
  });
});

describe('who takes a quiz', () => {
  it('placed nowhere: every member; on a course: those who open it (and staff); unpublished: nobody', async () => {
    const open = await gradedQuiz({ name: 'Para todos' });
    const placed = await gradedQuiz({ name: 'Do curso', course_id: placement.notHeld! });
    const held = await gradedQuiz({ name: 'Do meu curso', course_id: placement.held[0]! });
    const hidden = await gradedQuiz({ name: 'Rascunho', published: 0 });
    const names = async (cookie: string) =>
      ((await calls.avaliacoes(cookie)).json().data as { quiz: { name: string } }[]).map((d) => d.quiz.name);

    expect(await names(student)).toEqual(['Do meu curso', 'Para todos']);
    expect(await names(owner)).toEqual(['Do meu curso', 'Do curso', 'Para todos']);
    const heldItem = (await calls.avaliacao(student, held.id)).json().data;
    expect(heldItem.place).toMatchObject({ course_id: placement.held[0], module_id: null, lesson_id: null });
    expect(heldItem.place.course_name).not.toBe('');
    for (const id of [placed.id, hidden.id]) {
      expect((await calls.start(student, id)).statusCode).toBe(404);
      expect((await calls.avaliacao(student, id)).statusCode).toBe(404);
    }
    expect((await calls.start(owner, placed.id)).statusCode).toBe(201);
    expect((await calls.start(owner, hidden.id)).statusCode).toBe(404);
    expect((await calls.start(student, open.id)).statusCode).toBe(201);
  });

  it('resuming follows the same rule: an open attempt of a quiz unpublished meanwhile is 404, and back once it is published', async () => {
    const quiz = await gradedQuiz({ name: 'Volta e meia' });
    const first = await start(student, quiz.id);
    expect((await start(student, quiz.id, 200)).id).toBe(first.id);
    expect((await calls.update(owner, quiz.id, { name: 'Volta e meia', published: 0 })).statusCode).toBe(200);
    expect((await calls.start(student, quiz.id)).statusCode).toBe(404);
    expect((await calls.update(owner, quiz.id, { name: 'Volta e meia', published: 1 })).statusCode).toBe(200);
    expect((await start(student, quiz.id, 200)).id).toBe(first.id);
  });

  it('across schools and students: 401 anonymous, 403 another school’s tenant, 404 another’s quiz or attempt', async () => {
    const quiz = await gradedQuiz();
    const attempt = await start(student, quiz.id);
    expect((await calls.avaliacoes(undefined)).statusCode).toBe(401);
    expect((await calls.start(undefined, quiz.id)).statusCode).toBe(401);
    expect((await t.request({ url: '/api/auth/avaliacoes/1', host: BOREAL, cookie: borealStudent })).statusCode).toBe(403);
    const foreign = [
      t.request({ method: 'POST', url: `/api/auth/quiz/attempts/${quiz.id}`, host: BOREAL, cookie: borealStudent }),
      t.request({ url: `/api/auth/quiz/attempts/${quiz.id}/${attempt.id}`, host: BOREAL, cookie: borealStudent }),
      t.request({ method: 'POST', url: `/api/auth/quiz/attempts/${quiz.id}/${attempt.id}/submit`, host: BOREAL, cookie: borealStudent }),
      calls.attempt(other, quiz.id, attempt.id),
      calls.save(other, quiz.id, attempt.id, []),
      calls.submit(other, quiz.id, attempt.id),
      calls.attempt(student, quiz.id + 1, attempt.id),
    ];
    for (const res of await Promise.all(foreign)) expect(res.statusCode, res.body).toBe(404);
    expect((await t.request({ url: '/api/auth/avaliacoes/2', host: BOREAL, cookie: borealStudent })).json().data).toEqual([]);
  });

  it('the review account (spec 000 §2, no Avaliações in its menu): 403 on every student route, and no attempt is written', async () => {
    const quiz = await gradedQuiz();
    const attempt = await start(student, quiz.id);
    const revisor = await t.login('revisor@aurora.test');
    const me = (await t.request({ url: '/api/me', cookie: revisor })).json<{ user: { features: { reviews: boolean } } }>();
    expect(me.user.features.reviews).toBe(false);
    const refused = [
      calls.avaliacoes(revisor),
      calls.avaliacao(revisor, quiz.id),
      calls.start(revisor, quiz.id),
      calls.attempt(revisor, quiz.id, attempt.id),
      calls.save(revisor, quiz.id, attempt.id, [{ question_id: quiz.single.id, option_ids: quiz.right(quiz.single) }]),
      calls.submit(revisor, quiz.id, attempt.id),
    ];
    for (const res of await Promise.all(refused)) expect(res.statusCode, res.body).toBe(403);
    const [revisorRow] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'revisor@aurora.test'));
    expect(await t.ctx.db.select().from(quizAttempts).where(eq(quizAttempts.userId, revisorRow!.id))).toEqual([]);
    // The student's attempt it aimed at is untouched: still open, nothing saved.
    expect((await calls.attempt(student, quiz.id, attempt.id)).json().data).toMatchObject({ status: 'in_progress', answers: [] });
  });
});

describe('a behavioural attempt', () => {
  it('adds the weights of the ticked options; the most points wins, a tie goes to the first profile; status done', async () => {
    const quiz = (await calls.create(owner, { type: 'comportamental', repeat: 1 })).json().data as { id: number };
    const a = (await calls.addProfile(owner, quiz.id, { title: 'Analista', description: 'Ama dados' })).json().data;
    const b = (await calls.addProfile(owner, quiz.id, { title: 'Criativo', description: 'Ama cores' })).json().data;
    const q = (
      await calls.addQuestion(owner, quiz.id, {
        text: 'Você prefere?',
        type: 'multiple',
        points: 0,
        options: [
          { label: 'Planilhas', weights: [{ profile_id: a.id, points: 2 }] },
          { label: 'Pincéis', weights: [{ profile_id: b.id, points: 2 }] },
          { label: 'Música', weights: [{ profile_id: b.id, points: 1 }] },
        ],
      })
    ).json().data as StaffQuestion;
    const take = async (ticks: number[]) => {
      const attempt = await start(student, quiz.id);
      await calls.save(student, quiz.id, attempt.id, [{ question_id: q.id, option_ids: ticks.map((i) => q.options[i]!.id) }]);
      return (await calls.submit(student, quiz.id, attempt.id)).json().data;
    };
    expect(await take([0, 2])).toMatchObject({
      score: null,
      passed: null,
      review: [],
      profile: { id: a.id, title: 'Analista', description: 'Ama dados' },
    });
    expect((await take([1])).profile.id).toBe(b.id);
    // 2 to 2: the tie goes to the profile first in the author's order; reorder and it goes the other way.
    expect((await take([0, 1])).profile.id).toBe(a.id);
    await calls.orderProfiles(owner, quiz.id, [b.id, a.id]);
    expect((await take([0, 1])).profile.id).toBe(b.id);
    expect((await calls.avaliacoes(student)).json().data[0]).toMatchObject({
      status: 'done',
      best_score: null,
      attempts: 4,
      profile: { id: b.id },
    });
    expect((await t.ctx.events.recent(1, 'quiz.passed', 100)).filter((e) => e.payload.quizId === quiz.id)).toEqual([]);
  });
});

describe('the kept lists (docs/caching.md)', () => {
  it('follow changes made by another process: the database’s notifications reach the app', async () => {
    const quiz = await gradedQuiz({ name: 'Antes' });
    expect((await calls.avaliacoes(student)).json().data[0].quiz.name).toBe('Antes');
    await t.ctx.db.update(quizzes).set({ name: 'Depois' }).where(eq(quizzes.id, quiz.id));
    await t.heard();
    expect((await calls.avaliacoes(student)).json().data[0].quiz.name).toBe('Depois');

    const attempt = await start(student, quiz.id);
    expect((await calls.avaliacoes(student)).json().data[0].status).toBe('in_progress');
    // Submitted elsewhere (another process's deadline job): heard, the standing moves.
    await t.ctx.db.update(quizAttempts).set({ submittedAt: new Date(), score: 90, passed: true }).where(eq(quizAttempts.id, attempt.id));
    await t.heard();
    expect((await calls.avaliacoes(student)).json().data[0]).toMatchObject({ status: 'passed', best_score: 90, attempts: 1 });
  });
});
