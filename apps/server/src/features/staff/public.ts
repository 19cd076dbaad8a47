import type { Db } from '../../platform/db/client';
import { addStaffRole } from './repo';

/**
 * What other features may use of the staff (docs/architecture.md): a new school's first owner
 * (docs/schools.md). In the caller's transaction; the one-owner index refuses a second.
 */
export function makeOwner(tx: Db, props: { tenantId: number; userId: number }) {
  return addStaffRole(tx, { ...props, role: 'owner' });
}
