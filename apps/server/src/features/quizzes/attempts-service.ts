import type { Language } from '@trilha/shared/platform/http';
import { type AnswersBody, type AttemptResult, type GradedResult, type QuizMessageKey } from '@trilha/shared/quizzes/schemas';
import { isStaff } from '../../platform/auth/policy';
import { isCourseLocked, readViewer } from '../catalog/public';
import { HttpError, badRequest } from '../../platform/errors';
import { enqueue } from '../../platform/jobs/queue';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import {
  findAnswersRule,
  findAttempt,
  findOpenAttempt,
  findTakeable,
  hasSubmitted,
  insertAttempt,
  lockAttemptById,
  markSubmitted,
  mergeAnswers,
  type AttemptRow,
  type TakeableRow,
} from './attempts-repo';
import './events';
import { grade, type Answers } from './grading';
import { quizText } from './messages';
import { keepHead, keptHead } from './attempt-heads';
import { snapshotOf } from './snapshot';
import { forgetStanding, schoolCatalogue, takerStanding } from './view-cache';
import { answerList, visibleResult } from './student-presenter';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    /** Submits an attempt still open at its deadline with what was saved (docs/quizzes.md "Deadline"). */
    'quizzes.deadline': { tenantId: number; attemptId: number };
  }
}

/** Answers saved this late after the deadline still count: a debounced save in flight as the time ends. */
const SAVE_GRACE_MS = 2_000;

const fail = (lang: Language, status: 404 | 409, key: QuizMessageKey) => new HttpError(status, null, quizText(lang, key));

/**
 * Submits and grades an open attempt from its snapshot, once: under the attempt's lock, and the
 * update only marks a row still open. A second submit (a double click, the job racing the student)
 * finds it submitted and gets the stored result. A pass writes `quiz.passed` in the same transaction.
 */
async function finish(
  deps: Pick<RequestScope, 'db' | 'clock' | 'events'>,
  where: { tenantId: number; attemptId: number },
  auto: boolean,
): Promise<AttemptRow | undefined> {
  const finished = await deps.db.transaction(async (tx) => {
    const row = await lockAttemptById(tx, where);
    if (!row || row.submittedAt) return row;
    const graded = grade(row.snapshot, row.answers);
    const submittedAt = deps.clock.now();
    const marked = await markSubmitted(tx, { ...where, submittedAt, auto, ...graded });
    if (marked === undefined) return lockAttemptById(tx, where);
    if (graded.passed === true && graded.score !== null) {
      await deps.events.publish(tx, where.tenantId, 'quiz.passed', {
        quizId: row.quizId,
        userId: row.userId,
        attemptId: row.id,
        score: graded.score,
      });
    }
    return { ...row, submittedAt, result: graded.result };
  });
  if (finished) forgetStanding(deps.db, where.tenantId, finished.userId);
  return finished;
}

/** Open attempts past their deadline, as a list read found them. */
const overdueIn = (rows: TakeableRow[], now: Date) =>
  rows.filter((r) => r.openAttemptId !== null && r.openDeadline !== null && r.openDeadline.getTime() <= now.getTime());

/**
 * The published quizzes the member may take, with their standing. Placement is checked against
 * the viewer's cached course access (catalog/public.ts: a read, kept fresh by the change feed). An
 * open attempt past its deadline is finished before the list shows it (the job may not have run
 * yet), then the list is read again: rare, so the usual read is one query.
 */
async function takeableList(scope: ActorScope): Promise<TakeableRow[]> {
  const { db, tenantId } = scope;
  const userId = scope.actor.id;
  const viewer = await readViewer(db, scope.actor);
  const read = async () => {
    const [catalogue, standing] = await Promise.all([schoolCatalogue(db, tenantId), takerStanding(db, tenantId, userId)]);
    const byQuiz = new Map(standing.map((s) => [s.quizId, s]));
    return catalogue
      .filter((row) => row.courseId === null || !isCourseLocked(viewer.access, row.courseId))
      .map((row) => ({ ...row, ...(byQuiz.get(row.id) ?? NO_STANDING) }));
  };
  const rows = await read();
  const late = overdueIn(rows, scope.clock.now());
  if (late.length === 0) return rows;
  for (const row of late) await finish(scope, { tenantId, attemptId: row.openAttemptId ?? 0 }, true);
  return read();
}

/** A quiz the member never attempted. */
const NO_STANDING = {
  attempts: 0,
  bestScore: null,
  anyPassed: false,
  openAttemptId: null,
  openDeadline: null,
  lastAttemptId: null,
  lastProfile: null,
} as const;

const reader = (scope: ActorScope) => ({ tenantId: scope.tenantId, userId: scope.actor.id, staff: isStaff(scope.actor.roles) });

export const listMyQuizzes = (scope: ActorScope): Promise<TakeableRow[]> => takeableList(scope);

export async function readMyQuiz(scope: ActorScope, quizId: number): Promise<TakeableRow> {
  const row = (await takeableList(scope)).find((r) => r.id === quizId);
  if (!row) throw fail(scope.lang, 404, 'notFound');
  return row;
}

/**
 * The open attempt a refresh or a second tab resumes, read as the lists read (docs/quizzes.md
 * "Reads"): one indexed query for the attempt, then the quiz in the school's kept catalogue and its
 * course in the viewer's kept access. Undefined when there is none, it is past its deadline, or the
 * kept data say the quiz is not the member's: the full start then decides, fresh. Skipping that
 * start's one-quiz read is the point: on PGlite its planning alone (joins, counts, standing, the
 * placement rule) held the one database thread, and resumes queued behind it (docs/performance.md
 * "Quizzes").
 */
async function resumable(scope: ActorScope, quizId: number): Promise<AttemptRow | undefined> {
  const { db, tenantId } = scope;
  const userId = scope.actor.id;
  const open = await findOpenAttempt(db, { tenantId, userId, quizId });
  if (!open || overdue(open, scope.clock.now())) return undefined;
  const [catalogue, viewer] = await Promise.all([schoolCatalogue(db, tenantId), readViewer(db, scope.actor)]);
  const quiz = catalogue.find((row) => row.id === quizId);
  if (!quiz || (quiz.courseId !== null && isCourseLocked(viewer.access, quiz.courseId))) return undefined;
  return open;
}

/**
 * Starts an attempt, or returns the open one (a second tab, a refresh: same deadline). With
 * repeat off, a submitted attempt means 409. The deadline is fixed now and a durable job is queued
 * for it in the same transaction.
 */
export async function startAttempt(scope: ActorScope, quizId: number): Promise<{ row: AttemptRow; created: boolean }> {
  const { db, tenantId, lang } = scope;
  const userId = scope.actor.id;
  const resumed = await resumable(scope, quizId);
  if (resumed) return { row: resumed, created: false };
  const quiz = await findTakeable(db, { ...reader(scope), quizId });
  if (!quiz) throw fail(lang, 404, 'notFound');
  // Its open attempt past the deadline is finished first: then the repeat rules decide.
  for (const late of overdueIn([quiz], scope.clock.now())) await finish(scope, { tenantId, attemptId: late.openAttemptId ?? 0 }, true);
  const open = await findOpenAttempt(db, { tenantId, userId, quizId });
  if (open) return { row: open, created: false };
  if (!quiz.repeat && (await hasSubmitted(db, { tenantId, userId, quizId }))) throw fail(lang, 409, 'alreadyTaken');
  const snapshot = await snapshotOf(db, quiz, tenantId);
  if (snapshot.questions.length === 0) throw fail(lang, 409, 'noQuestions');
  if (quiz.type === 'comportamental' && snapshot.profiles.length === 0) throw fail(lang, 409, 'noProfiles');
  const startedAt = scope.clock.now();
  const deadline = quiz.stopwatch && quiz.timeLimitSeconds !== null ? new Date(startedAt.getTime() + quiz.timeLimitSeconds * 1000) : null;
  const attemptId = await db.transaction(async (tx) => {
    const id = await insertAttempt(tx, { tenantId, userId, quizId, snapshot, startedAt, deadline });
    if (id !== undefined && deadline) await enqueue(tx, 'quizzes.deadline', { tenantId, attemptId: id }, { tenantId, runAt: deadline });
    return id;
  });
  forgetStanding(db, tenantId, userId);
  // Another request of the same student opened one first: that one is theirs.
  const row =
    attemptId === undefined
      ? await findOpenAttempt(db, { tenantId, userId, quizId })
      : await findAttempt(db, { tenantId, userId, quizId, attemptId });
  if (!row) throw fail(lang, 409, 'alreadySubmitted');
  return { row, created: attemptId !== undefined };
}

async function ownAttempt(scope: ActorScope, quizId: number, attemptId: number) {
  const row = await findAttempt(scope.db, { tenantId: scope.tenantId, userId: scope.actor.id, quizId, attemptId });
  if (!row) throw fail(scope.lang, 404, 'attemptNotFound');
  return row;
}

const overdue = (row: Pick<AttemptRow, 'deadline'>, now: Date, grace = 0) =>
  row.deadline !== null && now.getTime() > row.deadline.getTime() + grace;

/**
 * Whether a submitted graded attempt's review names the right answers (docs/quizzes.md "The
 * review"): it passed, or no attempt is left (repeat off), or the quiz shows them after every
 * attempt. Read from the quiz as it is now, so a saved setting changes what students see at once:
 * the school's kept catalogue for a published quiz, else the quiz's row. A behavioural result has no
 * right answer to name.
 */
async function readAnswersShown(scope: Pick<RequestScope, 'db' | 'tenantId'>, quizId: number, result: GradedResult): Promise<boolean> {
  if (result.passed === null) return false;
  if (result.passed) return true;
  const kept = (await schoolCatalogue(scope.db, scope.tenantId)).find((row) => row.id === quizId);
  const rule = kept ?? (await findAnswersRule(scope.db, { tenantId: scope.tenantId, quizId }));
  return !rule || rule.showAnswers || !rule.repeat;
}

/** One attempt of the student's, and whether its review names the right answers; an open one past its deadline is finished first. */
export async function readAttempt(scope: ActorScope, quizId: number, attemptId: number) {
  let row = await ownAttempt(scope, quizId, attemptId);
  if (!row.submittedAt && overdue(row, scope.clock.now()))
    row = (await finish(scope, { tenantId: scope.tenantId, attemptId }, true)) ?? row;
  const answersShown = row.submittedAt ? await readAnswersShown(scope, quizId, row.result as GradedResult) : false;
  return { row, answersShown };
}

/**
 * Saves answers while the attempt is open and its time lasts (plus SAVE_GRACE_MS); after: 409.
 * Every question and option must be the attempt's, and single / true-false take one option.
 */
export async function saveAnswers(scope: ActorScope, quizId: number, attemptId: number, body: AnswersBody) {
  const { db, tenantId, lang } = scope;
  const userId = scope.actor.id;
  let head = keptHead(db, tenantId, attemptId);
  if (!head) {
    const row = await ownAttempt(scope, quizId, attemptId);
    if (row.submittedAt) throw fail(lang, 409, 'alreadySubmitted');
    keepHead(db, tenantId, row);
    head = row;
  }
  if (head.userId !== userId || head.quizId !== quizId) throw fail(lang, 404, 'attemptNotFound');
  if (overdue(head, scope.clock.now(), SAVE_GRACE_MS)) throw fail(lang, 409, 'timeUp');
  const questions = new Map(head.snapshot.questions.map((q) => [q.id, q]));
  const answers: Answers = {};
  body.answers.forEach((a, i) => {
    const question = questions.get(a.question_id);
    const ids = [...new Set(a.option_ids)];
    const valid =
      question && ids.every((id) => question.options.some((o) => o.id === id)) && (question.type === 'multiple' || ids.length <= 1);
    if (!valid) throw badRequest(quizText(lang, 'answerInvalid'), `body.answers.${i}`);
    answers[String(a.question_id)] = ids;
  });
  // Only an open attempt takes answers: the update's own condition, so a submit racing the save wins cleanly.
  const saved = await mergeAnswers(db, { tenantId, attemptId, answers });
  if (saved === undefined) {
    await ownAttempt(scope, quizId, attemptId);
    throw fail(lang, 409, 'alreadySubmitted');
  }
  return { answers: answerList(head, saved), deadline: head.deadline };
}

/**
 * Submits (grading once) and returns the result as the student may see it; a submitted attempt
 * answers its stored result.
 */
export async function submitAttempt(scope: ActorScope, quizId: number, attemptId: number) {
  const own = await ownAttempt(scope, quizId, attemptId);
  const row = own.submittedAt ? own : await finish(scope, { tenantId: scope.tenantId, attemptId }, false);
  if (!row?.submittedAt) throw fail(scope.lang, 404, 'attemptNotFound');
  const stored = row.result as GradedResult;
  const result: AttemptResult = visibleResult(stored, await readAnswersShown(scope, quizId, stored));
  return { attemptId, submittedAt: row.submittedAt, result };
}

/**
 * The deadline job: submits the attempt with what was saved if it is still open. Run early (clocks
 * of two processes disagree), it queues itself again for the deadline. Idempotent.
 */
export async function submitAtDeadline(
  deps: Pick<RequestScope, 'db' | 'clock' | 'events'>,
  payload: { tenantId: number; attemptId: number },
) {
  const row = await deps.db.transaction((tx) => lockAttemptById(tx, payload));
  if (!row || row.submittedAt) return;
  if (row.deadline && deps.clock.now().getTime() < row.deadline.getTime()) {
    await enqueue(deps.db, 'quizzes.deadline', payload, { tenantId: payload.tenantId, runAt: row.deadline });
    return;
  }
  await finish(deps, payload, true);
}
