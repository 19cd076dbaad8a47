/** Study reminders (/lembretes, CONTRACT "Study reminders"; docs/reminders.md). */

/** Days as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const REMINDER_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A new student's form: weekdays at 19:00, off until they turn it on. */
export const REMINDER_DEFAULTS = { enabled: false, days: [1, 2, 3, 4, 5], time: '19:00' } as const;

export const REMINDER_MESSAGES = {
  saved: 'Lembretes salvos com sucesso!',
  failed: 'Erro ao salvar os lembretes',
  daysRequired: 'Escolha ao menos um dia',
  timeInvalid: 'Informe um horário válido (HH:MM)',
  timezoneInvalid: 'Fuso horário inválido',
  unsubscribed: 'Pronto! Você não receberá mais lembretes de estudo.',
  linkInvalid: 'Este link de cancelamento não é válido.',
} as const;
