import { QUIZ_TRANSLATIONS } from '@trilha/shared/quizzes/messages';
import { QUIZ_MAX_QUESTIONS, QUIZ_MESSAGES as M } from '@trilha/shared/quizzes/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizzes } from '../../db/schema/index';
import { catalogIds, type CatalogIds } from '../../test/catalog-fixtures';
import { fuzzTargets } from '../../test/fuzz';
import { BOREAL, createTestApp, type TestApp } from '../../test/harness';
import { MULTIPLE, quizCalls, SINGLE, type QuizCalls } from './test-support';

// Spec 002 "Minhas avaliações" (§3, §5, §7, §8) and the question and profile paths of CONTRACT "Quizzes": the editors' side.

let t: TestApp;
let calls: QuizCalls;
let owner: string;
let admin: string;
let moderator: string;
let student: string;
let borealAdmin: string;
let aurora: CatalogIds;
let boreal: CatalogIds;

beforeAll(async () => {
  t = await createTestApp();
  calls = quizCalls(t);
  [owner, admin, moderator, student, borealAdmin] = await Promise.all([
    t.login('owner@aurora.test'),
    t.login('admin@aurora.test'),
    t.login('moderador@aurora.test'),
    t.login('aluno@aurora.test'),
    t.login('admin@boreal.test'),
  ]);
  [aurora, boreal] = await Promise.all([catalogIds(t, 1), catalogIds(t, 2)]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(quizzes);
  // Written straight in the database: wait until the app has heard it (the quiz caches, docs/caching.md).
  await t.heard();
});

const created = async (body: Parameters<QuizCalls['create']>[1] = {}) => {
  const res = await calls.create(owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; type: string };
};

describe('the quiz calls of spec 002 §7', () => {
  it('creates (201, spec message), lists and shows in the legacy envelope, updates and deletes', async () => {
    const res = await calls.create(owner, { stopwatch: 1, time_limit: '00:30:00', repeat: '1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Avaliação criada com sucesso',
      data: {
        name: 'Prova de revisão',
        type: 'comun',
        goal: 70,
        published: 1,
        repeat: 1,
        stopwatch: 1,
        time_limit: '00:30:00',
        questions_count: 0,
      },
    });
    const id = res.json().data.id as number;

    const list = await calls.list(admin);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body[1]).toBe(200);
    expect(body[2].data.map((q: { id: number }) => q.id)).toEqual([id]);
    const show = await calls.show(admin, id);
    expect(show.json()[2].data).toEqual(res.json().data);

    const upd = await calls.update(admin, id, { name: 'Prova final', goal: '60', stopwatch: 0, time_limit: '00:30:00' });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      message: 'Avaliação editada com sucesso!',
      data: { name: 'Prova final', goal: 60, time_limit: null },
    });

    const del = await calls.remove(owner, id);
    expect(del.json()).toEqual({ message: M.deleted });
    const again = await calls.remove(owner, id);
    expect([again.statusCode, again.json().error]).toEqual([404, 'Não foi possivel excluir avaliação']);
  });

  it('validates as spec 002 §5 says: name required, a valid time limit, a goal for comun', async () => {
    const noName = await calls.create(owner, { name: '  ' });
    expect([noName.statusCode, noName.json().error]).toEqual([400, M.nameRequired]);
    const zero = await calls.create(owner, { stopwatch: 1, time_limit: '00:00:00' });
    expect([zero.statusCode, zero.json().error]).toEqual([400, 'Adicione um tempo limite valido!']);
    const noGoal = await calls.create(owner, { goal: null });
    expect([noGoal.statusCode, noGoal.json().error]).toEqual([400, M.goalInvalid]);
    const behavioural = await calls.create(owner, { type: 'comportamental', goal: 50 });
    expect(behavioural.json().data.goal).toBeNull();
  });

  it('every staff call: editors only (moderator, student 403; anonymous 401); another school 403 on its tenant, 404 on its ids', async () => {
    const quiz = await created({ type: 'comportamental' });
    const profile = (await calls.addProfile(owner, quiz.id, { title: 'Perfil' })).json().data as { id: number };
    const question = (await calls.addQuestion(owner, quiz.id, { ...SINGLE, points: 0, options: [{ label: 'a' }, { label: 'b' }] })).json()
      .data as { id: number };
    const body = (tenant: number) => ({ name: 'Outra', tenant_id: tenant, type: 'comportamental', goal: null });
    const byId: { method: string; url: string; payload?: object }[] = [
      { method: 'GET', url: `/api/auth/quiz/show/${quiz.id}` },
      { method: 'POST', url: `/api/auth/quiz/update/${quiz.id}`, payload: body(2) },
      { method: 'DELETE', url: `/api/auth/quiz/${quiz.id}` },
      { method: 'GET', url: `/api/auth/quiz/questions/${quiz.id}` },
      { method: 'POST', url: `/api/auth/quiz/questions/${quiz.id}`, payload: { ...SINGLE, points: 0 } },
      { method: 'PUT', url: `/api/auth/quiz/questions/${quiz.id}/${question.id}`, payload: { ...SINGLE, points: 0 } },
      { method: 'DELETE', url: `/api/auth/quiz/questions/${quiz.id}/${question.id}` },
      { method: 'PUT', url: `/api/auth/quiz/questions/${quiz.id}/order`, payload: { ids: [question.id] } },
      { method: 'GET', url: `/api/auth/quiz/profiles/${quiz.id}` },
      { method: 'POST', url: `/api/auth/quiz/profiles/${quiz.id}`, payload: { title: 'Novo' } },
      { method: 'PUT', url: `/api/auth/quiz/profiles/${quiz.id}/${profile.id}`, payload: { title: 'Novo' } },
      { method: 'DELETE', url: `/api/auth/quiz/profiles/${quiz.id}/${profile.id}` },
      { method: 'PUT', url: `/api/auth/quiz/profiles/${quiz.id}/order`, payload: { ids: [profile.id] } },
    ];
    const byTenant = [
      { method: 'GET', url: '/api/auth/quiz/1' },
      { method: 'POST', url: '/api/auth/quiz/create', payload: body(1) },
    ];
    for (const call of [...byId, ...byTenant]) {
      const label = `${call.method} ${call.url}`;
      expect((await t.request({ ...call, payload: call.payload })).statusCode, label).toBe(401);
      for (const cookie of [moderator, student]) expect((await t.request({ ...call, cookie })).statusCode, label).toBe(403);
    }
    for (const call of byId) expect((await t.request({ ...call, host: BOREAL, cookie: borealAdmin })).statusCode, call.url).toBe(404);
    for (const call of byTenant) expect((await t.request({ ...call, host: BOREAL, cookie: borealAdmin })).statusCode, call.url).toBe(403);
    // Nothing moved: the quiz, its question and profile are as the owner left them.
    expect((await calls.show(owner, quiz.id)).json()[2].data).toMatchObject({
      name: 'Prova de revisão',
      questions_count: 1,
      profiles_count: 1,
    });
    expect((await calls.list(borealAdmin, 2, BOREAL)).json()[2].data).toEqual([]);
  });

  it('places a quiz: a lesson completes its module and course; a mismatch or another school’s item is 400', async () => {
    const lesson = aurora.lessons[0]!;
    const res = await calls.create(owner, { lesson_id: lesson.id });
    expect(res.json().data).toMatchObject({ course_id: lesson.courseId, module_id: lesson.moduleId, lesson_id: lesson.id });
    const otherCourse = aurora.courses.find((c) => c.id !== lesson.courseId)!.id;
    const wrong = await calls.create(owner, { course_id: otherCourse, lesson_id: lesson.id });
    expect([wrong.statusCode, wrong.json().issues[0].path]).toEqual([400, 'body.course_id']);
    const foreign = await calls.create(owner, { course_id: boreal.courses[0]!.id });
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, M.placeNotFound]);
    const foreignLesson = await calls.create(owner, { lesson_id: boreal.lessons[0]!.id });
    expect(foreignLesson.statusCode).toBe(400);
  });

  it('speaks the lang cookie', async () => {
    const res = await calls.create(`${owner}; lang=en`, {});
    expect(res.json().message).toBe(QUIZ_TRANSLATIONS.created.en);
  });
});

describe('questions', () => {
  it('adds in order with the right answers for staff, edits, reorders and deletes', async () => {
    const quiz = await created();
    const a = await calls.addQuestion(owner, quiz.id, SINGLE);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().data).toMatchObject({ position: 1, text: SINGLE.text, points: 10, feedback: SINGLE.feedback });
    expect(a.json().data.options.map((o: { is_correct: boolean }) => o.is_correct)).toEqual([false, true, false]);
    const b = await calls.addQuestion(admin, quiz.id, MULTIPLE);
    expect(b.json().data.position).toBe(2);
    const [idA, idB] = [a.json().data.id as number, b.json().data.id as number];

    const order = await calls.orderQuestions(owner, quiz.id, [idB, idA]);
    expect(order.json()).toEqual({ message: M.orderSaved });
    expect((await calls.questions(owner, quiz.id)).json().data.map((q: { id: number }) => q.id)).toEqual([idB, idA]);
    expect((await calls.orderQuestions(owner, quiz.id, [idB])).statusCode).toBe(400);
    expect((await calls.orderQuestions(owner, quiz.id, [idB, idA, 999_999])).statusCode).toBe(400);

    const edit = await calls.editQuestion(owner, quiz.id, idA, {
      ...SINGLE,
      text: 'Quanto é 3 + 3?',
      options: [{ label: '6', is_correct: true }, { label: '7' }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ text: 'Quanto é 3 + 3?', position: 2 });
    expect(edit.json().data.options).toHaveLength(2);

    expect((await calls.removeQuestion(owner, quiz.id, idA)).json()).toEqual({ message: M.questionDeleted });
    expect((await calls.removeQuestion(owner, quiz.id, idA)).statusCode).toBe(404);
    expect((await calls.show(owner, quiz.id)).json()[2].data.questions_count).toBe(1);
  });

  it('checks the rules of the quiz type: one right option, at least one, weights only for comportamental', async () => {
    const quiz = await created();
    const two = await calls.addQuestion(owner, quiz.id, { ...SINGLE, options: SINGLE.options.map((o) => ({ ...o, is_correct: true })) });
    expect([two.statusCode, two.json().error]).toEqual([400, M.oneCorrect]);
    const none = await calls.addQuestion(owner, quiz.id, { ...MULTIPLE, options: MULTIPLE.options.map((o) => ({ label: o.label })) });
    expect([none.statusCode, none.json().error]).toEqual([400, M.someCorrect]);
    const weighted = await calls.addQuestion(owner, quiz.id, {
      ...SINGLE,
      options: SINGLE.options.map((o) => ({ ...o, weights: [{ profile_id: 1, points: 1 }] })),
    });
    expect([weighted.statusCode, weighted.json().error]).toEqual([400, M.weightsOnlyBehavioural]);
    const tf = await calls.addQuestion(owner, quiz.id, { ...SINGLE, type: 'true_false' });
    expect([tf.statusCode, tf.json().error]).toEqual([400, M.trueFalseOptions]);
    const en = await t.request({
      method: 'POST',
      url: `/api/auth/quiz/questions/${quiz.id}`,
      cookie: `${owner}; lang=es`,
      payload: { ...SINGLE, options: SINGLE.options.map((o) => ({ label: o.label })) },
    });
    expect(en.json().error).toBe(QUIZ_TRANSLATIONS.oneCorrect.es);
  });

  it('keeps the type once questions exist (409) and at most 100 questions', async () => {
    const quiz = await created();
    expect((await calls.update(owner, quiz.id, { type: 'comportamental' })).statusCode).toBe(200);
    expect((await calls.update(owner, quiz.id, { type: 'comun' })).statusCode).toBe(200);
    for (let i = 0; i < QUIZ_MAX_QUESTIONS; i++) expect((await calls.addQuestion(owner, quiz.id, SINGLE)).statusCode).toBe(201);
    const over = await calls.addQuestion(owner, quiz.id, SINGLE);
    expect([over.statusCode, over.json().error]).toEqual([409, M.tooManyQuestions]);
    const retype = await calls.update(owner, quiz.id, { type: 'comportamental' });
    expect([retype.statusCode, retype.json().error]).toEqual([409, M.typeLocked]);
  });
});

describe('result profiles (comportamental)', () => {
  it('adds, edits, orders and deletes profiles; a deleted profile’s weights go with it; weights must name the quiz’s profiles', async () => {
    const quiz = await created({ type: 'comportamental' });
    const add = (title: string) => calls.addProfile(owner, quiz.id, { title, description: `Perfil ${title}`, image: '' });
    const p1 = (await add('Analista')).json().data;
    const p2res = await add('Criativo');
    expect(p2res.statusCode, p2res.body).toBe(201);
    const p2 = p2res.json().data;
    expect([p1.position, p2.position, p1.image]).toEqual([1, 2, null]);

    const bad = await calls.addProfile(owner, quiz.id, { title: 'X', image: 'ftp://a' });
    expect([bad.statusCode, bad.json().error]).toEqual([400, M.profileImageInvalid]);
    const edit = await calls.editProfile(owner, quiz.id, p1.id, {
      title: 'Analítico',
      description: 'Gosta de dados',
      image: 'https://example.com/a.png',
    });
    expect(edit.json().data).toMatchObject({ title: 'Analítico', image: 'https://example.com/a.png' });
    expect((await calls.orderProfiles(owner, quiz.id, [p2.id, p1.id])).statusCode).toBe(200);
    expect((await calls.profiles(owner, quiz.id)).json().data.map((p: { id: number }) => p.id)).toEqual([p2.id, p1.id]);

    const question = {
      text: 'Você prefere?',
      type: 'single' as const,
      points: 0,
      options: [
        {
          label: 'Planilhas',
          weights: [
            { profile_id: p1.id, points: 2 },
            { profile_id: p2.id, points: 1 },
          ],
        },
        { label: 'Desenhos', is_correct: true, weights: [{ profile_id: p2.id, points: 2 }] },
      ],
    };
    const q = await calls.addQuestion(owner, quiz.id, question);
    expect(q.statusCode, q.body).toBe(201);
    expect(q.json().data.options.map((o: { is_correct: boolean }) => o.is_correct)).toEqual([false, false]);
    const stray = await calls.addQuestion(owner, quiz.id, {
      ...question,
      options: [{ label: 'a', weights: [{ profile_id: 999_999, points: 1 }] }, { label: 'b' }],
    });
    expect([stray.statusCode, stray.json().error]).toEqual([400, M.profileNotFound]);

    expect((await calls.removeProfile(owner, quiz.id, p1.id)).statusCode).toBe(200);
    const after = (await calls.questions(owner, quiz.id)).json().data[0].options;
    expect(after[0].weights).toEqual([{ profile_id: p2.id, points: 1 }]);
    expect((await calls.removeProfile(owner, quiz.id, p1.id)).statusCode).toBe(404);
  });

  it('profiles are only for comportamental, at most 10', async () => {
    const graded = await created();
    expect((await calls.addProfile(owner, graded.id, { title: 'A' })).statusCode).toBe(409);
    const quiz = await created({ type: 'comportamental' });
    for (let i = 0; i < 10; i++) expect((await calls.addProfile(owner, quiz.id, { title: `P${i}` })).statusCode).toBe(201);
    const over = await calls.addProfile(owner, quiz.id, { title: 'P11' });
    expect([over.statusCode, over.json().error]).toEqual([409, M.tooManyProfiles]);
  });
});

describe('the no-500 fuzz test', () => {
  it('drives every quiz route (it reads the routes from the app)', () => {
    const urls = new Set(fuzzTargets(t.app.routeList, t.config.webDist).map((target) => `${target.method} ${target.url}`));
    for (const route of [
      'GET /api/auth/quiz/:tenant',
      'GET /api/auth/quiz/show/:id',
      'POST /api/auth/quiz/create',
      'POST /api/auth/quiz/update/:id',
      'DELETE /api/auth/quiz/:id',
      'GET /api/auth/quiz/questions/:quizId',
      'POST /api/auth/quiz/questions/:quizId',
      'PUT /api/auth/quiz/questions/:quizId/order',
      'PUT /api/auth/quiz/questions/:quizId/:questionId',
      'DELETE /api/auth/quiz/questions/:quizId/:questionId',
      'GET /api/auth/quiz/profiles/:quizId',
      'POST /api/auth/quiz/profiles/:quizId',
      'PUT /api/auth/quiz/profiles/:quizId/order',
      'PUT /api/auth/quiz/profiles/:quizId/:profileId',
      'DELETE /api/auth/quiz/profiles/:quizId/:profileId',
      'GET /api/auth/avaliacoes/:tenant',
      'GET /api/auth/avaliacoes/:tenant/:quizId',
      'POST /api/auth/quiz/attempts/:quizId',
      'GET /api/auth/quiz/attempts/:quizId/:attemptId',
      'PUT /api/auth/quiz/attempts/:quizId/:attemptId/answers',
      'POST /api/auth/quiz/attempts/:quizId/:attemptId/submit',
    ])
      expect(urls.has(route), route).toBe(true);
  });
});
