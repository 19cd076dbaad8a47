import { REMINDER_TRANSLATIONS } from '@trilha/shared/reminders/messages';
import { textsIn } from '@trilha/shared/platform/translations';
import { defineStrings } from '../../lib/locales/types';

/** /lembretes and the mail's way out (docs/reminders.md). Days are JavaScript's: 0 Sunday … 6 Saturday. */
export default defineStrings({
  pt: {
    reminders: {
      messages: textsIn(REMINDER_TRANSLATIONS, 'pt'),
      title: 'Lembrete de estudos',
      intro: 'Escolha os dias e o horário: na hora marcada, enviamos por e-mail a aula para você continuar.',
      enabled: 'Receber lembretes por e-mail',
      days: 'Dias da semana',
      dayShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
      dayLong: ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
      time: 'Horário',
      timezone: 'Fuso horário',
      timezoneHint: 'Detectado pelo seu navegador; mude se estiver estudando em outro lugar.',
      next: 'Próximo lembrete: {{when}}',
      off: 'Os lembretes estão desligados.',
      save: 'Salvar',
      loadFailed: 'Não foi possível carregar seus lembretes.',
      retry: 'Tentar novamente',
      cancelTitle: 'Lembretes de estudo',
    },
  },
  en: {
    reminders: {
      messages: textsIn(REMINDER_TRANSLATIONS, 'en'),
      title: 'Study reminder',
      intro: 'Choose the days and the time: at that time, we e-mail you the lesson to continue.',
      enabled: 'Send me reminders by e-mail',
      days: 'Days of the week',
      dayShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      dayLong: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      time: 'Time',
      timezone: 'Time zone',
      timezoneHint: 'Detected by your browser; change it if you study somewhere else.',
      next: 'Next reminder: {{when}}',
      off: 'Reminders are off.',
      save: 'Save',
      loadFailed: 'Could not load your reminders.',
      retry: 'Try again',
      cancelTitle: 'Study reminders',
    },
  },
  es: {
    reminders: {
      messages: textsIn(REMINDER_TRANSLATIONS, 'es'),
      title: 'Recordatorio de estudios',
      intro: 'Elige los días y la hora: a esa hora, te enviamos por correo la clase para continuar.',
      enabled: 'Recibir recordatorios por correo',
      days: 'Días de la semana',
      dayShort: ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'],
      dayLong: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
      time: 'Hora',
      timezone: 'Zona horaria',
      timezoneHint: 'Detectada por tu navegador; cámbiala si estudias en otro lugar.',
      next: 'Próximo recordatorio: {{when}}',
      off: 'Los recordatorios están desactivados.',
      save: 'Guardar',
      loadFailed: 'No se pudieron cargar tus recordatorios.',
      retry: 'Intentar de nuevo',
      cancelTitle: 'Recordatorios de estudio',
    },
  },
});
