/** The login page's constants and messages, zod-free: the public login screen reads them on first load. */

/** Spec 002 §3 and §9: the three login themes. */
export const LOGIN_THEMES = [1, 2, 3] as const;

/** Spec 002 §3 and §9: where the card sits on wide screens. */
export const loginPlacements = ['left', 'center', 'right'] as const;
export type LoginPlacement = (typeof loginPlacements)[number];

/** Spec 002 §3: the default title of a school's login page. */
export const DEFAULT_LOGIN_TEXT = 'Faça login';

/**
 * The card's default title (shown while the school keeps DEFAULT_LOGIN_TEXT) and the line under it,
 * per language: the app's strings, and the server's first drawing of /login says the same words.
 */
export const LOGIN_CARD_TEXTS = {
  pt: { title: DEFAULT_LOGIN_TEXT, subtitle: 'Acesse sua conta para continuar aprendendo.' },
  en: { title: 'Sign in', subtitle: 'Access your account to keep learning.' },
  es: { title: 'Inicia sesión', subtitle: 'Accede a tu cuenta para seguir aprendiendo.' },
} as const;

/** Spec 002 §9: the overlay opacity slider. */
export const OVERLAY_MIN = 0;
export const OVERLAY_MAX = 100;
export const OVERLAY_STEP = 10;

/** Spec 002 §8: the section's toasts. */
export const LOGIN_PAGE_SAVED = 'Configurações salvas com sucesso!';

/** Texts of the rules; the CTA pair is spec 002 §5 word for word (title, then the advice). */
export const LOGIN_PAGE_MESSAGES = {
  ctaTitleMissing: 'Adicione um titulo para o botão personalizado',
  ctaLinkMissing: 'Adicione o link para o botão personalizado',
  ctaLinkInvalid: 'Informe um link válido, começando com http:// ou https://',
  loginTextRequired: 'Informe o título da página de login',
  redirectRequired: 'Informe para onde o aluno vai depois do login',
  redirectInvalid: 'Use um caminho deste site começando com / ou um endereço http(s)',
  bannerInvalid: 'Envie a imagem de fundo pelo campo de upload',
  themeInvalid: 'Escolha um dos três modelos',
  placementInvalid: 'Escolha esquerda, centro ou direita',
  opacityInvalid: 'A opacidade vai de 0 a 100, de 10 em 10',
} as const;

/** A path on this site: "//host" and "/\host" are other origins to a browser, so they are not. */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  try {
    return new URL(value, 'http://same.invalid').origin === 'http://same.invalid';
  } catch {
    return false;
  }
}
