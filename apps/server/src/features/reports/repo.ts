import { sql, type SQL } from 'drizzle-orm';
import type { CourseReportSort, QuizReportSort } from '@trilha/shared/reports/schemas';
import { rowsOf, type Db } from '../../platform/db/client';

type Tenant = { tenantId: number };
type Order = 'asc' | 'desc';
/** A page by offset (the screen, sorted any way), or the rows after a (name, id) key (the CSV, streamed by name). */
export type Slice = { limit: number; offset?: number; after?: { name: string; id: number } };

const dir = (order: Order) => sql.raw(order === 'asc' ? 'asc' : 'desc');
const afterKey = (slice: Slice) =>
  slice.after ? sql`and (lower(u.name), u.id) > (lower(${slice.after.name}), ${slice.after.id}::int)` : sql``;

/** The course: its title and its count of published lessons (in published modules), or null when not the school's. */
export async function findCourse(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const result = await db.execute(sql`
    select c.id, c.title,
           (select count(*)::int from lessons l join modules m on m.tenant_id = l.tenant_id and m.id = l.module_id and m.published
             where l.tenant_id = ${tenantId}::int and l.course_id = c.id and l.published) as lessons
      from courses c where c.tenant_id = ${tenantId}::int and c.id = ${courseId}::int`);
  return rowsOf<{ id: number; title: string; lessons: number }>(result)[0] ?? null;
}

/**
 * The course's students (whoever holds a product that opens it, live or expired) with their finished
 * published lessons and last activity. The CTEs are shared by the page, the totals and the funnel.
 */
const courseBase = (tenantId: number, courseId: number) => sql`
  with course_lessons as (
    select l.id, l.module_id from lessons l
      join modules m on m.tenant_id = l.tenant_id and m.id = l.module_id and m.published
     where l.tenant_id = ${tenantId}::int and l.course_id = ${courseId}::int and l.published
  ), people as (
    select distinct e.user_id from enrollments e
      join product_courses pc on pc.tenant_id = e.tenant_id and pc.product_id = e.product_id and pc.course_id = ${courseId}::int
     where e.tenant_id = ${tenantId}::int
  ), done as (
    select lp.user_id, count(*) filter (where lp.finished_at is not null)::int as finished, max(lp.updated_at) as last
      from lesson_progress lp
      join people p on p.user_id = lp.user_id
      join course_lessons cl on cl.id = lp.lesson_id
     where lp.tenant_id = ${tenantId}::int
     group by lp.user_id
  )`;

const COURSE_SORT: Record<CourseReportSort, (order: Order) => SQL> = {
  name: (order) => sql`lower(u.name) ${dir(order)}, u.id ${dir(order)}`,
  progress: (order) => sql`coalesce(d.finished, 0) ${dir(order)}, lower(u.name), u.id`,
  last_activity: (order) => sql`d.last ${dir(order)} nulls last, lower(u.name), u.id`,
};

export type CourseRow = { userId: number; name: string; email: string; finished: number; last: Date | string | null };

export async function courseRows(
  db: Db,
  { tenantId, courseId, sort, order, slice }: Tenant & { courseId: number; sort: CourseReportSort; order: Order; slice: Slice },
): Promise<CourseRow[]> {
  const result = await db.execute(sql`${courseBase(tenantId, courseId)}
    select u.id as "userId", u.name, u.email, coalesce(d.finished, 0) as finished, d.last
      from people p
      join users u on u.tenant_id = ${tenantId}::int and u.id = p.user_id
      left join done d on d.user_id = p.user_id
     where true ${afterKey(slice)}
     order by ${slice.after !== undefined ? COURSE_SORT.name('asc') : COURSE_SORT[sort](order)}
     limit ${slice.limit}::int offset ${slice.offset ?? 0}::int`);
  return rowsOf<CourseRow>(result);
}

/** How many students the course has, how many finished at least one lesson, and how many all of them. */
export async function courseTotals(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const result = await db.execute(sql`${courseBase(tenantId, courseId)}
    select (select count(*)::int from people) as total,
           (select count(*)::int from done where finished > 0) as started,
           (select count(*)::int from done where finished > 0 and finished >= (select count(*) from course_lessons)) as finished`);
  return rowsOf<{ total: number; started: number; finished: number }>(result)[0] ?? { total: 0, started: 0, finished: 0 };
}

/**
 * The completion funnel: for each published module with published lessons, in the course's order,
 * how many of the course's students finished every one of its published lessons.
 */
export async function courseFunnel(db: Db, { tenantId, courseId }: Tenant & { courseId: number }) {
  const result = await db.execute(sql`${courseBase(tenantId, courseId)},
  per_module as (
    select lp.user_id, cl.module_id, count(*)::int as finished
      from lesson_progress lp
      join people p on p.user_id = lp.user_id
      join course_lessons cl on cl.id = lp.lesson_id
     where lp.tenant_id = ${tenantId}::int and lp.finished_at is not null
     group by lp.user_id, cl.module_id
  ), sizes as (select module_id, count(*)::int as lessons from course_lessons group by module_id)
  select m.id as "moduleId", m.title,
         (select count(*)::int from per_module pm where pm.module_id = m.id and pm.finished >= s.lessons) as finished
    from modules m join sizes s on s.module_id = m.id
   where m.tenant_id = ${tenantId}::int and m.course_id = ${courseId}::int
   order by m."order", m.id`);
  return rowsOf<{ moduleId: number; title: string; finished: number }>(result);
}

/** The quiz's name, or null when not the school's. */
export async function findQuiz(db: Db, { tenantId, quizId }: Tenant & { quizId: number }) {
  const result = await db.execute(sql`select id, name from quizzes where tenant_id = ${tenantId}::int and id = ${quizId}::int`);
  return rowsOf<{ id: number; name: string }>(result)[0] ?? null;
}

const quizBase = (tenantId: number, quizId: number) => sql`
  with takers as (
    select a.user_id, count(*)::int as attempts, max(a.score) as best, coalesce(bool_or(a.passed), false) as passed,
           max(a.submitted_at) as last
      from quiz_attempts a
     where a.tenant_id = ${tenantId}::int and a.quiz_id = ${quizId}::int and a.submitted_at is not null
     group by a.user_id
  )`;

const QUIZ_SORT: Record<QuizReportSort, (order: Order) => SQL> = {
  name: (order) => sql`lower(u.name) ${dir(order)}, u.id ${dir(order)}`,
  attempts: (order) => sql`k.attempts ${dir(order)}, lower(u.name), u.id`,
  best_score: (order) => sql`k.best ${dir(order)} nulls last, lower(u.name), u.id`,
  last_attempt: (order) => sql`k.last ${dir(order)}, lower(u.name), u.id`,
};

export type QuizRow = {
  userId: number;
  name: string;
  email: string;
  attempts: number;
  best: number | string | null;
  passed: boolean;
  last: Date | string | null;
};

/** Everyone who submitted the quiz: attempts, best score, whether any attempt passed, the last one's time. */
export async function quizRows(
  db: Db,
  { tenantId, quizId, sort, order, slice }: Tenant & { quizId: number; sort: QuizReportSort; order: Order; slice: Slice },
): Promise<QuizRow[]> {
  const result = await db.execute(sql`${quizBase(tenantId, quizId)}
    select u.id as "userId", u.name, u.email, k.attempts, k.best, k.passed, k.last
      from takers k join users u on u.tenant_id = ${tenantId}::int and u.id = k.user_id
     where true ${afterKey(slice)}
     order by ${slice.after !== undefined ? QUIZ_SORT.name('asc') : QUIZ_SORT[sort](order)}
     limit ${slice.limit}::int offset ${slice.offset ?? 0}::int`);
  return rowsOf<QuizRow>(result);
}

export async function quizTotals(db: Db, { tenantId, quizId }: Tenant & { quizId: number }) {
  const result = await db.execute(sql`${quizBase(tenantId, quizId)}
    select count(*)::int as total, (count(*) filter (where passed))::int as passed from takers`);
  return rowsOf<{ total: number; passed: number }>(result)[0] ?? { total: 0, passed: 0 };
}
