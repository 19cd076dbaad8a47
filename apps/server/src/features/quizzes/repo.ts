import type { QuestionType, QuizType } from '@trilha/shared/quizzes/schemas';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { courses, lessons, modules, quizOptions, quizProfiles, quizQuestions, quizzes } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';

type Tenant = { tenantId: number };
type QuizRef = Tenant & { quizId: number };

export type QuizFields = {
  name: string;
  type: QuizType;
  goal: number | null;
  published: boolean;
  repeat: boolean;
  showAnswers: boolean;
  stopwatch: boolean;
  timeLimitSeconds: number | null;
  courseId: number | null;
  moduleId: number | null;
  lessonId: number | null;
};
export type QuizRow = QuizFields & {
  id: number;
  tenantId: number;
  createdAt: Date;
  questionsCount: number;
  profilesCount: number;
  attemptsCount: number;
};

/**
 * Counts per quiz as correlated subqueries. The outer row is named in full ("quizzes"."id"): in a
 * one-table select Drizzle writes its columns unqualified, which inside the subquery would name the
 * subquery's own columns.
 */
const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} x where x.tenant_id = "quizzes"."tenant_id" and x.quiz_id = "quizzes"."id")`;
const counted = {
  questionsCount: countOf('quiz_questions'),
  profilesCount: countOf('quiz_profiles'),
  attemptsCount: countOf('quiz_attempts'),
};
const quizColumns = {
  id: quizzes.id,
  tenantId: quizzes.tenantId,
  name: quizzes.name,
  type: sql<QuizType>`${quizzes.type}`,
  goal: quizzes.goal,
  published: quizzes.published,
  repeat: quizzes.repeat,
  showAnswers: quizzes.showAnswers,
  stopwatch: quizzes.stopwatch,
  timeLimitSeconds: quizzes.timeLimitSeconds,
  courseId: quizzes.courseId,
  moduleId: quizzes.moduleId,
  lessonId: quizzes.lessonId,
  createdAt: quizzes.createdAt,
  ...counted,
};

/** The school's quizzes, newest first, with their counts: one query, bounded by what a school writes. */
export const listQuizzes = (db: Db, { tenantId }: Tenant): Promise<QuizRow[]> =>
  db
    .select(quizColumns)
    .from(quizzes)
    .where(eq(quizzes.tenantId, tenantId))
    .orderBy(sql`${quizzes.id} desc`)
    .limit(1_000);

export async function findQuiz(db: Db, { tenantId, quizId }: QuizRef): Promise<QuizRow | undefined> {
  const [row] = await db
    .select(quizColumns)
    .from(quizzes)
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.id, quizId)));
  return row;
}

/** Serialises writes to one quiz's questions and profiles (their counts and positions). Undefined: no such quiz. */
export async function lockQuiz(db: Db, { tenantId, quizId }: QuizRef) {
  const [row] = await db
    .select({ id: quizzes.id, type: sql<QuizType>`${quizzes.type}` })
    .from(quizzes)
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.id, quizId)))
    .for('update');
  return row;
}

export async function insertQuiz(db: Db, { tenantId, fields }: Tenant & { fields: QuizFields }) {
  const [row] = await db
    .insert(quizzes)
    .values({ tenantId, ...fields })
    .returning({ id: quizzes.id });
  if (!row) throw new Error('insert into quizzes returned no row');
  return row.id;
}

export async function updateQuiz(db: Db, { tenantId, quizId, fields }: QuizRef & { fields: QuizFields }) {
  const rows = await db
    .update(quizzes)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.id, quizId)))
    .returning({ id: quizzes.id });
  return rows.length > 0;
}

export async function deleteQuiz(db: Db, { tenantId, quizId }: QuizRef) {
  const rows = await db
    .delete(quizzes)
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.id, quizId)))
    .returning({ id: quizzes.id });
  return rows.length > 0;
}

/** The catalogue place a lesson or module names (course, module), to check and complete a placement. */
export async function findPlace(db: Db, { tenantId, lessonId, moduleId }: Tenant & { lessonId: number | null; moduleId: number | null }) {
  if (lessonId !== null) {
    const [row] = await db
      .select({ courseId: lessons.courseId, moduleId: lessons.moduleId })
      .from(lessons)
      .where(and(eq(lessons.tenantId, tenantId), eq(lessons.id, lessonId)));
    return row;
  }
  if (moduleId !== null) {
    const [row] = await db
      .select({ courseId: modules.courseId, moduleId: modules.id })
      .from(modules)
      .where(and(eq(modules.tenantId, tenantId), eq(modules.id, moduleId)));
    return row;
  }
  return undefined;
}

export async function courseExists(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)));
  return row !== undefined;
}

// ---- Questions and options ----

type OptionRow = {
  id: number;
  questionId: number;
  label: string;
  isCorrect: boolean;
  weights: { profile_id: number; points: number }[];
};
export type QuestionRow = {
  id: number;
  quizId: number;
  position: number;
  text: string;
  type: QuestionType;
  points: number;
  feedback: string | null;
  options: OptionRow[];
};
export type QuestionFields = {
  text: string;
  type: QuestionType;
  points: number;
  feedback: string | null;
  options: { label: string; is_correct: boolean; weights: { profile_id: number; points: number }[] }[];
};

/** A quiz's questions in order with their options in order: two queries whatever the count. */
export async function listQuestions(db: Db, { tenantId, quizId }: QuizRef): Promise<QuestionRow[]> {
  const questions = await db
    .select({
      id: quizQuestions.id,
      quizId: quizQuestions.quizId,
      position: quizQuestions.position,
      text: quizQuestions.text,
      type: sql<QuestionType>`${quizQuestions.type}`,
      points: quizQuestions.points,
      feedback: quizQuestions.feedback,
    })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.tenantId, tenantId), eq(quizQuestions.quizId, quizId)))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  if (questions.length === 0) return [];
  const options = await db
    .select({
      id: quizOptions.id,
      questionId: quizOptions.questionId,
      label: quizOptions.label,
      isCorrect: quizOptions.isCorrect,
      weights: quizOptions.weights,
    })
    .from(quizOptions)
    .where(
      and(
        eq(quizOptions.tenantId, tenantId),
        inArray(
          quizOptions.questionId,
          questions.map((q) => q.id),
        ),
      ),
    )
    .orderBy(asc(quizOptions.position), asc(quizOptions.id));
  return questions.map((q) => ({ ...q, options: options.filter((o) => o.questionId === q.id) }));
}

export async function countQuestions(db: Db, { tenantId, quizId }: QuizRef) {
  const [row] = await db
    .select({ n: count(), last: max(quizQuestions.position) })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.tenantId, tenantId), eq(quizQuestions.quizId, quizId)));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
}

async function insertOptions(
  db: Db,
  { tenantId, questionId, options }: Tenant & { questionId: number; options: QuestionFields['options'] },
) {
  await db
    .insert(quizOptions)
    .values(
      options.map((o, i) => ({ tenantId, questionId, position: i + 1, label: o.label, isCorrect: o.is_correct, weights: o.weights })),
    );
}

export async function insertQuestion(
  db: Db,
  { tenantId, quizId, position, fields }: QuizRef & { position: number; fields: QuestionFields },
) {
  const [row] = await db
    .insert(quizQuestions)
    .values({ tenantId, quizId, position, text: fields.text, type: fields.type, points: fields.points, feedback: fields.feedback })
    .returning({ id: quizQuestions.id });
  if (!row) throw new Error('insert into quiz_questions returned no row');
  await insertOptions(db, { tenantId, questionId: row.id, options: fields.options });
  return row.id;
}

/** Replaces the question's fields and options (attempts keep their snapshot). False: not this quiz's. */
export async function updateQuestion(
  db: Db,
  { tenantId, quizId, questionId, fields }: QuizRef & { questionId: number; fields: QuestionFields },
) {
  const rows = await db
    .update(quizQuestions)
    .set({ text: fields.text, type: fields.type, points: fields.points, feedback: fields.feedback, updatedAt: new Date() })
    .where(and(eq(quizQuestions.tenantId, tenantId), eq(quizQuestions.quizId, quizId), eq(quizQuestions.id, questionId)))
    .returning({ id: quizQuestions.id });
  if (rows.length === 0) return false;
  await db.delete(quizOptions).where(and(eq(quizOptions.tenantId, tenantId), eq(quizOptions.questionId, questionId)));
  await insertOptions(db, { tenantId, questionId, options: fields.options });
  return true;
}

export async function deleteQuestion(db: Db, { tenantId, quizId, questionId }: QuizRef & { questionId: number }) {
  const rows = await db
    .delete(quizQuestions)
    .where(and(eq(quizQuestions.tenantId, tenantId), eq(quizQuestions.quizId, quizId), eq(quizQuestions.id, questionId)))
    .returning({ id: quizQuestions.id });
  return rows.length > 0;
}

/** The ids of a quiz's questions or profiles, to check a new order names each once. */
export async function listItemIds(db: Db, kind: 'questions' | 'profiles', { tenantId, quizId }: QuizRef): Promise<number[]> {
  const table = kind === 'questions' ? quizQuestions : quizProfiles;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.quizId, quizId)));
  return rows.map((r) => r.id);
}

/** Positions 1..n in the order given: one statement. */
export async function writeOrder(db: Db, kind: 'questions' | 'profiles', { tenantId, quizId, ids }: QuizRef & { ids: number[] }) {
  const table = kind === 'questions' ? quizQuestions : quizProfiles;
  const positions = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(table)
    .set({ position: sql`case ${table.id} ${positions} end` })
    .where(and(eq(table.tenantId, tenantId), eq(table.quizId, quizId), inArray(table.id, ids)));
}

// ---- Profiles ----

export type ProfileRow = { id: number; quizId: number; position: number; title: string; description: string; image: string | null };
export type ProfileFields = { title: string; description: string; image: string | null };
const profileColumns = {
  id: quizProfiles.id,
  quizId: quizProfiles.quizId,
  position: quizProfiles.position,
  title: quizProfiles.title,
  description: quizProfiles.description,
  image: quizProfiles.image,
};

export const listProfiles = (db: Db, { tenantId, quizId }: QuizRef): Promise<ProfileRow[]> =>
  db
    .select(profileColumns)
    .from(quizProfiles)
    .where(and(eq(quizProfiles.tenantId, tenantId), eq(quizProfiles.quizId, quizId)))
    .orderBy(asc(quizProfiles.position), asc(quizProfiles.id));

export async function insertProfile(db: Db, { tenantId, quizId, position, fields }: QuizRef & { position: number; fields: ProfileFields }) {
  const [row] = await db
    .insert(quizProfiles)
    .values({ tenantId, quizId, position, ...fields })
    .returning(profileColumns);
  if (!row) throw new Error('insert into quiz_profiles returned no row');
  return row;
}

export async function updateProfile(
  db: Db,
  { tenantId, quizId, profileId, fields }: QuizRef & { profileId: number; fields: ProfileFields },
) {
  const [row] = await db
    .update(quizProfiles)
    .set(fields)
    .where(and(eq(quizProfiles.tenantId, tenantId), eq(quizProfiles.quizId, quizId), eq(quizProfiles.id, profileId)))
    .returning(profileColumns);
  return row;
}

/** Deletes the profile and drops its weights from the quiz's options (they would point at nothing). */
export async function deleteProfile(db: Db, { tenantId, quizId, profileId }: QuizRef & { profileId: number }) {
  const rows = await db
    .delete(quizProfiles)
    .where(and(eq(quizProfiles.tenantId, tenantId), eq(quizProfiles.quizId, quizId), eq(quizProfiles.id, profileId)))
    .returning({ id: quizProfiles.id });
  if (rows.length === 0) return false;
  await db.execute(sql`update quiz_options o set weights = coalesce(
      (select jsonb_agg(w) from jsonb_array_elements(o.weights) w where (w->>'profile_id')::int <> ${profileId}), '[]'::jsonb)
    from quiz_questions q
    where o.tenant_id = ${tenantId} and q.tenant_id = o.tenant_id and q.id = o.question_id and q.quiz_id = ${quizId}
      and o.weights @> ${JSON.stringify([{ profile_id: profileId }])}::jsonb`);
  return true;
}

export async function findLastProfilePosition(db: Db, { tenantId, quizId }: QuizRef) {
  const [row] = await db
    .select({ n: count(), last: max(quizProfiles.position) })
    .from(quizProfiles)
    .where(and(eq(quizProfiles.tenantId, tenantId), eq(quizProfiles.quizId, quizId)));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
}

/**
 * A quiz placed in a course, module or lesson the studio deletes stays, with its attempts, and
 * loses that place (the foreign keys would delete it): the studio's deletion calls this first, in
 * its transaction. Whatever sits under what goes loses its place too (a quiz of a lesson of a
 * deleted module loses the lesson and the module).
 */
export async function detachQuizzes(
  tx: Db,
  { tenantId, courseId = null, moduleIds, lessonIds }: Tenant & { courseId?: number | null; moduleIds: number[]; lessonIds: number[] },
) {
  if (courseId === null && moduleIds.length === 0 && lessonIds.length === 0) return;
  const modulesGo = sql`(course_id = ${courseId} or module_id = any(${sql.param(moduleIds)}::int[]))`;
  await tx.execute(sql`
    update quizzes set
      course_id = case when course_id = ${courseId} then null else course_id end,
      module_id = case when ${modulesGo} then null else module_id end,
      lesson_id = null
    where tenant_id = ${tenantId} and (${modulesGo} or lesson_id = any(${sql.param(lessonIds)}::int[]))`);
}
