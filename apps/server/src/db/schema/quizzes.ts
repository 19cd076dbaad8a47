import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses, lessons, modules } from './catalog';
import { createdAt, identityId, tenantId, updatedAt } from './columns';

/**
 * A quiz of the school (spec 002 "Minhas avaliações"; docs/quizzes.md). `time_limit_seconds`
 * is the wire's `hh:mm:ss`; a placement (course, module, lesson) narrows who may take it and goes
 * with the item it names (on delete cascade). The spec's bounds are the database's too.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    tenantId: tenantId(),
    id: identityId(),
    name: varchar('name', { length: 150 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    goal: integer('goal'),
    published: boolean('published').notNull().default(false),
    repeat: boolean('repeat').notNull().default(false),
    /** The review names the right answers after every attempt, not only once it passed or none is left (docs/quizzes.md). */
    showAnswers: boolean('show_answers').notNull().default(false),
    stopwatch: boolean('stopwatch').notNull().default(false),
    timeLimitSeconds: integer('time_limit_seconds'),
    courseId: integer('course_id'),
    moduleId: integer('module_id'),
    lessonId: integer('lesson_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('quizzes_type', sql`${t.type} in ('comun', 'comportamental')`),
    check('quizzes_goal', sql`${t.goal} is null or ${t.goal} between 0 and 100`),
    check('quizzes_time_limit', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} between 1 and 359999`),
    foreignKey({ columns: [t.tenantId, t.courseId], foreignColumns: [courses.tenantId, courses.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.moduleId], foreignColumns: [modules.tenantId, modules.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.lessonId], foreignColumns: [lessons.tenantId, lessons.id] }).onDelete('cascade'),
  ],
);

/** A behavioural quiz's result profiles; `position` is the author's order, which breaks ties. */
export const quizProfiles = pgTable(
  'quiz_profiles',
  {
    tenantId: tenantId(),
    id: identityId(),
    quizId: integer('quiz_id').notNull(),
    position: integer('position').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.quizId], foreignColumns: [quizzes.tenantId, quizzes.id] }).onDelete('cascade'),
    index('quiz_profiles_quiz_index').on(t.tenantId, t.quizId, t.position),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    tenantId: tenantId(),
    id: identityId(),
    quizId: integer('quiz_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    points: integer('points').notNull(),
    feedback: text('feedback'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('quiz_questions_type', sql`${t.type} in ('single', 'multiple', 'true_false')`),
    check('quiz_questions_points', sql`${t.points} between 0 and 1000`),
    foreignKey({ columns: [t.tenantId, t.quizId], foreignColumns: [quizzes.tenantId, quizzes.id] }).onDelete('cascade'),
    index('quiz_questions_quiz_index').on(t.tenantId, t.quizId, t.position),
  ],
);

/** An option; `weights` (behavioural quizzes) are the points it adds to each profile. */
export const quizOptions = pgTable(
  'quiz_options',
  {
    tenantId: tenantId(),
    id: identityId(),
    questionId: integer('question_id').notNull(),
    position: integer('position').notNull(),
    label: varchar('label', { length: 500 }).notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    weights: jsonb('weights').$type<{ profile_id: number; points: number }[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.questionId], foreignColumns: [quizQuestions.tenantId, quizQuestions.id] }).onDelete('cascade'),
    index('quiz_options_question_index').on(t.tenantId, t.questionId, t.position),
  ],
);

/**
 * One student's attempt. `snapshot` is what was asked, with the right answers, weights, profiles
 * and the settings in force when it started; grading reads only it, so later edits never rewrite
 * an attempt. `answers` maps a question id to the option ids ticked. `submitted_at` set once
 * (an update guarded by `submitted_at is null`) is what makes a submit grade once.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    tenantId: tenantId(),
    id: identityId(),
    quizId: integer('quiz_id').notNull(),
    userId: integer('user_id').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** True when the deadline job submitted it. */
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: doublePrecision('score'),
    passed: boolean('passed'),
    profileId: integer('profile_id'),
    /** The result as the student reads it (score, passed, profile, review), written with submitted_at. */
    result: jsonb('result'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.quizId], foreignColumns: [quizzes.tenantId, quizzes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('quiz_attempts_user_index').on(t.tenantId, t.userId, t.quizId),
    index('quiz_attempts_quiz_index').on(t.tenantId, t.quizId),
    // At most one open attempt per student and quiz: two tabs starting at once get the same one.
    uniqueIndex('quiz_attempts_one_open')
      .on(t.tenantId, t.quizId, t.userId)
      .where(sql`${t.submittedAt} is null`),
  ],
);
