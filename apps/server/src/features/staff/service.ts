import type { StaffRole } from '@trilha/shared/staff/constants';
import { STAFF_MAX } from '@trilha/shared/staff/constants';
import type { StaffInviteBody } from '@trilha/shared/staff/schemas';
import { endUserSessions, forgetUserSessions } from '../../platform/auth/session';
import { UNIQUE_VIOLATION, violates } from '../../platform/db/constraint';
import type { ActorScope } from '../../platform/request-scope';
import type { MailFrom } from '../../platform/tenancy';
import { findOrCreateAccount, queueWelcomeMail } from '../accounts/public';
import { staffError } from './messages';
import * as repo from './repo';

/**
 * The staff list (CONTRACT "Products, students and access", docs/people-and-access.md "Staff"): the
 * owner names and removes administrators and moderators, an administrator moderators only; nobody
 * changes their own role; the owner stays until they hand the school to an administrator. Each change
 * is read by the person's next request: their cached sessions are forgotten here, and in every other
 * process when the database reports the role change (platform/db/changes.ts).
 */
type Scope = Pick<ActorScope, 'db' | 'tenantId' | 'lang' | 'actor'>;

const isOwner = (scope: Scope) => scope.actor.roles.some((role) => role.slug === 'owner');

function forget(scope: Scope, ...userIds: number[]) {
  for (const userId of userIds) forgetUserSessions(scope.db, { tenantId: scope.tenantId, userId });
}

export const listStaff = (scope: Scope) => repo.listStaff(scope.db, scope);

async function memberOrNotFound(scope: Scope, tx: Scope['db'], userId: number) {
  const member = await repo.findStaff(tx, { tenantId: scope.tenantId, userId });
  if (!member) throw staffError(404, scope.lang, 'memberNotFound');
  return member;
}

/** What the actor may do to `member` (becoming `to`, when a role is given): refusals with their reasons. */
function checkManages(scope: Scope, member: repo.StaffRow, to?: StaffRole) {
  if (member.id === scope.actor.id) throw staffError(403, scope.lang, 'notYourself');
  if (member.role === 'owner') throw staffError(409, scope.lang, 'ownerStays');
  if ((member.role === 'admin' || to === 'admin') && !isOwner(scope)) throw staffError(403, scope.lang, 'ownerNamesAdmins');
}

/**
 * Invites someone to the staff: the school's account of the e-mail (a student keeps what they hold),
 * or a new one when a name is given, gets the role and a welcome mail with a sign-in link.
 */
export async function inviteStaff(scope: Scope, body: StaffInviteBody, from: MailFrom) {
  if (body.role === 'admin' && !isOwner(scope)) throw staffError(403, scope.lang, 'ownerNamesAdmins', 'body.role');
  const tenantId = scope.tenantId;
  const userId = await scope.db.transaction(async (tx) => {
    if ((await repo.countStaff(tx, { tenantId })) >= STAFF_MAX) throw staffError(409, scope.lang, 'staffFull');
    const account = await findOrCreateAccount(tx, { tenantId, email: body.email, name: body.name });
    if (!account) throw staffError(400, scope.lang, 'nameRequired', 'body.name');
    if (!account.active) throw staffError(409, scope.lang, 'accountInactive');
    await repo.addStaffRole(tx, { tenantId, userId: account.id, role: body.role }).catch((error: unknown) => {
      throw violates(error, UNIQUE_VIOLATION) ? staffError(409, scope.lang, 'alreadyStaff') : error;
    });
    await queueWelcomeMail(tx, { tenantId, user: account, lang: scope.lang, staff: true, ...from });
    return account.id;
  });
  forget(scope, userId);
  return memberOrNotFound(scope, scope.db, userId);
}

export async function changeRole(scope: Scope, userId: number, role: StaffRole) {
  await scope.db.transaction(async (tx) => {
    const member = await memberOrNotFound(scope, tx, userId);
    checkManages(scope, member, role);
    if (member.role === role) return;
    if (!(await repo.changeStaffRole(tx, { tenantId: scope.tenantId, userId, from: member.role, to: role })))
      throw staffError(404, scope.lang, 'memberNotFound');
  });
  forget(scope, userId);
  return memberOrNotFound(scope, scope.db, userId);
}

/**
 * Takes someone off the staff. They stay a student when they hold a product; otherwise they hold no
 * role and every session of theirs ends now (nothing of theirs is deleted).
 */
export async function removeStaff(scope: Scope, userId: number) {
  await scope.db.transaction(async (tx) => {
    const member = await memberOrNotFound(scope, tx, userId);
    checkManages(scope, member);
    const student = await repo.removeStaffRole(tx, { tenantId: scope.tenantId, userId, role: member.role });
    if (student === null) throw staffError(404, scope.lang, 'memberNotFound');
    if (!student) await endUserSessions(tx, { tenantId: scope.tenantId, userId });
  });
  forget(scope, userId);
}

/** The owner hands the school to an administrator and stays on as an administrator. */
export async function handOnSchool(scope: Scope, userId: number) {
  if (!isOwner(scope)) throw staffError(403, scope.lang, 'ownerHandsOn');
  await scope.db.transaction(async (tx) => {
    const member = await memberOrNotFound(scope, tx, userId);
    if (member.role !== 'admin') throw staffError(409, scope.lang, 'handOnToAdmin');
    if (!(await repo.handOn(tx, { tenantId: scope.tenantId, ownerId: scope.actor.id, adminId: userId })))
      throw staffError(403, scope.lang, 'ownerHandsOn');
  });
  forget(scope, scope.actor.id, userId);
  return listStaff(scope);
}
