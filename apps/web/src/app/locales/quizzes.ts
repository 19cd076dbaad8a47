import quizzes from '../../features/quizzes/taking/locales';
import { registerStrings } from './register';

/**
 * The students' quiz strings (/avaliacoes, the quiz screen, the quizzes under a lesson), loaded with
 * those routes rather than on every first visit (e2e/served-assets.spec.ts holds the first load's budget).
 */
export const registerQuizStrings = () => registerStrings([quizzes]);
