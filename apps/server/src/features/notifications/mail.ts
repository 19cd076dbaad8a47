import type { PreferenceKind } from '@trilha/shared/notifications/constants';
import { notificationPaths } from '@trilha/shared/notifications/paths';
import type { Language } from '@trilha/shared/platform/http';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/render';
import type { SchoolMail } from '../../platform/mail/school';
import { listUnsubscribeHeaders } from '../../platform/mail/unsubscribe';

/** What a digest's token turns off: one kind's E-mail switch, or all four (`notifications`) when the digest mixes kinds. */
export type MailTopic = PreferenceKind | 'notifications';

/** A digest lists at most this many lines; the rest are "e mais N" (all stay on /notifications). */
const DIGEST_LINES = 20;

type Person = { name: string };
/** One notification's line, from its stored payload (spec 000 §3; test/notification-rows.ts shows the shapes). */
export type DigestItem =
  | { type: 'community_like'; name: string; title: string; others: number; url: string }
  | { type: 'community_comment' | 'community_reply'; name: string; url: string }
  | { type: 'community_post' | 'doubt'; name: string; title: string; url: string };

/** A post may have no title: its sentence then names none, never empty quotes. */
const quoted = (title: string) => (title.trim() ? ` “${title}”` : '');

const TEXTS = {
  pt: {
    like: (n: string, t: string) => `${n} curtiu seu post${quoted(t)}`,
    likeOthers: (n: string, c: number, t: string) => `${n} e mais ${c} ${c === 1 ? 'pessoa' : 'pessoas'} curtiram seu post${quoted(t)}`,
    comment: (n: string) => `${n} comentou no seu post`,
    reply: (n: string) => `${n} respondeu ao seu comentário`,
    post: (n: string, t: string) => `${n} publicou${quoted(t)} na comunidade`,
    doubt: (n: string, t: string) => `${n} respondeu sua dúvida na aula “${t}”`,
    subject: (count: number, school: string) => `${count} novas notificações em ${school}`,
    heading: (name: string) => `Olá, ${name}! Veja o que aconteceu enquanto você estava fora:`,
    more: (count: number) => `e mais ${count}`,
    button: 'Ver notificações',
    why: 'Você recebe este e-mail porque as notificações por e-mail estão ligadas nas suas preferências.',
    unsubscribe: {
      like: 'Não quero mais receber e-mails de curtidas',
      comment: 'Não quero mais receber e-mails de comentários',
      reply: 'Não quero mais receber e-mails de respostas',
      post: 'Não quero mais receber e-mails de novos posts',
      notifications: 'Não quero mais receber e-mails de notificações',
    },
    unsubscribed: 'Pronto! Você não receberá mais estes e-mails de notificação.',
    linkInvalid: 'Este link de cancelamento não é válido.',
  },
  en: {
    like: (n: string, t: string) => `${n} liked your post${quoted(t)}`,
    likeOthers: (n: string, c: number, t: string) => `${n} and ${c} other ${c === 1 ? 'person' : 'people'} liked your post${quoted(t)}`,
    comment: (n: string) => `${n} commented on your post`,
    reply: (n: string) => `${n} replied to your comment`,
    post: (n: string, t: string) => `${n} posted${quoted(t)} in the community`,
    doubt: (n: string, t: string) => `${n} answered your question in the lesson “${t}”`,
    subject: (count: number, school: string) => `${count} new notifications at ${school}`,
    heading: (name: string) => `Hi, ${name}! Here is what happened while you were away:`,
    more: (count: number) => `and ${count} more`,
    button: 'See notifications',
    why: 'You get this e-mail because e-mail notifications are on in your preferences.',
    unsubscribe: {
      like: 'Stop e-mailing me about likes',
      comment: 'Stop e-mailing me about comments',
      reply: 'Stop e-mailing me about replies',
      post: 'Stop e-mailing me about new posts',
      notifications: 'Stop e-mailing me notifications',
    },
    unsubscribed: 'Done! You will not receive these notification e-mails anymore.',
    linkInvalid: 'This unsubscribe link is not valid.',
  },
  es: {
    like: (n: string, t: string) => `A ${n} le gustó tu publicación${quoted(t)}`,
    likeOthers: (n: string, c: number, t: string) =>
      `A ${n} y a ${c} ${c === 1 ? 'persona' : 'personas'} más les gustó tu publicación${quoted(t)}`,
    comment: (n: string) => `${n} comentó en tu publicación`,
    reply: (n: string) => `${n} respondió a tu comentario`,
    post: (n: string, t: string) => `${n} publicó${quoted(t)} en la comunidad`,
    doubt: (n: string, t: string) => `${n} respondió tu duda en la clase “${t}”`,
    subject: (count: number, school: string) => `${count} notificaciones nuevas en ${school}`,
    heading: (name: string) => `¡Hola, ${name}! Esto es lo que pasó mientras no estabas:`,
    more: (count: number) => `y ${count} más`,
    button: 'Ver notificaciones',
    why: 'Recibes este correo porque las notificaciones por correo están activadas en tus preferencias.',
    unsubscribe: {
      like: 'No quiero recibir más correos de me gusta',
      comment: 'No quiero recibir más correos de comentarios',
      reply: 'No quiero recibir más correos de respuestas',
      post: 'No quiero recibir más correos de nuevas publicaciones',
      notifications: 'No quiero recibir más correos de notificaciones',
    },
    unsubscribed: '¡Listo! Ya no recibirás estos correos de notificación.',
    linkInvalid: 'Este enlace de cancelación no es válido.',
  },
} as const;

/** The unsubscribe route's replies, in the request's language. */
export const unsubscribeText = (lang: Language, key: 'unsubscribed' | 'linkInvalid') => TEXTS[lang][key];

/** The sentence of a line: the same words as the web's feed (features/notifications/locales.ts there). */
function sentenceOf(item: DigestItem, lang: Language): string {
  const t = TEXTS[lang];
  switch (item.type) {
    case 'community_like':
      return item.others > 0 ? t.likeOthers(item.name, item.others, item.title) : t.like(item.name, item.title);
    case 'community_comment':
      return t.comment(item.name);
    case 'community_reply':
      return t.reply(item.name);
    case 'community_post':
      return t.post(item.name, item.title);
    case 'doubt':
      return t.doubt(item.name, item.title);
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const nameOf = (person: unknown) => str((person as Person | null)?.name);

/**
 * A stored row as a line, reading the payload the fan-out wrote (`data`, spec 000 §3). Null for a
 * type this digest does not know (none today: the table's check lists the five).
 */
export function digestItem(row: { type: string; data: unknown; redirectUrl: string; othersCount: number }): DigestItem | null {
  const d = (row.data ?? {}) as Record<string, unknown>;
  const url = row.redirectUrl;
  switch (row.type) {
    case 'community_like': {
      const like = (d.owner_like ?? {}) as { user?: unknown; post?: { title?: unknown } };
      return { type: 'community_like', name: nameOf(like.user), title: str(like.post?.title), others: row.othersCount, url };
    }
    case 'community_comment':
    case 'community_reply':
      return { type: row.type, name: nameOf(d.user), url };
    case 'community_post':
      return { type: 'community_post', name: nameOf(d.user), title: str(d.title), url };
    case 'doubt':
      return { type: 'doubt', name: nameOf(d.response_owner), title: str((d.lesson as { title?: unknown } | undefined)?.title), url };
    default:
      return null;
  }
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** redirect_url is a path of the school's site (docs/notifications.md); anything else goes to the notifications page. */
const linkOf = (origin: string, path: string) =>
  path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : `${origin}/notifications`;

/**
 * The notification digest (docs/notifications.md "E-mail"): who did what, newest first, each line
 * linking to what it is about, at most DIGEST_LINES then "e mais N", a button to /notifications,
 * in the school's name and colour and the student's language, and the one-click way out of what
 * the token's topic names (header and footer link).
 */
export function digestMail(props: {
  tenantId: number;
  school: SchoolMail;
  student: { name: string; email: string };
  lang: Language;
  items: DigestItem[];
  topic: MailTopic;
  unsubscribeToken: string;
}): MailMessage {
  const t = TEXTS[props.lang];
  const { origin } = props.school;
  const token = encodeURIComponent(props.unsubscribeToken);
  const shown = props.items.slice(0, DIGEST_LINES);
  const rest = props.items.length - shown.length;
  const lines = shown.map((item) => ({ text: sentenceOf(item, props.lang), url: linkOf(origin, item.url) }));
  if (rest > 0) lines.push({ text: t.more(rest), url: `${origin}/notifications` });
  const [first] = props.items;
  const subject = props.items.length === 1 && first ? sentenceOf(first, props.lang) : t.subject(props.items.length, props.school.name);
  const body = renderMail({
    schoolName: props.school.name,
    lang: props.lang,
    heading: t.heading(firstName(props.student.name)),
    paragraphs: [],
    lines,
    action: { label: t.button, url: `${origin}/notifications` },
    note: t.why,
    color: props.school.color,
    unsubscribe: { label: t.unsubscribe[props.topic], url: `${origin}/notificacoes/cancelar?token=${token}` },
  });
  return {
    tenantId: props.tenantId,
    to: props.student.email,
    fromName: props.school.name,
    subject,
    ...body,
    headers: listUnsubscribeHeaders(`${origin}${notificationPaths.unsubscribe({}, { token: props.unsubscribeToken })}`),
  };
}
