import type { Language } from '@trilha/shared/platform/http';
import { reminderPaths } from '@trilha/shared/reminders/paths';
import type { MailMessage } from '../../platform/mail/mailer';
import { renderMail } from '../../platform/mail/render';
import type { SchoolMail } from '../../platform/mail/school';
import { listUnsubscribeHeaders } from '../../platform/mail/unsubscribe';
import type { LessonToContinue } from '../catalog/public';

const TEXTS = {
  pt: {
    subject: (name: string) => `Hora de estudar, ${name}!`,
    lesson: (l: LessonToContinue) => `Continue de onde parou: “${l.title}”, do curso ${l.courseTitle}.`,
    noLesson: 'Que tal reservar alguns minutos para os seus estudos hoje?',
    why: 'Você pediu este lembrete nos seus lembretes de estudo.',
    continue: 'Continuar aula',
    school: 'Ir para a escola',
    unsubscribe: 'Não quero mais receber lembretes de estudo',
  },
  en: {
    subject: (name: string) => `Time to study, ${name}!`,
    lesson: (l: LessonToContinue) => `Pick up where you left off: “${l.title}”, from ${l.courseTitle}.`,
    noLesson: 'How about a few minutes of study today?',
    why: 'You asked for this reminder in your study reminders.',
    continue: 'Continue the lesson',
    school: 'Go to the school',
    unsubscribe: 'Stop sending me study reminders',
  },
  es: {
    subject: (name: string) => `¡Hora de estudiar, ${name}!`,
    lesson: (l: LessonToContinue) => `Continúa donde lo dejaste: “${l.title}”, del curso ${l.courseTitle}.`,
    noLesson: '¿Qué tal reservar unos minutos para estudiar hoy?',
    why: 'Pediste este recordatorio en tus recordatorios de estudio.',
    continue: 'Continuar la clase',
    school: 'Ir a la escuela',
    unsubscribe: 'No quiero recibir más recordatorios de estudio',
  },
} as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The reminder mail (docs/reminders.md): the lesson to pick up with a button to it, in the school's
 * name and colour and the student's language, and a one-click way out (header and footer link).
 */
export function reminderMail(props: {
  tenantId: number;
  school: SchoolMail;
  student: { name: string; email: string };
  lang: Language;
  lesson: LessonToContinue | null;
  unsubscribeToken: string;
}): MailMessage {
  const t = TEXTS[props.lang];
  const { origin } = props.school;
  const lessonUrl = props.lesson
    ? `${origin}/curso/${props.lesson.courseId}/${encodeURIComponent(props.lesson.slug)}/${props.lesson.lessonId}`
    : `${origin}/homepage`;
  const token = encodeURIComponent(props.unsubscribeToken);
  const subject = t.subject(firstName(props.student.name));
  const body = renderMail({
    schoolName: props.school.name,
    lang: props.lang,
    heading: subject,
    paragraphs: [props.lesson ? t.lesson(props.lesson) : t.noLesson],
    action: { label: props.lesson ? t.continue : t.school, url: lessonUrl },
    note: t.why,
    color: props.school.color,
    unsubscribe: { label: t.unsubscribe, url: `${origin}/lembretes/cancelar?token=${token}` },
  });
  return {
    tenantId: props.tenantId,
    to: props.student.email,
    fromName: props.school.name,
    subject,
    ...body,
    headers: listUnsubscribeHeaders(`${origin}${reminderPaths.unsubscribe({}, { token: props.unsubscribeToken })}`),
  };
}
