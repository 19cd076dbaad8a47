import { apiPath } from '../platform/api-path';

/** Accounts' API paths (spec 000 §7, CONTRACT "Users, roles, sessions"), registered by the server and called by the web app. */
export const accountPaths = {
  login: apiPath('/api/login'),
  logout: apiPath('/api/logout'),
  /** GET the signed-in user, PUT their profile. */
  me: apiPath('/api/me'),
  photo: apiPath('/api/me/photo'),
  /** PUT: choose or change the signed-in user's password (every other session ends). */
  password: apiPath('/api/me/password'),
  /** E-mails a single-use sign-in link. */
  magicLink: apiPath('/api/login/magic-link'),
  /** Spends the sign-in link's token and opens the session. */
  magicLinkConfirmation: apiPath('/api/login/magic-link/confirm'),
  /** E-mails a single-use password reset link. */
  forgottenPassword: apiPath('/api/password/forgot'),
  passwordReset: apiPath('/api/password/reset'),
  /** POST: open sign-up (202 always; 403 while the school keeps it closed). */
  signup: apiPath('/api/signup'),
  /** GET / PUT the school's sign-up setting (owner and admins). */
  signupSetting: apiPath('/api/admin/signup'),
};
