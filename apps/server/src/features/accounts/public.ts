/**
 * What other features may use of accounts (docs/architecture.md): the welcome mail a new account
 * receives, wherever it was made (the student directory, an import, a sale).
 */
export { queueWelcomeMail } from './auth-links';
