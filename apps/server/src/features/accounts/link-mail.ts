import { AUTH_FLOW_TRANSLATIONS } from '@trilha/shared/accounts/messages';
import { AUTH_LINK_MINUTES } from '@trilha/shared/accounts/auth-flows';
import type { Language } from '@trilha/shared/platform/http';
import { WELCOME_LINK_DAYS } from '@trilha/shared/students/constants';
import { renderMail, type MailContent } from '../../platform/mail/render';
import type { TokenPurpose } from './tokens';

/** The words of the three e-mails, in the reader's language (the flows' replies come from AUTH_FLOW_TRANSLATIONS). */
const words = {
  pt: {
    magic: {
      subject: (school: string) => `Seu link de acesso a ${school}`,
      heading: 'Seu link de acesso',
      paragraphs: (name: string) => [
        `Olá, ${name}!`,
        'Use o botão abaixo para entrar na sua conta. Na página que abrir, confirme em "Entrar na minha conta".',
      ],
      action: 'Entrar na minha conta',
    },
    reset: {
      subject: (school: string) => `Redefinição de senha em ${school}`,
      heading: 'Redefina sua senha',
      paragraphs: (name: string) => [
        `Olá, ${name}!`,
        'Recebemos um pedido para redefinir a senha da sua conta. Use o botão abaixo para escolher uma nova senha.',
      ],
      action: 'Redefinir minha senha',
    },
    welcome: {
      subject: (school: string) => `Boas-vindas a ${school}`,
      heading: 'Sua conta está pronta',
      paragraphs: (name: string) => [
        `Olá, ${name}!`,
        'Você recebeu acesso à escola. Use o botão abaixo para entrar; no primeiro acesso você escolhe a sua senha.',
      ],
      action: 'Acessar minha conta',
    },
    signup: {
      subject: (school: string) => `Confirme seu cadastro em ${school}`,
      heading: 'Confirme seu e-mail',
      paragraphs: (name: string) => [
        `Olá, ${name}!`,
        'Recebemos o seu cadastro. Use o botão abaixo para confirmar o e-mail e começar; sem a confirmação a conta não é criada.',
      ],
      action: 'Confirmar e começar',
    },
    staff: {
      subject: (school: string) => `Você entrou para a equipe de ${school}`,
      heading: 'Convite para a equipe',
      paragraphs: (name: string) => [
        `Olá, ${name}!`,
        'Você foi convidado para a equipe da escola. Use o botão abaixo para entrar; se ainda não tem senha, você escolhe uma no primeiro acesso.',
      ],
      action: 'Entrar na escola',
    },
    note: `O link expira em ${AUTH_LINK_MINUTES} minutos e só pode ser usado uma vez. Se você não pediu, ignore este e-mail.`,
    welcomeNote: `O link vale por ${WELCOME_LINK_DAYS} dias e só pode ser usado uma vez. Depois disso, use “Esqueci minha senha” na página de entrada.`,
  },
  en: {
    magic: {
      subject: (school: string) => `Your sign-in link for ${school}`,
      heading: 'Your sign-in link',
      paragraphs: (name: string) => [
        `Hello, ${name}!`,
        'Use the button below to sign in to your account. On the page that opens, confirm with "Sign in to my account".',
      ],
      action: 'Sign in to my account',
    },
    reset: {
      subject: (school: string) => `Password reset at ${school}`,
      heading: 'Reset your password',
      paragraphs: (name: string) => [
        `Hello, ${name}!`,
        'We received a request to reset your account password. Use the button below to choose a new password.',
      ],
      action: 'Reset my password',
    },
    welcome: {
      subject: (school: string) => `Welcome to ${school}`,
      heading: 'Your account is ready',
      paragraphs: (name: string) => [
        `Hello, ${name}!`,
        'You have been given access to the school. Use the button below to sign in; the first time, you choose your password.',
      ],
      action: 'Open my account',
    },
    signup: {
      subject: (school: string) => `Confirm your sign-up at ${school}`,
      heading: 'Confirm your e-mail',
      paragraphs: (name: string) => [
        `Hello, ${name}!`,
        'We received your sign-up. Use the button below to confirm your e-mail and get started; without it the account is not created.',
      ],
      action: 'Confirm and start',
    },
    staff: {
      subject: (school: string) => `You joined the staff of ${school}`,
      heading: 'Invitation to the staff',
      paragraphs: (name: string) => [
        `Hello, ${name}!`,
        'You were invited to the school’s staff. Use the button below to sign in; if you have no password yet, you choose one the first time.',
      ],
      action: 'Open the school',
    },
    note: `The link expires in ${AUTH_LINK_MINUTES} minutes and works only once. If you did not ask for it, ignore this e-mail.`,
    welcomeNote: `The link is valid for ${WELCOME_LINK_DAYS} days and works only once. After that, use “Forgot my password” on the sign-in page.`,
  },
  es: {
    magic: {
      subject: (school: string) => `Tu enlace de acceso a ${school}`,
      heading: 'Tu enlace de acceso',
      paragraphs: (name: string) => [
        `¡Hola, ${name}!`,
        'Usa el botón de abajo para entrar en tu cuenta. En la página que se abra, confirma con "Entrar en mi cuenta".',
      ],
      action: 'Entrar en mi cuenta',
    },
    reset: {
      subject: (school: string) => `Restablecimiento de contraseña en ${school}`,
      heading: 'Restablece tu contraseña',
      paragraphs: (name: string) => [
        `¡Hola, ${name}!`,
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Usa el botón de abajo para elegir una nueva contraseña.',
      ],
      action: 'Restablecer mi contraseña',
    },
    welcome: {
      subject: (school: string) => `Bienvenida a ${school}`,
      heading: 'Tu cuenta está lista',
      paragraphs: (name: string) => [
        `¡Hola, ${name}!`,
        'Has recibido acceso a la escuela. Usa el botón de abajo para entrar; la primera vez eliges tu contraseña.',
      ],
      action: 'Acceder a mi cuenta',
    },
    signup: {
      subject: (school: string) => `Confirma tu registro en ${school}`,
      heading: 'Confirma tu correo',
      paragraphs: (name: string) => [
        `¡Hola, ${name}!`,
        'Recibimos tu registro. Usa el botón de abajo para confirmar tu correo y empezar; sin la confirmación la cuenta no se crea.',
      ],
      action: 'Confirmar y empezar',
    },
    staff: {
      subject: (school: string) => `Entraste en el equipo de ${school}`,
      heading: 'Invitación al equipo',
      paragraphs: (name: string) => [
        `¡Hola, ${name}!`,
        'Te invitaron al equipo de la escuela. Usa el botón de abajo para entrar; si aún no tienes contraseña, eliges una la primera vez.',
      ],
      action: 'Entrar en la escuela',
    },
    note: `El enlace caduca en ${AUTH_LINK_MINUTES} minutos y solo se puede usar una vez. Si no lo pediste, ignora este correo.`,
    welcomeNote: `El enlace vale ${WELCOME_LINK_DAYS} días y solo se puede usar una vez. Después, usa “Olvidé mi contraseña” en la página de acceso.`,
  },
} satisfies Record<Language, unknown>;

export type FlowMessage = 'magicLinkSent' | 'resetLinkSent' | 'invalidLink';
export const flowMessage = (lang: Language, key: FlowMessage): string => AUTH_FLOW_TRANSLATIONS[key][lang];

/**
 * Where each link opens in the web app: a page with a button, so opening the link spends nothing.
 * The welcome mail's is a sign-in link of the magic link's kind (CONTRACT "Products, students and access").
 */
const PAGE: Record<TokenPurpose, string> = {
  magic: '/login/magic',
  reset: '/redefinir-senha',
  welcome: '/login/magic',
  signup: '/login/magic',
};

/** The mail's words: its token's purpose, or `staff`, a welcome link that says the person joined the staff. */
export type LinkMailKind = TokenPurpose | 'staff';

export function renderLinkMail(props: {
  purpose: TokenPurpose;
  /** Words other than the purpose's own (a staff invitation's welcome link). */
  kind?: LinkMailKind;
  lang: Language;
  schoolName: string;
  userName: string;
  /** One of the school's known origins (platform/origins.ts linkOrigin), never the request's Host. */
  origin: string;
  token: string;
}): { subject: string; action: { url: string } } & ReturnType<typeof renderMail> {
  const w = words[props.lang];
  const kind = w[props.kind ?? props.purpose];
  const url = `${props.origin}${PAGE[props.purpose]}?token=${encodeURIComponent(props.token)}`;
  const content: MailContent = {
    schoolName: props.schoolName,
    lang: props.lang,
    heading: kind.heading,
    paragraphs: kind.paragraphs(props.userName),
    action: { label: kind.action, url },
    note: props.purpose === 'welcome' || props.purpose === 'signup' ? w.welcomeNote : w.note,
  };
  return { subject: kind.subject(props.schoolName), action: { url }, ...renderMail(content) };
}
