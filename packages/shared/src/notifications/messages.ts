import type { Translations } from '../platform/translations';
import { NOTIFICATION_MESSAGES as M } from './constants';

/** The notifications' messages in pt (NOTIFICATION_MESSAGES), en and es: the server's replies and the web's texts. */
export const NOTIFICATION_TRANSLATIONS = {
  markedRead: { pt: M.markedRead, en: 'Notification marked as read.', es: 'Notificación marcada como leída.' },
  preferencesSaved: { pt: M.preferencesSaved, en: 'Settings saved successfully!', es: '¡Configuración guardada con éxito!' },
  preferencesFailed: { pt: M.preferencesFailed, en: 'Could not save the settings', es: 'Error al guardar la configuración' },
  empty: { pt: M.empty, en: 'You have no notifications at the moment.', es: 'No tienes notificaciones en este momento.' },
  noCommunities: { pt: M.noCommunities, en: 'No communities found', es: 'No se encontraron comunidades' },
  markReadBody: { pt: M.markReadBody, en: 'Send ids or all: true', es: 'Envía ids o all: true' },
} as const satisfies Translations<typeof M>;
