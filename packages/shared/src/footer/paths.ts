import { apiPath } from '../platform/api-path';

/** The footer's API paths (spec 002 §7 "Footer"), registered by the server and called by the web app. */
export const footerPaths = {
  /** The staff's footer settings: social links and documents. */
  settings: apiPath('/api/auth/config/plataforma/extraSettings/:tenant'),
  settingsUpdate: apiPath('/api/auth/config/plataforma/extraSettings/update'),
  /** The footer's on/off switch (spelling as the spec's path). */
  visibility: apiPath('/api/auth/config/plataforma/updateCustomBasic/footerToogle'),
  /** What the student footer needs, for the host's school, without a session. */
  footer: apiPath('/api/footer'),
  document: apiPath('/api/footer/documents/:doc'),
};
