import {
  formatTimeLimit,
  type Attempt,
  type AttemptResult,
  type Avaliacao,
  type GradedResult,
  type QuizStatus,
} from '@trilha/shared/quizzes/schemas';
import type { AttemptRow, TakeableRow } from './attempts-repo';
import type { Answers } from './grading';

/**
 * What a student reads. Before submission nothing here carries a right answer, a weight, an
 * option's worth or an explanation: questions are rebuilt field by field from the snapshot
 * (never spread), so a field added to the snapshot later cannot leak by accident.
 */

function statusOf(row: TakeableRow): QuizStatus {
  if (row.openAttemptId !== null) return 'in_progress';
  if (row.type === 'comportamental') return row.attempts > 0 ? 'done' : 'new';
  if (row.anyPassed) return 'passed';
  return row.attempts > 0 ? 'failed' : 'new';
}

/** Whether "start" (or "resume") leads anywhere: repeat rules, and a quiz with something to ask. */
function canStart(row: TakeableRow): boolean {
  if (row.openAttemptId !== null) return true;
  if (!row.repeat && row.attempts > 0) return false;
  return row.questionsCount > 0 && (row.type !== 'comportamental' || row.profilesCount > 0);
}

export function presentAvaliacao(row: TakeableRow): Avaliacao {
  return {
    quiz: {
      id: row.id,
      name: row.name,
      type: row.type,
      goal: row.type === 'comun' ? row.goal : null,
      repeat: row.repeat ? 1 : 0,
      stopwatch: row.stopwatch ? 1 : 0,
      time_limit: row.timeLimitSeconds === null ? null : formatTimeLimit(row.timeLimitSeconds),
      questions_count: row.questionsCount,
    },
    status: statusOf(row),
    best_score: row.type === 'comun' ? row.bestScore : null,
    attempts: row.attempts,
    profile: row.type === 'comportamental' ? row.lastProfile : null,
    place:
      row.courseId === null
        ? null
        : {
            course_id: row.courseId,
            course_name: row.courseName ?? '',
            module_id: row.moduleId,
            lesson_id: row.lessonId,
            lesson_title: row.lessonTitle,
          },
    open_attempt_id: row.openAttemptId,
    last_attempt_id: row.lastAttemptId,
    can_start: canStart(row),
  };
}

/** Saved answers as a list, in the snapshot's question order, only questions with ticks. */
export function answerList(row: { snapshot: AttemptRow['snapshot'] }, answers: Answers) {
  return row.snapshot.questions
    .filter((q) => (answers[String(q.id)] ?? []).length > 0)
    .map((q) => ({ question_id: q.id, option_ids: answers[String(q.id)] ?? [] }));
}

/**
 * A submitted attempt's result as the student may see it now (docs/quizzes.md "The review"): with
 * `answersShown` false each question keeps what she ticked and what it earned, and loses the right
 * options and the explanation, which usually names them. Items are rebuilt field by field.
 */
export function visibleResult(stored: GradedResult, answersShown: boolean): AttemptResult {
  return {
    score: stored.score,
    passed: stored.passed,
    goal: stored.goal,
    profile: stored.profile,
    answers_shown: answersShown,
    review: stored.review.map((item) => ({
      question_id: item.question_id,
      text: item.text,
      type: item.type,
      options: item.options.map((o) => ({ id: o.id, label: o.label })),
      your_option_ids: item.your_option_ids,
      correct_option_ids: answersShown ? item.correct_option_ids : null,
      points: item.points,
      earned: item.earned,
      feedback: answersShown ? item.feedback : null,
    })),
  };
}

/** `answersShown` decides the review of a submitted attempt (attempts-service.ts `readAnswersShown`). */
export function presentAttempt(row: AttemptRow, now: Date, answersShown = false): Attempt {
  const { settings, questions } = row.snapshot;
  return {
    id: row.id,
    quiz_id: row.quizId,
    quiz: { ...settings },
    status: row.submittedAt ? 'submitted' : 'in_progress',
    started_at: row.startedAt.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    server_now: now.toISOString(),
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      type: q.type,
      points: q.points,
      options: q.options.map((o) => ({ id: o.id, label: o.label })),
    })),
    answers: answerList(row, row.answers),
    result: row.submittedAt ? visibleResult(row.result as GradedResult, answersShown) : null,
  };
}
