import { z } from 'zod';
import { idParam } from '../platform/http';
import { REMINDER_MESSAGES as M } from './constants';

export * from './constants';

/** An IANA time zone this runtime knows ("America/Sao_Paulo"). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const reminderParams = z.object({ tenant: idParam });

/** CONTRACT "Study reminders": `{ enabled, days: [0-6], time: "HH:MM", timezone }`, both ways. */
export const reminders = z
  .object({
    enabled: z.boolean(),
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeInvalid }),
    timezone: z.string().refine(isTimeZone, { error: M.timezoneInvalid }),
  })
  .refine((r) => !r.enabled || r.days.length > 0, { error: M.daysRequired, path: ['days'] });
export type Reminders = z.infer<typeof reminders>;
/** The reply: what was saved, as saved (the body's checks and clean-up already ran). */
export const remindersReply = z.object({
  enabled: z.boolean(),
  days: z.array(z.number().int().min(0).max(6)),
  time: z.string(),
  timezone: z.string(),
});
export type RemindersInput = z.input<typeof reminders>;
