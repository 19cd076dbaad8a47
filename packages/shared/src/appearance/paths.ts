import { apiPath } from '../platform/api-path';

/** Appearance's API paths (spec 002 §7), registered by the server and called by the web app. */
export const appearancePaths = {
  /** The school's look and the showcase's switches. */
  settings: apiPath('/api/auth/config/plataforma/getCustomBasic/:tenant'),
  settingsUpdate: apiPath('/api/auth/config/plataforma/updateCustomBasic'),
  /** The "page indicator" switch of the course page. */
  courseIndicator: apiPath('/api/platform/auth/template-settings/toggle-course-page-indicator'),
  moduleIndicator: apiPath('/api/platform/auth/template-settings/toggle-module-page-indicator'),
};
