/** What other features may ask of quizzes: a studio deletion unplaces the quizzes it would otherwise take with it. */
export { detachQuizzes } from './repo';
