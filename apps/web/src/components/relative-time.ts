const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Spec 000 §9 "Relative time", in the reader's language (Intl) and time zone (CONTRACT "Time": no
 * +3 h shift): under a minute "agora", under 60 minutes minutes ("há 5 minutos"), under 24 hours
 * hours, under 2 days "há 1 dia", under 365 days day and month ("12 de mar."), else day, month
 * and year. A time a little ahead of this clock (the server's clock) reads as now.
 */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const elapsed = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  // "1 day", not "yesterday": the spec counts 24 to 48 hours as one day, whatever the calendar says.
  if (elapsed < 2 * DAY) return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-1, 'day');
  if (elapsed < 365 * DAY) return date.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The full date and time, for the tooltip of a relative one. */
export const fullDate = (date: Date, locale: string) => date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
