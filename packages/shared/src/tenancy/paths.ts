import { apiPath } from '../platform/api-path';

/** Tenancy's API paths, registered by the server and called by the web app. */
export const tenancyPaths = {
  /** The host's school as the app reads it, without a session. */
  tenant: apiPath('/api/tenant'),
};
