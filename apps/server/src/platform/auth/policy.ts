import type { RoleSlug } from '@trilha/shared/accounts/roles';

type Roles = readonly { slug: RoleSlug }[];

/** Staff: any role other than student (spec 000 §6). */
export const isStaff = (roles: Roles) => roles.some((r) => r.slug !== 'student');
/** canEdit: admin or owner (contract). Moderators manage community content only. */
export const canEdit = (roles: Roles) => roles.some((r) => r.slug === 'admin' || r.slug === 'owner');
