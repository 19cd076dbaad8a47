import { isStaff } from './policy';
import type { SessionUser } from './session';

/**
 * A member acting in their school, as the features that show who wrote what use it; `name` and
 * `photoUrl` sign what they write, without reading their row back.
 */
export type Member = { tenantId: number; userId: number; staff: boolean; name: string; photoUrl: string | null };
export const memberOf = (user: SessionUser): Member => ({
  tenantId: user.tenantId,
  userId: user.id,
  staff: isStaff(user.roles),
  name: user.name,
  photoUrl: user.photoUrl,
});
