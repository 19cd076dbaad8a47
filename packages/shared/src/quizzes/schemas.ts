import { z } from 'zod';
import { flagField, idParam, legacyEnvelope } from '../platform/http';
import {
  OPTION_LABEL_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_IMAGE_MAX,
  PROFILE_TITLE_MAX,
  QUESTION_FEEDBACK_MAX,
  QUESTION_POINTS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  QUIZ_GOAL_MAX,
  QUIZ_MAX_PROFILES,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MESSAGES as M,
  QUIZ_NAME_MAX,
  QUIZ_TIME_LIMIT_MAX_HOURS,
  QUIZ_TYPES,
  splitTimeLimit,
  TRUE_FALSE_OPTIONS,
  WEIGHT_POINTS_MAX,
  type QuizType,
} from './constants';

export * from './constants';

const id = z.number().int();
/** Spec 002 §3 keeps published, repeat and stopwatch as 0/1; the replies do too. */
const bit = z.union([z.literal(0), z.literal(1)]);

// ---- Params ----

export const quizTenantParams = z.object({ tenant: idParam });
/** `show/{id}`, `update/{id}` and `DELETE {id}` of spec 002 §7. */
export const quizIdParams = z.object({ id: idParam });
export const quizParams = z.object({ quizId: idParam });
export const questionParams = z.object({ quizId: idParam, questionId: idParam });
export const profileParams = z.object({ quizId: idParam, profileId: idParam });
export const attemptParams = z.object({ quizId: idParam, attemptId: idParam });
export const avaliacaoParams = z.object({ tenant: idParam, quizId: idParam });

// ---- The quiz modal (spec 002 §3, §4, §5) and its wire body (§7) ----

const name = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(QUIZ_NAME_MAX, M.nameTooLong);
const quizType = z.enum(QUIZ_TYPES, { error: M.typeInvalid });
/** A number input's value: a number, or '' while empty (Mantine's NumberInput). */
/** An empty number input counts as 0. */
const partValue = (v: number | '' | undefined) => (v === '' || v === undefined ? 0 : v);
const timePart = (max: number) =>
  z.union([z.number().int(M.timeLimitInvalid).min(0, M.timeLimitInvalid).max(max, M.timeLimitInvalid), z.literal('')]).optional();
const placeId = z.number().int().positive().nullable().optional();

/**
 * The create/edit modal. Stopwatch on reveals "Tempo limite"; time limit on reveals hours, minutes
 * and seconds, and all of them empty or zero is 'Adicione um tempo limite valido!' (spec 002 §5).
 * The goal is asked only for `comun`.
 */
export const quizForm = z
  .object({
    name,
    type: quizType,
    goal: z.union([z.number().int(M.goalInvalid).min(0, M.goalInvalid).max(QUIZ_GOAL_MAX, M.goalInvalid), z.literal('')]).optional(),
    published: z.boolean(),
    repeat: z.boolean(),
    show_answers: z.boolean(),
    stopwatch: z.boolean(),
    has_time_limit: z.boolean(),
    hours: timePart(QUIZ_TIME_LIMIT_MAX_HOURS),
    minutes: timePart(59),
    seconds: timePart(59),
    course_id: placeId,
    module_id: placeId,
    lesson_id: placeId,
  })
  .superRefine((form, ctx) => {
    if (form.type === 'comun' && (form.goal === '' || form.goal === undefined))
      ctx.addIssue({ code: 'custom', path: ['goal'], message: M.goalInvalid });
    if (form.stopwatch && form.has_time_limit && !(partValue(form.hours) + partValue(form.minutes) + partValue(form.seconds) > 0))
      ctx.addIssue({ code: 'custom', path: ['hours'], message: M.timeLimitInvalid });
  });
export type QuizForm = z.infer<typeof quizForm>;

export const emptyQuizForm: QuizForm = {
  name: '',
  type: 'comun',
  goal: 70,
  published: false,
  repeat: false,
  show_answers: false,
  stopwatch: false,
  has_time_limit: false,
  hours: '',
  minutes: '',
  seconds: '',
  course_id: null,
  module_id: null,
  lesson_id: null,
};

const twoDigits = (n: number | '' | undefined) => String(partValue(n)).padStart(2, '0');

/** The modal's values as spec 002 §7 sends them: 0/1 flags, `time_limit` as `hh:mm:ss` or null. */
export function toQuizBody(form: QuizForm, tenantId: number): QuizBodyInput {
  const limited = form.stopwatch && form.has_time_limit;
  return {
    name: form.name.trim(),
    tenant_id: tenantId,
    type: form.type,
    goal: form.type === 'comun' && form.goal !== '' && form.goal !== undefined ? form.goal : null,
    published: form.published ? 1 : 0,
    repeat: form.repeat ? 1 : 0,
    show_answers: form.type === 'comun' && form.show_answers ? 1 : 0,
    stopwatch: form.stopwatch ? 1 : 0,
    time_limit: limited ? `${twoDigits(form.hours)}:${twoDigits(form.minutes)}:${twoDigits(form.seconds)}` : null,
    course_id: form.course_id ?? null,
    module_id: form.module_id ?? null,
    lesson_id: form.lesson_id ?? null,
  };
}

/** A quiz as the edit modal opens it. */
export function quizToForm(q: Quiz): QuizForm {
  const parts = splitTimeLimit(q.time_limit);
  return {
    name: q.name,
    type: q.type,
    goal: q.goal ?? '',
    published: q.published === 1,
    repeat: q.repeat === 1,
    show_answers: q.show_answers === 1,
    stopwatch: q.stopwatch === 1,
    has_time_limit: parts !== null,
    hours: parts ? parts.hours : '',
    minutes: parts ? parts.minutes : '',
    seconds: parts ? parts.seconds : '',
    course_id: q.course_id,
    module_id: q.module_id,
    lesson_id: q.lesson_id,
  };
}

/** The legacy client may send the goal as text ("70"). */
const goalWire = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, M.goalInvalid)
        .transform(Number),
      z.null(),
    ],
    { error: M.goalInvalid },
  )
  .optional()
  .refine((g) => g === undefined || g === null || (Number.isInteger(g) && g >= 0 && g <= QUIZ_GOAL_MAX), M.goalInvalid);
const timeLimitWire = z
  .union([z.string().regex(/^\d{2}:[0-5]\d:[0-5]\d$/, M.timeLimitInvalid), z.literal(''), z.null()], { error: M.timeLimitInvalid })
  .optional()
  .refine((t) => t !== '00:00:00', M.timeLimitInvalid);

/**
 * Spec 002 §7 create/update: name, tenant_id, type, goal, published, repeat, time_limit, stopwatch,
 * plus Trilha's optional placement and `show_answers` (docs/quizzes.md "The review": the right
 * answers after every attempt, not only once it passed or none is left). Parsed, the goal and
 * `show_answers` are kept only for `comun` and the time limit only with the stopwatch on (it is the
 * stopwatch's "Tempo limite").
 */
export const quizBody = z
  .object({
    name,
    tenant_id: idParam,
    type: quizType,
    goal: goalWire,
    published: flagField().default(false),
    repeat: flagField().default(false),
    show_answers: flagField().default(false),
    stopwatch: flagField().default(false),
    time_limit: timeLimitWire,
    course_id: idParam.nullish(),
    module_id: idParam.nullish(),
    lesson_id: idParam.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'comun' && (body.goal === undefined || body.goal === null))
      ctx.addIssue({ code: 'custom', path: ['goal'], message: M.goalInvalid });
  })
  .transform((body) => ({
    ...body,
    goal: body.type === 'comun' ? (body.goal ?? null) : null,
    show_answers: body.type === 'comun' && body.show_answers,
    time_limit: body.stopwatch && body.time_limit ? body.time_limit : null,
    course_id: body.course_id ?? null,
    module_id: body.module_id ?? null,
    lesson_id: body.lesson_id ?? null,
  }));
export type QuizBodyInput = z.input<typeof quizBody>;
export type QuizBody = z.output<typeof quizBody>;

/** A quiz as the staff list and show read it (spec 002 §3, plus Trilha's placement and counts). */
export const quiz = z.object({
  id,
  name: z.string(),
  tenant_id: id,
  type: z.enum(QUIZ_TYPES),
  goal: z.number().nullable(),
  published: bit,
  repeat: bit,
  /** 1: the review shows the right answers after every attempt; 0: once it passed or none is left. */
  show_answers: bit,
  stopwatch: bit,
  time_limit: z.string().nullable(),
  course_id: id.nullable(),
  module_id: id.nullable(),
  lesson_id: id.nullable(),
  created_at: z.string(),
  questions_count: z.number().int(),
  profiles_count: z.number().int(),
  attempts_count: z.number().int(),
});
export type Quiz = z.infer<typeof quiz>;
/** CONTRACT "Response bodies": the list and show are read at `body[2].data`. */
export const quizListReply = legacyEnvelope(z.array(quiz));
export const quizShowReply = legacyEnvelope(quiz);
/** Create and update (not read by index in the spec): `{ message, data }`. */
export const quizMessageReply = z.object({ message: z.string(), data: quiz });

// ---- Questions (CONTRACT "Quizzes") ----

const weight = z.object({
  profile_id: idParam,
  points: z.number().int(M.pointsInvalid).min(0, M.pointsInvalid).max(WEIGHT_POINTS_MAX, M.pointsInvalid),
});
const optionBody = z
  .object({
    label: z.string({ error: M.optionLabelRequired }).trim().min(1, M.optionLabelRequired).max(OPTION_LABEL_MAX, M.optionLabelTooLong),
    is_correct: flagField().optional(),
    weights: z.array(weight).max(QUIZ_MAX_PROFILES).optional(),
  })
  .superRefine((option, ctx) => {
    const ids = (option.weights ?? []).map((w) => w.profile_id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['weights'], message: M.weightDuplicated });
  });

/**
 * A question as the author writes it. The shape and the counts hold for every quiz; what depends
 * on the quiz's type (right answers, weights) is `questionBodyFor`.
 */
export const questionBody = z
  .object({
    text: z.string({ error: M.questionTextRequired }).trim().min(1, M.questionTextRequired).max(QUESTION_TEXT_MAX, M.questionTextTooLong),
    type: z.enum(QUESTION_TYPES, { error: M.questionTypeInvalid }),
    points: z.number({ error: M.pointsInvalid }).int(M.pointsInvalid).min(0, M.pointsInvalid).max(QUESTION_POINTS_MAX, M.pointsInvalid),
    options: z.array(optionBody, { error: M.optionsCount }).min(OPTIONS_MIN, M.optionsCount).max(OPTIONS_MAX, M.optionsCount),
    feedback: z
      .string()
      .trim()
      .max(QUESTION_FEEDBACK_MAX, M.feedbackTooLong)
      .nullish()
      .transform((f) => (f?.length ? f : null)),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'true_false' && q.options.length !== TRUE_FALSE_OPTIONS)
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.trueFalseOptions });
  });
export type QuestionBodyInput = z.input<typeof questionBody>;
export type QuestionBody = z.output<typeof questionBody>;

/**
 * The question rules of one quiz type: a graded (`comun`) single or true/false question has exactly
 * one right option, a multiple one at least one, and no weights; a behavioural one's options carry
 * weights and no right answer (is_correct is dropped).
 */
export function questionBodyFor(type: QuizType) {
  return questionBody
    .superRefine((q, ctx) => {
      if (type !== 'comun') return;
      const correct = q.options.filter((o) => o.is_correct).length;
      if (q.type === 'multiple' ? correct < 1 : correct !== 1)
        ctx.addIssue({ code: 'custom', path: ['options'], message: q.type === 'multiple' ? M.someCorrect : M.oneCorrect });
      q.options.forEach((o, i) => {
        if ((o.weights ?? []).length > 0)
          ctx.addIssue({ code: 'custom', path: ['options', i, 'weights'], message: M.weightsOnlyBehavioural });
      });
    })
    .transform((q) => ({
      ...q,
      options: q.options.map((o) => ({
        label: o.label,
        is_correct: type === 'comun' ? o.is_correct === true : false,
        weights: type === 'comportamental' ? (o.weights ?? []) : [],
      })),
    }));
}

/** A question as the staff read it: right answers and weights included. */
export const question = z.object({
  id,
  quiz_id: id,
  position: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: z.number().int(),
  feedback: z.string().nullable(),
  options: z.array(
    z.object({
      id,
      label: z.string(),
      is_correct: z.boolean(),
      weights: z.array(z.object({ profile_id: id, points: z.number().int() })),
    }),
  ),
});
export type Question = z.infer<typeof question>;
export const questionListReply = z.object({ data: z.array(question) });
export const questionReply = z.object({ message: z.string(), data: question });

// ---- Result profiles (comportamental) ----

const imageUrl = z
  .string()
  .trim()
  .max(PROFILE_IMAGE_MAX, M.profileImageInvalid)
  // An upload of the school's (media upload-image?kind=quiz_profile: `/files/…` locally, the bucket's https URL on S3).
  .refine((u) => u === '' || /^(https?:\/\/|\/files\/)[^\s]+$/i.test(u), M.profileImageInvalid)
  .nullish()
  .transform((u) => (u?.length ? u : null));

export const profileBody = z.object({
  title: z.string({ error: M.profileTitleRequired }).trim().min(1, M.profileTitleRequired).max(PROFILE_TITLE_MAX, M.profileTitleTooLong),
  description: z.string().trim().max(PROFILE_DESCRIPTION_MAX, M.profileDescriptionTooLong).default(''),
  image: imageUrl,
});
export type ProfileBodyInput = z.input<typeof profileBody>;
export type ProfileBody = z.output<typeof profileBody>;

export const profile = z.object({
  id,
  quiz_id: id,
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;
export const profileListReply = z.object({ data: z.array(profile) });
export const profileReply = z.object({ message: z.string(), data: profile });

/** Reorder questions or profiles: every id of the quiz, once, in the new order. */
export const orderBody = z.object({
  ids: z
    .array(idParam)
    .min(1, M.orderInvalid)
    .max(QUIZ_MAX_QUESTIONS, M.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, M.orderInvalid),
});
export type OrderBody = z.infer<typeof orderBody>;

// The students' side (/avaliacoes and attempts) lives in attempt-schemas.ts, exported from here too.
export * from './attempt-schemas';
