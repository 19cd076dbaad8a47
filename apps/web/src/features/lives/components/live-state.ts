import type { WatchLive } from '@trilha/shared/lesson-page/schemas';

export type LiveState = 'upcoming' | 'onAir' | 'ended';

/** Where a live stands at `now` (start inclusive, end exclusive, as the server's has-live). */
export function liveState(live: Pick<WatchLive, 'starts_at' | 'ends_at'>, now: number): LiveState {
  if (now < Date.parse(live.starts_at)) return 'upcoming';
  return now < Date.parse(live.ends_at) ? 'onAir' : 'ended';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "em 2 horas", "in 5 minutes", "dentro de 3 días": the largest whole unit, at least one minute. */
export function startsInWords(startsAt: string, now: number, lang: string): string {
  const ms = Math.max(Date.parse(startsAt) - now, 60_000);
  const [unit, size] = UNITS.find(([, size]) => ms >= size) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(Math.round(ms / size), unit);
}

/** "quinta-feira, 27 de novembro, 20:00" in the reader's language. */
export const dateInWords = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** "22:59" (or "10:59 PM") in the reader's language. */
export const timeInWords = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
