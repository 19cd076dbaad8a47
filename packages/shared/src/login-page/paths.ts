import { apiPath } from '../platform/api-path';

/** The login page's API paths (spec 002 §7), registered by the server and called by the web app. */
export const loginPagePaths = {
  /** The whole "Página de login" section at once; GET /api/tenant reads it back. */
  update: apiPath('/api/auth/config/plataforma/loginPage/update'),
};
