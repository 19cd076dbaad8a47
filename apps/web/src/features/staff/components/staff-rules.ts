import type { User } from '@trilha/shared/accounts/schemas';
import { INVITABLE_ROLES, type InvitableRole, type StaffMember } from '@trilha/shared/staff/schemas';

/**
 * Who may do what in the staff list (CONTRACT "Products, students and access", staff): the server
 * decides and refuses the rest; these rules only keep the screen from offering what it would refuse.
 */

/** The one who manages the list: the owner, an administrator, or someone who only reads it (null). */
export type Manager = 'owner' | 'admin' | null;

/** The signed-in user's highest staff role that manages the list. */
export function managerOf(user: User | null | undefined): Manager {
  const slugs = new Set(user?.roles.map((r) => r.role.slug));
  if (slugs.has('owner')) return 'owner';
  if (slugs.has('admin')) return 'admin';
  return null;
}

/** The roles this manager may give: the owner names administrators and moderators; an administrator, moderators only. */
export function rolesGivenBy(manager: Manager): InvitableRole[] {
  if (manager === 'owner') return [...INVITABLE_ROLES];
  if (manager === 'admin') return ['moderator'];
  return [];
}

/** What the row's menu offers: the roles it may change to, removal, and handing the school on. */
export type MemberActions = { roles: InvitableRole[]; remove: boolean; handOver: boolean };

const NONE: MemberActions = { roles: [], remove: false, handOver: false };

/**
 * Nobody changes or removes themselves; the owner is never removed nor changed; only the owner
 * touches administrators, and hands the school on, to an administrator only.
 */
export function actionsOn(manager: Manager, viewerId: number | undefined, member: StaffMember): MemberActions {
  if (member.id === viewerId || member.role === 'owner') return NONE;
  const given = rolesGivenBy(manager);
  if (!given.includes(member.role)) return NONE;
  return {
    roles: given.filter((role) => role !== member.role),
    remove: true,
    handOver: manager === 'owner' && member.role === 'admin',
  };
}

export const hasActions = (actions: MemberActions) => actions.roles.length > 0 || actions.remove || actions.handOver;
