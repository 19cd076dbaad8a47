import type { QuizType, ResultProfile } from '@trilha/shared/quizzes/schemas';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { courses, lessons, quizAttempts, quizzes } from '../../db/schema/index';
import type { Db } from '../../platform/db/client';
import { opensCourse } from '../catalog/public';
import type { Answers, Snapshot } from './grading';

type Student = { tenantId: number; userId: number };
/** Staff preview every course (catalog's rule), so every placed quiz is theirs to take too. */
type Reader = Student & { staff: boolean };

/**
 * The quizzes a member may take (docs/quizzes.md "Who takes a quiz"): published, and placed nowhere
 * or on a course the member opens. The same SQL serves the list and each single read.
 */
const takeable = (db: Db, { tenantId, userId, staff }: Reader): SQL =>
  and(
    eq(quizzes.tenantId, tenantId),
    eq(quizzes.published, true),
    staff
      ? sql`true`
      : sql`(${quizzes.courseId} is null or ${opensCourse(db, { tenantId, learnerId: userId, courseId: quizzes.courseId })})`,
    // and() of given conditions is never undefined; the fallback only satisfies its type.
  ) ?? sql`false`;

const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} x where x.tenant_id = "quizzes"."tenant_id" and x.quiz_id = "quizzes"."id")`;

type Standing = {
  attempts: number;
  best: number | null;
  passed: boolean;
  open_id: number | null;
  open_deadline: string | null;
  last_id: number | null;
  profile: ResultProfile | null;
};

/**
 * The member's standing on the outer quiz, from their attempts in ONE aggregate (the index on
 * tenant, user, quiz): submitted count, best score, any pass, the open attempt and its deadline,
 * the latest attempt, the latest submitted attempt's profile. The outer row is named in full, as
 * Drizzle may write its own columns unqualified.
 */
const standingOf = (userId: number) =>
  sql<Standing>`(select json_build_object(
      'attempts', count(*) filter (where a.submitted_at is not null),
      'best', max(a.score),
      'passed', coalesce(bool_or(a.passed), false),
      'open_id', max(a.id) filter (where a.submitted_at is null),
      'open_deadline', max(a.deadline) filter (where a.submitted_at is null),
      'last_id', max(a.id),
      'profile', (array_agg(a.result->'profile' order by a.submitted_at desc) filter (where a.submitted_at is not null))[1])
    from quiz_attempts a where a.tenant_id = "quizzes"."tenant_id" and a.quiz_id = "quizzes"."id" and a.user_id = ${userId})`.mapWith(
    (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Standing,
  );

export type TakeableRow = {
  id: number;
  name: string;
  type: QuizType;
  goal: number | null;
  repeat: boolean;
  showAnswers: boolean;
  stopwatch: boolean;
  timeLimitSeconds: number | null;
  questionsCount: number;
  profilesCount: number;
  courseId: number | null;
  courseName: string | null;
  moduleId: number | null;
  lessonId: number | null;
  lessonTitle: string | null;
  attempts: number;
  bestScore: number | null;
  anyPassed: boolean;
  openAttemptId: number | null;
  openDeadline: Date | null;
  lastAttemptId: number | null;
  lastProfile: ResultProfile | null;
};

const catalogueColumns = {
  id: quizzes.id,
  name: quizzes.name,
  type: sql<QuizType>`${quizzes.type}`,
  goal: quizzes.goal,
  repeat: quizzes.repeat,
  showAnswers: quizzes.showAnswers,
  stopwatch: quizzes.stopwatch,
  timeLimitSeconds: quizzes.timeLimitSeconds,
  questionsCount: countOf('quiz_questions'),
  profilesCount: countOf('quiz_profiles'),
  courseId: quizzes.courseId,
  courseName: courses.title,
  moduleId: quizzes.moduleId,
  lessonId: quizzes.lessonId,
  lessonTitle: lessons.title,
};
const takeableColumns = (userId: number) => ({ ...catalogueColumns, standing: standingOf(userId) });

type Raw = Omit<TakeableRow, keyof StandingFields> & { standing: Standing };
type StandingFields = Pick<
  TakeableRow,
  'attempts' | 'bestScore' | 'anyPassed' | 'openAttemptId' | 'openDeadline' | 'lastAttemptId' | 'lastProfile'
>;

/** The standing's JSON (numbers as numbers, the deadline as text) as the row's fields. */
function standingFields(standing: Standing): StandingFields {
  return {
    attempts: standing.attempts,
    bestScore: standing.best,
    anyPassed: standing.passed,
    openAttemptId: standing.open_id,
    openDeadline: standing.open_deadline === null ? null : new Date(standing.open_deadline),
    lastAttemptId: standing.last_id,
    lastProfile: standing.profile,
  };
}

const flatten = ({ standing, ...row }: Raw): TakeableRow => ({ ...row, ...standingFields(standing) });

function takeableQuery(db: Db, userId: number) {
  return db
    .select(takeableColumns(userId))
    .from(quizzes)
    .leftJoin(courses, and(eq(courses.tenantId, quizzes.tenantId), eq(courses.id, quizzes.courseId)))
    .leftJoin(lessons, and(eq(lessons.tenantId, quizzes.tenantId), eq(lessons.id, quizzes.lessonId)));
}

export type CatalogueRow = Omit<TakeableRow, keyof StandingFields>;
export type StandingRow = StandingFields & { quizId: number };

/** The school's published quizzes with their counts and place, newest first (kept in memory, view-cache.ts). */
export async function listCatalogue(db: Db, { tenantId }: { tenantId: number }): Promise<CatalogueRow[]> {
  return db
    .select(catalogueColumns)
    .from(quizzes)
    .leftJoin(courses, and(eq(courses.tenantId, quizzes.tenantId), eq(courses.id, quizzes.courseId)))
    .leftJoin(lessons, and(eq(lessons.tenantId, quizzes.tenantId), eq(lessons.id, quizzes.lessonId)))
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.published, true)))
    .orderBy(desc(quizzes.id))
    .limit(1_000);
}

/** The member's standing on every quiz they have attempted: one grouped read on the index (tenant, user, quiz). */
export async function listStanding(db: Db, { tenantId, userId }: Student): Promise<StandingRow[]> {
  const result = await db.execute(sql`select quiz_id, json_build_object(
      'attempts', count(*) filter (where submitted_at is not null),
      'best', max(score),
      'passed', coalesce(bool_or(passed), false),
      'open_id', max(id) filter (where submitted_at is null),
      'open_deadline', max(deadline) filter (where submitted_at is null),
      'last_id', max(id),
      'profile', (array_agg(result->'profile' order by submitted_at desc) filter (where submitted_at is not null))[1]) as standing
    from quiz_attempts where tenant_id = ${tenantId} and user_id = ${userId} group by quiz_id`);
  return (result as { rows: { quiz_id: number; standing: Standing | string }[] }).rows.map((r) => ({
    quizId: r.quiz_id,
    ...standingFields(typeof r.standing === 'string' ? (JSON.parse(r.standing) as Standing) : r.standing),
  }));
}

/** What decides whether a review names the right answers, as the quiz is now (published or not). */
export async function findAnswersRule(db: Db, { tenantId, quizId }: { tenantId: number; quizId: number }) {
  const [row] = await db
    .select({ repeat: quizzes.repeat, showAnswers: quizzes.showAnswers })
    .from(quizzes)
    .where(and(eq(quizzes.tenantId, tenantId), eq(quizzes.id, quizId)));
  return row;
}

/** One quiz the member may take, placement checked fresh in SQL (a start is a write). */
export async function findTakeable(db: Db, reader: Reader & { quizId: number }): Promise<TakeableRow | undefined> {
  const [row] = await takeableQuery(db, reader.userId).where(and(takeable(db, reader), eq(quizzes.id, reader.quizId)));
  return row && flatten(row);
}

// ---- Attempts ----

export type AttemptRow = {
  id: number;
  quizId: number;
  userId: number;
  snapshot: Snapshot;
  answers: Answers;
  startedAt: Date;
  deadline: Date | null;
  submittedAt: Date | null;
  result: unknown;
};
const attemptColumns = {
  id: quizAttempts.id,
  quizId: quizAttempts.quizId,
  userId: quizAttempts.userId,
  snapshot: sql<Snapshot>`${quizAttempts.snapshot}`,
  answers: quizAttempts.answers,
  startedAt: quizAttempts.startedAt,
  deadline: quizAttempts.deadline,
  submittedAt: quizAttempts.submittedAt,
  result: quizAttempts.result,
};

/** The student's own attempt on that quiz; another's, another quiz's or another school's is undefined. */
export async function findAttempt(
  db: Db,
  { tenantId, userId, quizId, attemptId, lock = false }: Student & { quizId: number; attemptId: number; lock?: boolean },
) {
  const query = db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.tenantId, tenantId),
        eq(quizAttempts.id, attemptId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The attempt by id alone (the deadline job), locked for its submit. */
export async function lockAttemptById(db: Db, { tenantId, attemptId }: { tenantId: number; attemptId: number }) {
  const [row] = await db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.tenantId, tenantId), eq(quizAttempts.id, attemptId)))
    .for('update');
  return row;
}

export async function findOpenAttempt(db: Db, { tenantId, userId, quizId }: Student & { quizId: number }) {
  const [row] = await db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.tenantId, tenantId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        isNull(quizAttempts.submittedAt),
      ),
    );
  return row;
}

export async function hasSubmitted(db: Db, { tenantId, userId, quizId }: Student & { quizId: number }) {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.tenantId, tenantId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        isNotNull(quizAttempts.submittedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Undefined when an open attempt already exists (the one-open index): the caller reads that one. */
export async function insertAttempt(
  db: Db,
  values: Student & { quizId: number; snapshot: Snapshot; startedAt: Date; deadline: Date | null },
): Promise<number | undefined> {
  const [row] = await db
    .insert(quizAttempts)
    .values(values)
    .onConflictDoNothing({
      target: [quizAttempts.tenantId, quizAttempts.quizId, quizAttempts.userId],
      where: sql`${quizAttempts.submittedAt} is null`,
    })
    .returning({ id: quizAttempts.id });
  return row?.id;
}

/** Merges answers into an open attempt; undefined when it was submitted meanwhile. */
export async function mergeAnswers(db: Db, { tenantId, attemptId, answers }: { tenantId: number; attemptId: number; answers: Answers }) {
  const [row] = await db
    .update(quizAttempts)
    .set({ answers: sql`${quizAttempts.answers} || ${JSON.stringify(answers)}::jsonb` })
    .where(and(eq(quizAttempts.tenantId, tenantId), eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .returning({ answers: quizAttempts.answers });
  return row?.answers;
}

/** Grades once: only an attempt still open is marked; undefined means another submit got there first. */
export async function markSubmitted(
  db: Db,
  props: {
    tenantId: number;
    attemptId: number;
    submittedAt: Date;
    auto: boolean;
    score: number | null;
    passed: boolean | null;
    profileId: number | null;
    result: unknown;
  },
) {
  const [row] = await db
    .update(quizAttempts)
    .set({
      submittedAt: props.submittedAt,
      autoSubmitted: props.auto,
      score: props.score,
      passed: props.passed,
      profileId: props.profileId,
      result: props.result,
    })
    .where(and(eq(quizAttempts.tenantId, props.tenantId), eq(quizAttempts.id, props.attemptId), isNull(quizAttempts.submittedAt)))
    .returning({ id: quizAttempts.id });
  return row?.id;
}
