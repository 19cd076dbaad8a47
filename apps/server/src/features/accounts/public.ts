/**
 * What other features may use of accounts (docs/architecture.md): the school's account of an e-mail,
 * found or made, and the welcome mail a new account receives wherever it was made (the student
 * directory, an import, a sale, the staff list).
 */
export { queueOwnerWelcome, queueWelcomeMail } from './auth-links';
export { findOrCreateAccount, type Account } from './repo';
