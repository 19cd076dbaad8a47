import { z } from 'zod';
import { emailField, user } from './schemas';
import { AUTH_FLOW_MESSAGES } from './messages';

/** Sign-in by e-mailed link and "Esqueci minha senha": one schema per payload, for the forms and the routes. */

/** E-mailed links expire after this long (contract: 15 minutes). */
export const AUTH_LINK_MINUTES = 15;
/** At most this many links of one kind per account per AUTH_LINK_MINUTES; beyond it the reply is the same 202 and nothing is sent. */
export const AUTH_LINK_MAX_PER_WINDOW = 3;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const magicLinkBody = z.object({ email: emailField });
export type MagicLinkBody = z.infer<typeof magicLinkBody>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The token of an e-mailed link: 32 random bytes in base64url (43 characters); anything far off is simply invalid. */
export const linkToken = z
  .string({ error: AUTH_FLOW_MESSAGES.invalidLink })
  .min(16, AUTH_FLOW_MESSAGES.invalidLink)
  .max(128, AUTH_FLOW_MESSAGES.invalidLink);

export const magicLinkConfirmBody = z.object({ token: linkToken });
export type MagicLinkConfirmBody = z.infer<typeof magicLinkConfirmBody>;

export const newPassword = z
  .string({ error: AUTH_FLOW_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, AUTH_FLOW_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_FLOW_MESSAGES.passwordTooLong);

export const resetPasswordBody = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form: the body plus a confirmation that must match (checked in the browser only). */
export const resetPasswordForm = z
  .object({ password: newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    message: AUTH_FLOW_MESSAGES.passwordsDiffer,
    path: ['password_confirmation'],
  });

/**
 * PUT /api/me/password (CONTRACT "Small additions for students"): the current password is needed
 * when the account has one; an account created by staff or sign-up chooses its first without.
 */
export const passwordChangeBody = z.object({
  current_password: z.string().max(PASSWORD_MAX, AUTH_FLOW_MESSAGES.currentPasswordWrong).optional(),
  password: newPassword,
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
/** 202 for every well-formed request, whether or not the account exists (no enumeration). */
export const linkRequestedReply = z.object({ message: z.string() });
export type LinkRequestedReply = z.infer<typeof linkRequestedReply>;

/**
 * Signed in by the link; redirect_url is the login page's redirect when the school turned it on, else
 * null; password_required when the account has no password yet (a welcome mail's first use): the web
 * app asks for one before going on.
 */
export const magicLinkConfirmReply = z.object({ user, redirect_url: z.string().nullable(), password_required: z.boolean() });
export type MagicLinkConfirmReply = z.infer<typeof magicLinkConfirmReply>;

// Defined beside its translations (messages.ts imports no Zod: see there); kept importable from here.
export { AUTH_FLOW_MESSAGES };
