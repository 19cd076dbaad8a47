import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { idParam } from '../platform/http';
import { STUDENT_NAME_MAX } from '../students/constants';
import { INVITABLE_ROLES, STAFF_MESSAGES as M, STAFF_ROLES } from './constants';

export * from './constants';

export const staffIdParams = z.object({ id: idParam });

const role = z.enum(INVITABLE_ROLES, { error: M.roleInvalid });

/** Invite someone to the staff: the school's existing account is given the role, or a new one made (then `name` is needed). */
export const staffInviteBody = z.object({
  email: emailField,
  name: z.string().trim().min(1, M.nameRequired).max(STUDENT_NAME_MAX, M.nameTooLong).optional(),
  role,
});
export type StaffInviteBody = z.infer<typeof staffInviteBody>;
export type StaffInviteInput = z.input<typeof staffInviteBody>;

export const staffUpdateBody = z.object({ role });
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Null until the person first signs in: an invitation still waiting. */
  last_seen_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;
/** The whole staff, owner first, then administrators and moderators by name (at most STAFF_MAX). */
export const staffReply = z.object({ data: z.array(staffMember) });
export type StaffReply = z.infer<typeof staffReply>;
export const staffMemberReply = z.object({ data: staffMember });
