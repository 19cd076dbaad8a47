type Unit = Intl.RelativeTimeFormatUnit;

/** Past the first bound of each step, the next unit reads better ("há 3 semanas", not "há 21 dias"). */
const STEPS: [limitSeconds: number, unit: Unit, seconds: number][] = [
  [60, 'second', 1],
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [604_800, 'day', 86_400],
  [2_629_800, 'week', 604_800],
  [31_557_600, 'month', 2_629_800],
  [Infinity, 'year', 31_557_600],
];

/**
 * "agora", "há 5 minutos", "ontem", "há 3 semanas" in the reader's language (Intl). Under a minute
 * reads as now; a time a little ahead of this clock (the server's clock) reads as now too.
 */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const elapsed = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < 60) return format.format(0, 'second');
  const [, unit, seconds] = STEPS.find(([limit]) => elapsed < limit) ?? [Infinity, 'year', 31_557_600];
  return format.format(-Math.floor(elapsed / seconds), unit);
}

/** The full date and time, for the tooltip of a relative one. */
export const fullDate = (date: Date, locale: string) => date.toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
