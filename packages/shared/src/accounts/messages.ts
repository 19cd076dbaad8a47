import type { Translations } from '../platform/translations';

/*
 * No Zod in this file: the web app's locale files import it at start-up, before App.tsx turns off
 * Zod's JIT, whose `new Function` probe (run when a schema is built) the page's CSP reports.
 */
export const AUTH_FLOW_MESSAGES = {
  magicLinkSent: 'Se o e-mail estiver cadastrado, enviaremos um link de acesso.',
  resetLinkSent: 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha.',
  invalidLink: 'Link inválido ou expirado. Peça um novo link.',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 256 caracteres',
  passwordRequired: 'Informe a nova senha',
  passwordsDiffer: 'As senhas não conferem',
  currentPasswordWrong: 'A senha atual não confere',
  passwordChanged: 'Senha salva',
} as const;

/** The e-mailed link and password-reset messages in pt (AUTH_FLOW_MESSAGES), en and es: the server's replies and the web's texts. */
export const AUTH_FLOW_TRANSLATIONS = {
  magicLinkSent: {
    pt: AUTH_FLOW_MESSAGES.magicLinkSent,
    en: 'If the e-mail is registered, we will send a sign-in link.',
    es: 'Si el correo está registrado, enviaremos un enlace de acceso.',
  },
  resetLinkSent: {
    pt: AUTH_FLOW_MESSAGES.resetLinkSent,
    en: 'If the e-mail is registered, we will send a link to reset the password.',
    es: 'Si el correo está registrado, enviaremos un enlace para restablecer la contraseña.',
  },
  invalidLink: {
    pt: AUTH_FLOW_MESSAGES.invalidLink,
    en: 'Invalid or expired link. Ask for a new link.',
    es: 'Enlace inválido o caducado. Pide un nuevo enlace.',
  },
  passwordTooShort: {
    pt: AUTH_FLOW_MESSAGES.passwordTooShort,
    en: 'The password must have at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  passwordTooLong: {
    pt: AUTH_FLOW_MESSAGES.passwordTooLong,
    en: 'The password must have at most 256 characters',
    es: 'La contraseña debe tener como máximo 256 caracteres',
  },
  passwordRequired: { pt: AUTH_FLOW_MESSAGES.passwordRequired, en: 'Enter the new password', es: 'Informa la nueva contraseña' },
  passwordsDiffer: { pt: AUTH_FLOW_MESSAGES.passwordsDiffer, en: 'The passwords do not match', es: 'Las contraseñas no coinciden' },
  currentPasswordWrong: {
    pt: AUTH_FLOW_MESSAGES.currentPasswordWrong,
    en: 'The current password is not right',
    es: 'La contraseña actual no es correcta',
  },
  passwordChanged: { pt: AUTH_FLOW_MESSAGES.passwordChanged, en: 'Password saved', es: 'Contraseña guardada' },
} as const satisfies Translations<typeof AUTH_FLOW_MESSAGES>;
