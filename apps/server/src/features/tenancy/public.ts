/** What other features may read of the school: its presented settings (logo, theme, login page). */
export { schoolBackgroundCss, tenantReplyOf as schoolOf } from './reply';
