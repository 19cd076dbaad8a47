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

/**
 * The member's attempts on the outer quiz row, for correlated subqueries over `quiz_attempts a`; the
 * outer row is named in full, as Drizzle may write its own columns unqualified.
 */
const mine = (userId: number, submitted: boolean | null) =>
  sql`a.tenant_id = "quizzes"."tenant_id" and a.quiz_id = "quizzes"."id" and a.user_id = ${userId}${
    submitted === null ? sql`` : submitted ? sql` and a.submitted_at is not null` : sql` and a.submitted_at is null`
  }`;
const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} x where x.tenant_id = "quizzes"."tenant_id" and x.quiz_id = "quizzes"."id")`;

export type TakeableRow = {
  id: number;
  name: string;
  type: QuizType;
  goal: number | null;
  repeat: boolean;
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
  lastAttemptId: number | null;
  lastProfile: ResultProfile | null;
};

const takeableColumns = (userId: number) => ({
  id: quizzes.id,
  name: quizzes.name,
  type: sql<QuizType>`${quizzes.type}`,
  goal: quizzes.goal,
  repeat: quizzes.repeat,
  stopwatch: quizzes.stopwatch,
  timeLimitSeconds: quizzes.timeLimitSeconds,
  questionsCount: countOf('quiz_questions'),
  profilesCount: countOf('quiz_profiles'),
  courseId: quizzes.courseId,
  courseName: courses.title,
  moduleId: quizzes.moduleId,
  lessonId: quizzes.lessonId,
  lessonTitle: lessons.title,
  attempts: sql<number>`(select count(*)::int from quiz_attempts a where ${mine(userId, true)})`,
  // Decoded here: a value computed in SQL comes back as the driver reads its type (nulls are left alone).
  bestScore: sql<number | null>`(select max(a.score) from quiz_attempts a where ${mine(userId, true)})`.mapWith(Number),
  anyPassed: sql<boolean>`exists (select 1 from quiz_attempts a where ${mine(userId, true)} and a.passed)`,
  openAttemptId: sql<number | null>`(select a.id from quiz_attempts a where ${mine(userId, false)} limit 1)`,
  lastAttemptId: sql<number | null>`(select max(a.id) from quiz_attempts a where ${mine(userId, null)})`,
  lastProfile: sql<ResultProfile | null>`(select a.result->'profile' from quiz_attempts a where ${mine(userId, true)}
    order by a.submitted_at desc limit 1)`.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as ResultProfile),
});

function takeableQuery(db: Db, reader: Reader) {
  return db
    .select(takeableColumns(reader.userId))
    .from(quizzes)
    .leftJoin(courses, and(eq(courses.tenantId, quizzes.tenantId), eq(courses.id, quizzes.courseId)))
    .leftJoin(lessons, and(eq(lessons.tenantId, quizzes.tenantId), eq(lessons.id, quizzes.lessonId)));
}

/** /avaliacoes: every quiz the member may take with their standing on it, newest first; one query. */
export const listTakeable = (db: Db, reader: Reader): Promise<TakeableRow[]> =>
  takeableQuery(db, reader).where(takeable(db, reader)).orderBy(desc(quizzes.id)).limit(1_000);

export async function findTakeable(db: Db, reader: Reader & { quizId: number }): Promise<TakeableRow | undefined> {
  const [row] = await takeableQuery(db, reader).where(and(takeable(db, reader), eq(quizzes.id, reader.quizId)));
  return row;
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

/** The student's open attempts already past their deadline (finished before a read shows them). */
export async function overdueAttempts(db: Db, { tenantId, userId, now }: Student & { now: Date }) {
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.tenantId, tenantId),
        eq(quizAttempts.userId, userId),
        isNull(quizAttempts.submittedAt),
        sql`${quizAttempts.deadline} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.id);
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
