import { apiPath } from '../platform/api-path';

/** Media's API paths, registered by the server and called by the web app. */
export const mediaPaths = {
  /** A school image (logo, favicon, background…), its kind in the query. */
  image: apiPath('/api/auth/config/plataforma/upload-image'),
};
