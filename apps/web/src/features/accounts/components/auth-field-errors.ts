import { AUTH_FLOW_MESSAGES } from '@trilha/shared/accounts/auth-flows';

/** The shared schemas speak Portuguese; these keys let the three languages show the same messages. */
const KEYS: Record<string, string> = {
  'Informe o e-mail': 'auth.errors.emailRequired',
  'E-mail inválido': 'auth.errors.emailInvalid',
  [AUTH_FLOW_MESSAGES.passwordRequired]: 'auth.errors.passwordRequired',
  [AUTH_FLOW_MESSAGES.passwordTooShort]: 'auth.errors.passwordTooShort',
  [AUTH_FLOW_MESSAGES.passwordTooLong]: 'auth.errors.passwordTooLong',
  [AUTH_FLOW_MESSAGES.passwordsDiffer]: 'auth.errors.passwordsDiffer',
};

export const fieldErrorKey = (message: string | undefined) => (message ? (KEYS[message] ?? message) : undefined);
