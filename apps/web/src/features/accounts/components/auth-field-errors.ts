import { AUTH_FLOW_TRANSLATIONS } from '@trilha/shared/accounts/messages';
import { keyOfText } from '@trilha/shared/platform/translations';

/** The e-mail field's messages, which accounts/schemas writes inline rather than in a shared table. */
const EMAIL_KEYS: Record<string, string> = {
  'Informe o e-mail': 'auth.errors.emailRequired',
  'E-mail inválido': 'auth.errors.emailInvalid',
};

/** The shared schemas speak Portuguese; these keys let the three languages show the same messages. */
export function fieldErrorKey(message: string): string {
  const key = keyOfText(AUTH_FLOW_TRANSLATIONS, message);
  return key ? `auth.errors.${key}` : (EMAIL_KEYS[message] ?? message);
}
