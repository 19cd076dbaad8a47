import { formatTimeLimit, type Profile, type Question, type Quiz } from '@trilha/shared/quizzes/schemas';
import type { ProfileRow, QuestionRow, QuizRow } from './repo';

const bit = (flag: boolean) => (flag ? 1 : 0);

/** A quiz as spec 002 §3 gives it: 0/1 flags, `time_limit` as `hh:mm:ss`. */
export function presentQuiz(row: QuizRow): Quiz {
  return {
    id: row.id,
    name: row.name,
    tenant_id: row.tenantId,
    type: row.type,
    goal: row.goal,
    published: bit(row.published),
    repeat: bit(row.repeat),
    show_answers: bit(row.showAnswers),
    stopwatch: bit(row.stopwatch),
    time_limit: row.timeLimitSeconds === null ? null : formatTimeLimit(row.timeLimitSeconds),
    course_id: row.courseId,
    module_id: row.moduleId,
    lesson_id: row.lessonId,
    created_at: row.createdAt.toISOString(),
    questions_count: row.questionsCount,
    profiles_count: row.profilesCount,
    attempts_count: row.attemptsCount,
  };
}

/** The staff's view of a question: right answers and weights included (editors only). */
export function presentQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    quiz_id: row.quizId,
    position: row.position,
    text: row.text,
    type: row.type,
    points: row.points,
    feedback: row.feedback,
    options: row.options.map((o) => ({ id: o.id, label: o.label, is_correct: o.isCorrect, weights: o.weights })),
  };
}

export function presentProfile(row: ProfileRow): Profile {
  return { id: row.id, quiz_id: row.quizId, position: row.position, title: row.title, description: row.description, image: row.image };
}

/** The legacy envelope spec 002 reads by index (CONTRACT "Response bodies"): `[message, status, { data }]`. */
export const legacyReply = <T>(message: string, data: T): [string, number, { data: T }] => [message, 200, { data }];
