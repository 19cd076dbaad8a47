import { apiPath } from '../platform/api-path';

/** The staff list's API paths (CONTRACT "Products, students and access"), registered by the server and called by the web app. */
export const staffPaths = {
  /** GET the staff, POST an invitation. */
  staff: apiPath('/api/admin/staff'),
  /** PATCH a role, DELETE from the staff. */
  member: apiPath('/api/admin/staff/:id'),
  /** POST: the owner hands the school to this administrator. */
  owner: apiPath('/api/admin/staff/:id/owner'),
};
