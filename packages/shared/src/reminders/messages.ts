import type { Translations } from '../platform/translations';
import { REMINDER_MESSAGES as M } from './constants';

/** The reminders' messages in pt (REMINDER_MESSAGES), en and es: the server's replies and the web's texts. */
export const REMINDER_TRANSLATIONS = {
  saved: { pt: M.saved, en: 'Reminders saved successfully!', es: '¡Recordatorios guardados con éxito!' },
  failed: { pt: M.failed, en: 'Could not save the reminders', es: 'Error al guardar los recordatorios' },
  daysRequired: { pt: M.daysRequired, en: 'Choose at least one day', es: 'Elige al menos un día' },
  timeInvalid: { pt: M.timeInvalid, en: 'Enter a valid time (HH:MM)', es: 'Introduce una hora válida (HH:MM)' },
  timezoneInvalid: { pt: M.timezoneInvalid, en: 'Invalid time zone', es: 'Zona horaria inválida' },
  unsubscribed: {
    pt: M.unsubscribed,
    en: 'Done! You will not receive study reminders anymore.',
    es: '¡Listo! Ya no recibirás recordatorios de estudio.',
  },
  linkInvalid: { pt: M.linkInvalid, en: 'This unsubscribe link is not valid.', es: 'Este enlace de cancelación no es válido.' },
} as const satisfies Translations<typeof M>;
