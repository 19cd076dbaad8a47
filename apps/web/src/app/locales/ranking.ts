import ranking from '../../features/gamification/ranking/locales';
import { registerStrings } from './register';

/**
 * The student's gamification strings (the ranking page, the profile's level and rewards, the
 * community strip, the celebration), loaded with those screens rather than on every first visit
 * (e2e/served-assets.spec.ts holds the first load's budget).
 */
export const registerRankingStrings = () => registerStrings([ranking]);
