import { apiPath } from '../platform/api-path';

/** SEO's API paths (spec 002 §7), registered by the server and called by the web app. */
export const seoPaths = {
  update: apiPath('/api/auth/config/plataforma/update-seo'),
};
