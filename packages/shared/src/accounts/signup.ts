import { z } from 'zod';
import type { Translations } from '../platform/translations';
import { idParam } from '../platform/http';
import { newPassword } from './auth-flows';
import { emailField, profileName } from './schemas';

/**
 * Open sign-up (CONTRACT "Products, students and access", docs/people-and-access.md "Open sign-up"):
 * a school setting, closed by default; when open, anyone creates an account that starts once its
 * e-mailed link is opened, and receives the products the school chose.
 */
export const SIGNUP_MODES = ['closed', 'open'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
/** Products a sign-up may grant at once. */
export const SIGNUP_PRODUCTS_MAX = 20;

export const SIGNUP_MESSAGES = {
  modeInvalid: 'Escolha aberto ou fechado',
  productsTooMany: 'Escolha no máximo 20 produtos',
  productUnknown: 'Produto não encontrado nesta escola',
  closed: 'O cadastro nesta escola está fechado',
  sent: 'Enviamos um link de confirmação para o seu e-mail. Abra-o para começar.',
  saved: 'Cadastro salvo',
} as const;

export const SIGNUP_TRANSLATIONS = {
  modeInvalid: { pt: SIGNUP_MESSAGES.modeInvalid, en: 'Choose open or closed', es: 'Elige abierto o cerrado' },
  productsTooMany: { pt: SIGNUP_MESSAGES.productsTooMany, en: 'Choose at most 20 products', es: 'Elige como máximo 20 productos' },
  productUnknown: {
    pt: SIGNUP_MESSAGES.productUnknown,
    en: 'Product not found in this school',
    es: 'Producto no encontrado en esta escuela',
  },
  closed: { pt: SIGNUP_MESSAGES.closed, en: 'Sign-up is closed at this school', es: 'El registro en esta escuela está cerrado' },
  sent: {
    pt: SIGNUP_MESSAGES.sent,
    en: 'We sent a confirmation link to your e-mail. Open it to get started.',
    es: 'Enviamos un enlace de confirmación a tu correo. Ábrelo para empezar.',
  },
  saved: { pt: SIGNUP_MESSAGES.saved, en: 'Sign-up saved', es: 'Registro guardado' },
} as const satisfies Translations<typeof SIGNUP_MESSAGES>;
export type SignupMessageKey = keyof typeof SIGNUP_TRANSLATIONS;

export const signupSettingBody = z.object({
  mode: z.enum(SIGNUP_MODES, { error: SIGNUP_MESSAGES.modeInvalid }),
  product_ids: z
    .array(idParam)
    .max(SIGNUP_PRODUCTS_MAX, SIGNUP_MESSAGES.productsTooMany)
    .transform((list) => [...new Set(list)]),
});
export type SignupSettingBody = z.infer<typeof signupSettingBody>;
export type SignupSettingInput = z.input<typeof signupSettingBody>;
export const signupSettingReply = z.object({ data: z.object({ mode: z.enum(SIGNUP_MODES), product_ids: z.array(z.number().int()) }) });
export type SignupSetting = z.infer<typeof signupSettingReply>['data'];

/** POST /api/signup: 202 whatever the e-mail (no enumeration). */
export const signupBody = z.object({ name: profileName, email: emailField, password: newPassword });
export type SignupBody = z.infer<typeof signupBody>;
