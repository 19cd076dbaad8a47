import type { Language } from '@trilha/shared/platform/http';
import { keyOfText } from '@trilha/shared/platform/translations';
import { QUIZ_TRANSLATIONS } from '@trilha/shared/quizzes/messages';
import {
  questionBodyFor,
  QUIZ_MAX_PROFILES,
  QUIZ_MAX_QUESTIONS,
  timeLimitSeconds,
  type OrderBody,
  type ProfileBody,
  type QuestionBody,
  type QuizBody,
  type QuizMessageKey,
} from '@trilha/shared/quizzes/schemas';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { releaseQuizRewardFiles } from '../gamification/public';
import { quizText } from './messages';
import { forgetSchoolQuizzes } from './view-cache';
import {
  countQuestions,
  courseExists,
  deleteProfile,
  deleteQuestion,
  deleteQuiz,
  findLastProfilePosition,
  findPlace,
  findQuiz,
  insertProfile,
  insertQuestion,
  insertQuiz,
  listItemIds,
  listProfiles as listProfileRows,
  listQuestions as listQuestionRows,
  listQuizzes as listQuizRows,
  lockQuiz,
  updateProfile as updateProfileRow,
  updateQuestion as updateQuestionRow,
  updateQuiz as updateQuizRow,
  writeOrder,
  type QuestionFields,
  type QuizFields,
} from './repo';

/** An editor acting in their school (routes.ts checked the role and the tenant). */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

const fail = (lang: Language, status: 404 | 409, key: QuizMessageKey) => new HttpError(status, null, quizText(lang, key));

/**
 * A placement is one place of the catalogue: a lesson names its module and course, a module its
 * course; a given id that disagrees, or an item of another school, is 400 on its field. The
 * returned fields are completed (a lesson alone also sets its module and course).
 */
async function placed({ db, tenantId, lang }: Scope, body: QuizBody): Promise<QuizFields> {
  let { course_id: courseId, module_id: moduleId } = body;
  const lessonId = body.lesson_id;
  const wrong = (field: string) => badRequest(quizText(lang, 'placeNotFound'), `body.${field}`);
  if (lessonId !== null || moduleId !== null) {
    const place = await findPlace(db, { tenantId, lessonId, moduleId });
    if (!place) throw wrong(lessonId !== null ? 'lesson_id' : 'module_id');
    if (moduleId !== null && moduleId !== place.moduleId) throw wrong('module_id');
    if (courseId !== null && courseId !== place.courseId) throw wrong('course_id');
    [courseId, moduleId] = [place.courseId, place.moduleId];
  } else if (courseId !== null && !(await courseExists(db, { tenantId, courseId }))) {
    throw wrong('course_id');
  }
  return {
    name: body.name,
    type: body.type,
    goal: body.goal,
    published: body.published,
    repeat: body.repeat,
    showAnswers: body.show_answers,
    stopwatch: body.stopwatch,
    timeLimitSeconds: timeLimitSeconds(body.time_limit),
    courseId,
    moduleId,
    lessonId,
  };
}

export const listQuizzes = ({ db, tenantId }: Pick<Scope, 'db' | 'tenantId'>) => listQuizRows(db, { tenantId });

export async function readQuiz({ db, tenantId, lang }: Scope, quizId: number) {
  const row = await findQuiz(db, { tenantId, quizId });
  if (!row) throw fail(lang, 404, 'notFound');
  return row;
}

export async function createQuiz(scope: Scope, body: QuizBody) {
  const fields = await placed(scope, body);
  const quizId = await insertQuiz(scope.db, { tenantId: scope.tenantId, fields });
  forgetSchoolQuizzes(scope.db, scope.tenantId);
  return readQuiz(scope, quizId);
}

/** The type cannot change once questions exist: their right answers or weights are the type's. */
export async function updateQuiz(scope: Scope, quizId: number, body: QuizBody) {
  const { db, tenantId, lang } = scope;
  const fields = await placed(scope, body);
  await db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, { tenantId, quizId });
    if (!quiz) throw fail(lang, 404, 'notFound');
    if (quiz.type !== fields.type && (await countQuestions(tx, { tenantId, quizId })).n > 0) throw fail(lang, 409, 'typeLocked');
    await updateQuizRow(tx, { tenantId, quizId, fields });
  });
  forgetSchoolQuizzes(db, tenantId);
  return readQuiz(scope, quizId);
}

/**
 * Deletes the quiz with its questions, profiles, attempts and rewards (their files after commit);
 * none: 404 with the spec's failure message.
 */
export async function removeQuiz({ db, tenantId, lang }: Scope, quizId: number) {
  await db.transaction(async (tx) => {
    await releaseQuizRewardFiles(tx, { tenantId, quizId });
    if (!(await deleteQuiz(tx, { tenantId, quizId }))) throw fail(lang, 404, 'deleteFailed');
  });
  forgetSchoolQuizzes(db, tenantId);
}

// ---- Questions ----

/** The quiz's question rules by its type, and its weights naming its own profiles (400 on the field otherwise). */
async function checkedQuestion({ db, tenantId, lang }: Scope, quiz: { id: number; type: 'comun' | 'comportamental' }, body: QuestionBody) {
  const parsed = questionBodyFor(quiz.type).safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: ['body', ...i.path].join('.'),
      message: quizText(lang, keyOfText(QUIZ_TRANSLATIONS, i.message) ?? 'answerInvalid'),
    }));
    throw new HttpError(400, null, issues[0]?.message ?? quizText(lang, 'answerInvalid'), issues);
  }
  // The shared rules speak Portuguese; the reply speaks the cookie's language.
  const fields: QuestionFields = parsed.data;
  const named = fields.options.flatMap((o, i) => o.weights.map((w) => ({ i, id: w.profile_id })));
  if (named.length > 0) {
    const own = new Set((await listProfileRows(db, { tenantId, quizId: quiz.id })).map((p) => p.id));
    const stray = named.find((w) => !own.has(w.id));
    if (stray) throw badRequest(quizText(lang, 'profileNotFound'), `body.options.${stray.i}.weights`);
  }
  return fields;
}

async function quizForWrite(scope: Scope, db: Db, quizId: number) {
  const quiz = await lockQuiz(db, { tenantId: scope.tenantId, quizId });
  if (!quiz) throw fail(scope.lang, 404, 'notFound');
  return quiz;
}

export async function listQuestions({ db, tenantId, lang }: Scope, quizId: number) {
  if (!(await findQuiz(db, { tenantId, quizId }))) throw fail(lang, 404, 'notFound');
  return listQuestionRows(db, { tenantId, quizId });
}

async function questionById(scope: Scope, quizId: number, questionId: number) {
  const found = (await listQuestionRows(scope.db, { tenantId: scope.tenantId, quizId })).find((q) => q.id === questionId);
  if (!found) throw fail(scope.lang, 404, 'questionNotFound');
  return found;
}

/** At most QUIZ_MAX_QUESTIONS a quiz, counted under the quiz's lock; the new question goes last. */
export async function createQuestion(scope: Scope, quizId: number, body: QuestionBody) {
  const { tenantId } = scope;
  const questionId = await scope.db.transaction(async (tx) => {
    const quiz = await quizForWrite(scope, tx, quizId);
    const fields = await checkedQuestion({ ...scope, db: tx }, quiz, body);
    const { n, last } = await countQuestions(tx, { tenantId, quizId });
    if (n >= QUIZ_MAX_QUESTIONS) throw fail(scope.lang, 409, 'tooManyQuestions');
    return insertQuestion(tx, { tenantId, quizId, position: last + 1, fields });
  });
  forgetSchoolQuizzes(scope.db, tenantId);
  return questionById(scope, quizId, questionId);
}

export async function updateQuestion(scope: Scope, quizId: number, questionId: number, body: QuestionBody) {
  await scope.db.transaction(async (tx) => {
    const quiz = await quizForWrite(scope, tx, quizId);
    const fields = await checkedQuestion({ ...scope, db: tx }, quiz, body);
    if (!(await updateQuestionRow(tx, { tenantId: scope.tenantId, quizId, questionId, fields })))
      throw fail(scope.lang, 404, 'questionNotFound');
  });
  return questionById(scope, quizId, questionId);
}

export async function removeQuestion({ db, tenantId, lang }: Scope, quizId: number, questionId: number) {
  if (!(await deleteQuestion(db, { tenantId, quizId, questionId }))) throw fail(lang, 404, 'questionNotFound');
  forgetSchoolQuizzes(db, tenantId);
}

/** A new order names every question (or profile) of the quiz once; else 400 and nothing moves. */
export async function orderItems(scope: Scope, kind: 'questions' | 'profiles', quizId: number, body: OrderBody) {
  const { tenantId, lang } = scope;
  await scope.db.transaction(async (tx) => {
    await quizForWrite(scope, tx, quizId);
    const ids = await listItemIds(tx, kind, { tenantId, quizId });
    const given = new Set(body.ids);
    if (ids.length !== body.ids.length || !ids.every((id) => given.has(id))) throw badRequest(quizText(lang, 'orderInvalid'), 'body.ids');
    await writeOrder(tx, kind, { tenantId, quizId, ids: body.ids });
  });
}

// ---- Profiles ----

export async function listProfiles({ db, tenantId, lang }: Scope, quizId: number) {
  if (!(await findQuiz(db, { tenantId, quizId }))) throw fail(lang, 404, 'notFound');
  return listProfileRows(db, { tenantId, quizId });
}

/** Only behavioural quizzes have profiles; at most QUIZ_MAX_PROFILES, the new one last. */
export async function createProfile(scope: Scope, quizId: number, fields: ProfileBody) {
  const { tenantId, lang } = scope;
  const row = await scope.db.transaction(async (tx) => {
    const quiz = await quizForWrite(scope, tx, quizId);
    if (quiz.type !== 'comportamental') throw fail(lang, 409, 'profilesOnlyBehavioural');
    const { n, last } = await findLastProfilePosition(tx, { tenantId, quizId });
    if (n >= QUIZ_MAX_PROFILES) throw fail(lang, 409, 'tooManyProfiles');
    return insertProfile(tx, { tenantId, quizId, position: last + 1, fields });
  });
  forgetSchoolQuizzes(scope.db, tenantId);
  return row;
}

export async function updateProfile({ db, tenantId, lang }: Scope, quizId: number, profileId: number, fields: ProfileBody) {
  const row = await updateProfileRow(db, { tenantId, quizId, profileId, fields });
  if (!row) throw fail(lang, 404, 'profileNotFound');
  return row;
}

/** The profile goes, and its weights with it; attempts keep the profiles of their snapshot. */
export async function removeProfile(scope: Scope, quizId: number, profileId: number) {
  await scope.db.transaction(async (tx) => {
    await quizForWrite(scope, tx, quizId);
    if (!(await deleteProfile(tx, { tenantId: scope.tenantId, quizId, profileId }))) throw fail(scope.lang, 404, 'profileNotFound');
  });
  forgetSchoolQuizzes(scope.db, scope.tenantId);
}
