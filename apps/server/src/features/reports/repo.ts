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
 * The course's published lessons and its students (whoever holds a product that opens it, live or
 * expired), the CTEs every course query starts from.
 */
const courseScope = (tenantId: number, courseId: number) => sql`
  with course_lessons as materialized (
    select l.id, l.module_id from lessons l
      join modules m on m.tenant_id = l.tenant_id and m.id = l.module_id and m.published
     where l.tenant_id = ${tenantId}::int and l.course_id = ${courseId}::int and l.published
  ), people as materialized (
    select distinct e.user_id from enrollments e
      join product_courses pc on pc.tenant_id = e.tenant_id and pc.product_id = e.product_id and pc.course_id = ${courseId}::int
     where e.tenant_id = ${tenantId}::int
  )`;

/** Every student's finished lessons and last activity in the course, one aggregate over the course's progress rows. */
const allDone = (tenantId: number) => sql`
  done as materialized (
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

/**
 * A page of the course's students. By name (the screen's name sort, and every CSV batch) the page's
 * people are picked first and only their progress is read, through the progress key (tenant, user):
 * a batch of the CSV costs its own rows, not the course's. By progress or activity every student's
 * progress is needed to sort, so it is aggregated once for all.
 */
export async function courseRows(
  db: Db,
  { tenantId, courseId, sort, order, slice }: Tenant & { courseId: number; sort: CourseReportSort; order: Order; slice: Slice },
): Promise<CourseRow[]> {
  const byName = slice.after !== undefined || sort === 'name';
  const sorting = slice.after !== undefined ? COURSE_SORT.name('asc') : COURSE_SORT[sort](order);
  const query = byName
    ? sql`${courseScope(tenantId, courseId)}, page as (
        select u.id, u.name, u.email from people p join users u on u.tenant_id = ${tenantId}::int and u.id = p.user_id
         where true ${afterKey(slice)}
         order by ${sorting}
         limit ${slice.limit}::int offset ${slice.offset ?? 0}::int)
      select u.id as "userId", u.name, u.email, d.finished, d.last
        from page u
        cross join lateral (
          select count(*) filter (where lp.finished_at is not null)::int as finished, max(lp.updated_at) as last
            from lesson_progress lp
           where lp.tenant_id = ${tenantId}::int and lp.user_id = u.id and lp.lesson_id in (select id from course_lessons)) d
       order by ${sorting}`
    : sql`${courseScope(tenantId, courseId)}, ${allDone(tenantId)}
      select u.id as "userId", u.name, u.email, coalesce(d.finished, 0) as finished, d.last
        from people p
        join users u on u.tenant_id = ${tenantId}::int and u.id = p.user_id
        left join done d on d.user_id = p.user_id
       order by ${sorting}
       limit ${slice.limit}::int offset ${slice.offset ?? 0}::int`;
  return rowsOf<CourseRow>(await db.execute(query));
}

export type CourseSummary = {
  total: number;
  started: number;
  finished: number;
  funnel: { moduleId: number; title: string; finished: number }[];
};

/**
 * In one statement, over one aggregate of the course's progress: how many students it has, how many
 * finished a lesson, how many finished all of them, and the completion funnel: for each published
 * module with published lessons, in the course's order, how many finished every one of its lessons.
 */
export async function courseSummary(db: Db, { tenantId, courseId }: Tenant & { courseId: number }): Promise<CourseSummary> {
  const result = await db.execute(sql`${courseScope(tenantId, courseId)}, ${allDone(tenantId)},
  per_module as (
    select lp.user_id, cl.module_id, count(*)::int as finished
      from lesson_progress lp
      join people p on p.user_id = lp.user_id
      join course_lessons cl on cl.id = lp.lesson_id
     where lp.tenant_id = ${tenantId}::int and lp.finished_at is not null
     group by lp.user_id, cl.module_id
  ), sizes as (select module_id, count(*)::int as lessons from course_lessons group by module_id)
  select (select count(*)::int from people) as total,
         (select count(*)::int from done where finished > 0) as started,
         (select count(*)::int from done where finished > 0 and finished >= (select count(*) from course_lessons)) as finished,
         coalesce((select json_agg(json_build_object('moduleId', m.id, 'title', m.title, 'finished',
                     (select count(*) from per_module pm where pm.module_id = m.id and pm.finished >= s.lessons))
                   order by m."order", m.id)
            from modules m join sizes s on s.module_id = m.id
           where m.tenant_id = ${tenantId}::int and m.course_id = ${courseId}::int), '[]'::json) as funnel`);
  const [row] = rowsOf<Omit<CourseSummary, 'funnel'> & { funnel: CourseSummary['funnel'] | string }>(result);
  if (!row) return { total: 0, started: 0, finished: 0, funnel: [] };
  return { ...row, funnel: typeof row.funnel === 'string' ? (JSON.parse(row.funnel) as CourseSummary['funnel']) : row.funnel };
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
