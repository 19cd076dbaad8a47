import { STUDENTS_PAGE_SIZE } from '@trilha/shared/students/constants';
import type { EnrollmentCreateBody, StudentCreateBody, StudentsQuery, StudentUpdateBody } from '@trilha/shared/students/schemas';
import { endUserSessions, forgetUserSessions } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { isForeignKeyViolation } from '../../platform/db/constraint';
import { HttpError } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import type { MailFrom } from '../../platform/tenancy';
import { queueWelcomeMail } from '../accounts/public';
import * as directory from './directory-repo';
import { overallProgress } from './progress-repo';
import { enrollmentNotFound, studentBadRequest, studentConflict, studentNotFound } from './messages';
import * as repo from './repo';

/**
 * The student directory (docs/people-and-access.md "Students"): staff find, add and look after the
 * school's students and what each holds. Services take the school from the scope; every query takes it.
 */
type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

export async function listStudents(scope: Scope, query: StudentsQuery) {
  const filter: directory.DirectoryFilter = {
    words: directory.searchWords(query.query),
    productId: query.product_id,
    active: query.status === undefined ? undefined : query.status === 'active',
  };
  const found = await directory.pageIds(scope.db, scope, filter, { before: query.cursor, limit: STUDENTS_PAGE_SIZE + 1 });
  const ids = found.slice(0, STUDENTS_PAGE_SIZE);
  const [page, progress] = await Promise.all([directory.peopleOf(scope.db, scope, ids), overallProgress(scope.db, scope, ids)]);
  const last = ids.at(-1);
  return { page, progress, nextCursor: found.length > STUDENTS_PAGE_SIZE && last !== undefined ? last : null };
}

export async function readStudent(scope: Scope, userId: number) {
  const key = { tenantId: scope.tenantId, userId };
  const person = await repo.findPerson(scope.db, key);
  if (!person) throw studentNotFound(scope.lang);
  const [enrollments, courses, quizzes] = await Promise.all([
    repo.listEnrollments(scope.db, key),
    repo.courseProgress(scope.db, key),
    repo.quizResults(scope.db, key),
  ]);
  return { person, enrollments, courses, quizzes };
}

/** The products named, each the school's: another school's product is as unknown as a missing one. */
async function checkedProducts(scope: Scope, ids: readonly number[], path: string) {
  const found = await repo.schoolProducts(scope.db, { tenantId: scope.tenantId, ids });
  if (found.length !== ids.length) throw studentBadRequest(scope.lang, 'productUnknown', path);
  return found;
}

/**
 * Adds a student: the account is created (or the school's existing one found, never duplicated), the
 * products granted and, when asked, the welcome mail queued, all in one transaction. A deactivated
 * account is enrolled but receives no mail until staff reactivate it.
 */
export async function addStudent(scope: Scope, body: StudentCreateBody, from: MailFrom) {
  const chosen = await checkedProducts(scope, body.product_ids, 'body.product_ids');
  const userId = await scope.db.transaction(async (tx) => {
    const account = await repo.ensureAccount(tx, { tenantId: scope.tenantId, name: body.name, email: body.email });
    for (const product of chosen) {
      await repo.grant(tx, {
        tenantId: scope.tenantId,
        userId: account.id,
        productId: product.id,
        source: 'manual',
        expiresAt: body.expires_at ?? undefined,
        accessDays: product.accessDays,
      });
    }
    if (body.send_invite && account.active)
      await queueWelcomeMail(tx, { tenantId: scope.tenantId, user: account, lang: scope.lang, ...from });
    return account.id;
  });
  return readStudent(scope, userId);
}

async function personOrNotFound(db: Db, scope: Scope, userId: number) {
  const person = await repo.findPerson(db, { tenantId: scope.tenantId, userId });
  if (!person) throw studentNotFound(scope.lang);
  return person;
}

/**
 * Renames, deactivates or reactivates a student. A deactivation ends every session of the account in
 * the same transaction (and the cached ones after it): the student is signed out everywhere at once;
 * nothing of theirs is deleted. Staff are removed from the staff list, not deactivated here.
 */
export async function updateStudent(scope: Scope, userId: number, body: StudentUpdateBody) {
  const key = { tenantId: scope.tenantId, userId };
  await scope.db.transaction(async (tx) => {
    const person = await personOrNotFound(tx, scope, userId);
    if (body.active === false && person.staff) throw studentConflict(scope.lang, 'staffNotDeactivated');
    await repo.updatePerson(tx, key, { name: body.name, active: body.active });
    if (body.active === false) await endUserSessions(tx, key);
  });
  forgetUserSessions(scope.db, key);
  return readStudent(scope, userId);
}

/** Grants one product (CONTRACT: 201), renewing the grant the student may already have of it. */
export async function grantProduct(scope: Scope, userId: number, body: EnrollmentCreateBody) {
  // The student first: another school's student is 404 whatever the product.
  await personOrNotFound(scope.db, scope, userId);
  const [product] = await checkedProducts(scope, [body.product_id], 'body.product_id');
  if (!product) throw studentBadRequest(scope.lang, 'productUnknown', 'body.product_id');
  const enrollmentId = await repo
    .grant(scope.db, {
      tenantId: scope.tenantId,
      userId,
      productId: product.id,
      source: 'manual',
      expiresAt: body.expires_at ?? undefined,
      accessDays: product.accessDays,
    })
    // The student or the product deleted since the checks: the foreign keys refuse, the caller hears 404.
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? studentNotFound(scope.lang) : error;
    });
  const enrollment = await repo.findEnrollment(scope.db, { tenantId: scope.tenantId, enrollmentId });
  if (!enrollment) throw enrollmentNotFound(scope.lang);
  return enrollment;
}

/** Revokes one grant: the student loses what only it opened at once; what they earned stays theirs. */
export async function revokeEnrollment(scope: Scope, enrollmentId: number) {
  const userId = await repo.deleteEnrollment(scope.db, { tenantId: scope.tenantId, enrollmentId });
  if (userId === null) throw enrollmentNotFound(scope.lang);
  return userId;
}

/** Sends the welcome mail again, with a new link (the earlier ones stay good until used or expired). */
export async function resendWelcome(scope: Scope, userId: number, from: MailFrom) {
  await scope.db.transaction(async (tx) => {
    const person = await personOrNotFound(tx, scope, userId);
    if (!person.active) throw studentConflict(scope.lang, 'inactiveNoInvite');
    const queued = await queueWelcomeMail(tx, { tenantId: scope.tenantId, user: person, lang: scope.lang, ...from });
    if (!queued) throw new HttpError(429, 'rateLimited');
  });
}
