import { z } from 'zod';
import { idParam } from '../platform/http';
import {
  ATTEMPT_STATUSES,
  OPTIONS_MAX,
  QUESTION_TYPES,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MESSAGES as M,
  QUIZ_STATUSES,
  QUIZ_TYPES,
} from './constants';

/** The students' side of quizzes (CONTRACT "Quizzes": /avaliacoes and attempts); schemas.ts exports it too. */

const id = z.number().int();
/** Spec 002 §3 keeps repeat and stopwatch as 0/1; the students' replies do too. */
const bit = z.union([z.literal(0), z.literal(1)]);

// ---- Students: /avaliacoes and attempts ----

/** A result profile as the student sees it once the attempt is submitted. */
export const resultProfile = z.object({ id, title: z.string(), description: z.string(), image: z.string().nullable() });
export type ResultProfile = z.infer<typeof resultProfile>;

/** Where the quiz is placed; null = every student of the school. */
export const quizPlace = z
  .object({
    course_id: id,
    course_name: z.string(),
    module_id: id.nullable(),
    lesson_id: id.nullable(),
    lesson_title: z.string().nullable(),
  })
  .nullable();
export type QuizPlace = z.infer<typeof quizPlace>;

/** The settings a student sees (and an attempt keeps as they were when it started). */
export const quizSettings = z.object({
  id,
  name: z.string(),
  type: z.enum(QUIZ_TYPES),
  goal: z.number().nullable(),
  repeat: bit,
  stopwatch: bit,
  time_limit: z.string().nullable(),
  questions_count: z.number().int(),
});
export type QuizSettings = z.infer<typeof quizSettings>;

/**
 * CONTRACT "Quizzes", my quizzes, plus Trilha's `place`, the open attempt (to resume) and the last one (to
 * show its result). best_score is null for behavioural quizzes and before any submission.
 */
export const avaliacao = z.object({
  quiz: quizSettings,
  status: z.enum(QUIZ_STATUSES),
  best_score: z.number().nullable(),
  attempts: z.number().int(),
  profile: resultProfile.nullable(),
  place: quizPlace,
  open_attempt_id: id.nullable(),
  last_attempt_id: id.nullable(),
  can_start: z.boolean(),
});
export type Avaliacao = z.infer<typeof avaliacao>;
export const avaliacoesReply = z.object({ data: z.array(avaliacao) });
export type AvaliacoesReply = z.infer<typeof avaliacoesReply>;
export const avaliacaoReply = z.object({ data: avaliacao });

/** A question as the attempt shows it: never the right answers, option points, weights or feedback. */
export const attemptQuestion = z.object({
  id,
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: z.number().int(),
  options: z.array(z.object({ id, label: z.string() })),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

export const answer = z.object({ question_id: id, option_ids: z.array(id) });
export type Answer = z.infer<typeof answer>;

/** Saves answers as they go: each question named replaces its saved answer, others are kept; [] clears one. */
export const answersBody = z.object({
  answers: z
    .array(z.object({ question_id: idParam, option_ids: z.array(idParam).max(OPTIONS_MAX, M.answerInvalid) }))
    .max(QUIZ_MAX_QUESTIONS, M.answerInvalid),
});
export type AnswersBody = z.infer<typeof answersBody>;

/**
 * One question of the review. `earned` of `points` says whether she got it right, partly or not;
 * `correct_option_ids` and the explanation (`feedback`, which usually names the right answer) are
 * null while the right answers are withheld (docs/quizzes.md "The review").
 */
export const reviewItem = z.object({
  question_id: id,
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.object({ id, label: z.string() })),
  your_option_ids: z.array(id),
  correct_option_ids: z.array(id).nullable(),
  points: z.number().int(),
  earned: z.number(),
  feedback: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/**
 * A submitted attempt's result. Graded: score 0–100, passed = score >= goal, the review, and
 * `answers_shown` (whether its review names the right answers: the attempt passed, no attempt is
 * left, or the quiz shows them after every attempt). Behavioural: score and passed null, the
 * winning profile, an empty review.
 */
export const attemptResult = z.object({
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  goal: z.number().nullable(),
  profile: resultProfile.nullable(),
  review: z.array(reviewItem),
  answers_shown: z.boolean(),
});
export type AttemptResult = z.infer<typeof attemptResult>;
/** The result as grading stores it on the attempt: every right answer, whatever the student may see. */
export type GradedResult = Omit<AttemptResult, 'answers_shown' | 'review'> & {
  review: (ReviewItem & { correct_option_ids: number[] })[];
};

/** One attempt; `server_now` lets the browser count down from the server's clock, not its own. */
export const attempt = z.object({
  id,
  quiz_id: id,
  quiz: quizSettings,
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  deadline: z.string().nullable(),
  submitted_at: z.string().nullable(),
  server_now: z.string(),
  questions: z.array(attemptQuestion),
  answers: z.array(answer),
  result: attemptResult.nullable(),
});
export type Attempt = z.infer<typeof attempt>;
/** POST start (201 new, 200 the open one resumed). */
export const attemptStarted = z.object({ data: attempt });
/** GET one attempt. */
export const attemptReply = z.object({ data: attempt });
export const answersReply = z.object({
  message: z.string(),
  data: z.object({ answers: z.array(answer), deadline: z.string().nullable(), server_now: z.string() }),
});
export const submitReply = z.object({
  data: attemptResult.extend({ attempt_id: id, submitted_at: z.string() }),
});
export type SubmitReply = z.infer<typeof submitReply>;
