import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EnrollmentSource } from '@trilha/shared/students/constants';
import { enrollments, products, roles, userRoles, users } from '../../db/schema/index';
import { rowsOf, type Db } from '../../platform/db/client';
import { findOrCreateAccount } from '../accounts/public';
import { makeStudents } from './import-repo';

type Tenant = { tenantId: number };
type UserKey = Tenant & { userId: number };

/** Holds a role other than student: staff are managed in the staff list. */
const staffRole = (
  tenantId: number,
  userId: SQL | AnyPgColumn,
) => sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.tenantId} = ${tenantId} and ${userRoles.userId} = ${userId} and ${roles.slug} <> 'student')`;

export type Person = { id: number; name: string; email: string; active: boolean; lastSeenAt: Date | null; staff: boolean };

/** A person of the school (student or staff); null for an unknown id or another school's. */
export async function findPerson(db: Db, { tenantId, userId }: UserKey): Promise<Person | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      active: users.active,
      lastSeenAt: users.lastSeenAt,
      staff: sql<boolean>`${staffRole(tenantId, users.id)}`,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export type EnrollmentRow = {
  id: number;
  userId: number;
  productId: number;
  productTitle: string;
  source: EnrollmentSource;
  grantedAt: Date;
  expiresAt: Date | null;
};

const enrollmentColumns = {
  id: enrollments.id,
  userId: enrollments.userId,
  productId: enrollments.productId,
  productTitle: products.title,
  source: sql<EnrollmentSource>`${enrollments.source}`,
  grantedAt: enrollments.createdAt,
  expiresAt: enrollments.expiresAt,
};

export function listEnrollments(db: Db, { tenantId, userId }: UserKey): Promise<EnrollmentRow[]> {
  return db
    .select(enrollmentColumns)
    .from(enrollments)
    .innerJoin(products, and(eq(products.tenantId, enrollments.tenantId), eq(products.id, enrollments.productId)))
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.userId, userId)))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));
}

export async function findEnrollment(db: Db, { tenantId, enrollmentId }: Tenant & { enrollmentId: number }) {
  const [row] = await db
    .select(enrollmentColumns)
    .from(enrollments)
    .innerJoin(products, and(eq(products.tenantId, enrollments.tenantId), eq(products.id, enrollments.productId)))
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.id, enrollmentId)))
    .limit(1);
  return row ?? null;
}

export type CourseProgress = { courseId: number; title: string; percent: number; lastActivityAt: Date | string | null };

/**
 * Each course the student's products open (live or expired: staff see where an expired student
 * stopped), with finished published lessons over published lessons and the latest progress written.
 */
export async function courseProgress(db: Db, { tenantId, userId }: UserKey): Promise<CourseProgress[]> {
  const result = await db.execute(sql`
    with opened as (
      select distinct pc.course_id from enrollments e
        join product_courses pc on pc.tenant_id = e.tenant_id and pc.product_id = e.product_id
       where e.tenant_id = ${tenantId} and e.user_id = ${userId}
    )
    select c.id as "courseId", c.title,
           coalesce(round(100.0 * count(lp.finished_at) filter (where l.published and m.published)
             / nullif(count(l.id) filter (where l.published and m.published), 0)), 0)::int as percent,
           max(lp.updated_at) as "lastActivityAt"
      from opened o
      join courses c on c.tenant_id = ${tenantId} and c.id = o.course_id
      left join modules m on m.tenant_id = ${tenantId} and m.course_id = c.id
      left join lessons l on l.tenant_id = ${tenantId} and l.module_id = m.id
      left join lesson_progress lp on lp.tenant_id = ${tenantId} and lp.user_id = ${userId} and lp.lesson_id = l.id
     group by c.id, c.title, c."order"
     order by c."order", c.id`);
  return rowsOf<CourseProgress>(result);
}

export type QuizResult = { quizId: number; name: string; bestScore: number | null; passed: boolean };

/** The student's submitted attempts, one line per quiz: the best score, and whether any attempt passed. */
export async function quizResults(db: Db, { tenantId, userId }: UserKey): Promise<QuizResult[]> {
  const result = await db.execute(sql`
    select q.id as "quizId", q.name, max(a.score) as "bestScore", coalesce(bool_or(a.passed), false) as passed
      from quiz_attempts a join quizzes q on q.tenant_id = a.tenant_id and q.id = a.quiz_id
     where a.tenant_id = ${tenantId} and a.user_id = ${userId} and a.submitted_at is not null
     group by q.id, q.name
     order by q.name, q.id`);
  return rowsOf<QuizResult>(result);
}

/** The school's products among `ids`, with their days of access (what a grant without expiry gets). */
export function schoolProducts(db: Db, { tenantId, ids }: Tenant & { ids: readonly number[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, accessDays: products.accessDays })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...ids])));
}

/**
 * The account of `email` in the school: created (with the student role) when there is none, else the
 * existing one. The unique (tenant, email) decides, not a read before the insert: two adds of one
 * e-mail at once make one account.
 */
export async function ensureAccount(tx: Db, { tenantId, name, email }: Tenant & { name: string; email: string }) {
  const account = await findOrCreateAccount(tx, { tenantId, name, email });
  if (!account) throw new Error('the account of a unique e-mail vanished inside its transaction');
  // A new account is a student; an existing one without a staff role becomes one (staff stay staff).
  await makeStudents(tx, { tenantId, userIds: [account.id] });
  return account;
}

/**
 * Grants a product: one row per student and product (the key), so a second grant renews the first
 * (its expiry and source) and keeps when access began, which drip counts from. `expiresAt`:
 * undefined takes the product's rule (for life, or its days from now).
 */
export async function grant(
  tx: Db,
  props: UserKey & { productId: number; source: EnrollmentSource; expiresAt: string | null | undefined; accessDays: number | null },
): Promise<number> {
  const expiry =
    props.expiresAt !== undefined
      ? sql`${props.expiresAt}::timestamptz`
      : props.accessDays === null
        ? sql`null::timestamptz`
        : sql`now() + make_interval(days => ${props.accessDays}::int)`;
  const result = await tx.execute(sql`
    insert into enrollments (tenant_id, user_id, product_id, source, expires_at)
    values (${props.tenantId}, ${props.userId}, ${props.productId}, ${props.source}, ${expiry})
    on conflict (tenant_id, user_id, product_id) do update set expires_at = excluded.expires_at, source = excluded.source
    returning enrollment_id as id`);
  const [row] = rowsOf<{ id: number }>(result);
  if (!row) throw new Error('an upsert returned no row');
  return row.id;
}

/** Revokes one grant; the student's user id, or null when no such enrolment is the school's. */
export async function deleteEnrollment(tx: Db, { tenantId, enrollmentId }: Tenant & { enrollmentId: number }) {
  const [row] = await tx
    .delete(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.id, enrollmentId)))
    .returning({ userId: enrollments.userId });
  return row?.userId ?? null;
}

export async function updatePerson(tx: Db, { tenantId, userId }: UserKey, changes: { name?: string; active?: boolean }) {
  await tx
    .update(users)
    .set(changes)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
