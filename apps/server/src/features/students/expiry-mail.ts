import type { Language } from '@trilha/shared/platform/http';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/render';
import type { SchoolMail } from '../../platform/mail/school';

const TEXTS = {
  pt: {
    subject: (product: string, day: string) => `Seu acesso a ${product} termina em ${day}`,
    heading: 'Seu acesso está terminando',
    body: (name: string, product: string, day: string) => [`Olá, ${name}!`, `Seu acesso a ${product} termina em ${day}.`],
    renew: 'Renovar meu acesso',
    school: 'Ir para a escola',
    note: 'Depois dessa data as aulas ficam bloqueadas; o seu progresso continua guardado.',
  },
  en: {
    subject: (product: string, day: string) => `Your access to ${product} ends on ${day}`,
    heading: 'Your access is ending',
    body: (name: string, product: string, day: string) => [`Hello, ${name}!`, `Your access to ${product} ends on ${day}.`],
    renew: 'Renew my access',
    school: 'Go to the school',
    note: 'After that date the lessons are locked; your progress stays saved.',
  },
  es: {
    subject: (product: string, day: string) => `Tu acceso a ${product} termina el ${day}`,
    heading: 'Tu acceso está terminando',
    body: (name: string, product: string, day: string) => [`¡Hola, ${name}!`, `Tu acceso a ${product} termina el ${day}.`],
    renew: 'Renovar mi acceso',
    school: 'Ir a la escuela',
    note: 'Después de esa fecha las clases quedan bloqueadas; tu progreso sigue guardado.',
  },
} as const;

const LOCALE: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB', es: 'es-ES' };

/**
 * The notice a student receives a few days before a product of theirs expires (docs/people-and-access.md
 * "Expiry notice"): the day it ends, and a button to renew where the product (or the school) sells it,
 * else to the school.
 */
export function expiryMail(props: {
  tenantId: number;
  school: SchoolMail;
  student: { name: string; email: string };
  product: { title: string; salesUrl: string | null };
  expiresAt: Date;
  lang: Language;
}): MailMessage {
  const t = TEXTS[props.lang];
  const day = props.expiresAt.toLocaleDateString(LOCALE[props.lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });
  const subject = t.subject(props.product.title, day);
  const renew = props.product.salesUrl && /^https?:\/\//.test(props.product.salesUrl) ? props.product.salesUrl : null;
  const body = renderMail({
    schoolName: props.school.name,
    lang: props.lang,
    heading: t.heading,
    paragraphs: t.body(props.student.name, props.product.title, day),
    action: renew ? { label: t.renew, url: renew } : { label: t.school, url: `${props.school.origin}/homepage` },
    note: t.note,
    color: props.school.color,
  });
  return { tenantId: props.tenantId, to: props.student.email, fromName: props.school.name, subject, ...body };
}
