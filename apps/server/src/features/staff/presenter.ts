import type { StaffMember } from '@trilha/shared/staff/schemas';
import type { StaffRow } from './repo';

export const presentStaff = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  last_seen_at: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
});
