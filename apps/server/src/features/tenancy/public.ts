/** What other features may read of the school: its presented settings (logo, theme, login page). */
export { readTenantReply as readSchool, schoolBackgroundCss } from './reply';
