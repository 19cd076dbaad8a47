import type { User } from '@trilha/shared/accounts/schemas';
import { canEdit, isStaff, memberFeatures } from '../../platform/auth/policy';
import type { SessionUser } from '../../platform/auth/session';

/** The wire user: the contract's `roles[].role.slug` plus the abilities the web app must not recompute. */
export function presentUser(user: SessionUser, opts: { operator?: boolean } = {}): User {
  return {
    id: user.id,
    tenant_id: user.tenantId,
    name: user.name,
    email: user.email,
    photo_url: user.photoUrl,
    roles: user.roles.map((role) => ({ role: { slug: role.slug, name: role.name } })),
    review_account: user.reviewAccount,
    canEdit: canEdit(user.roles),
    staff: isStaff(user.roles),
    features: memberFeatures(user),
    ...(opts.operator ? { operator: true as const } : {}),
  };
}
