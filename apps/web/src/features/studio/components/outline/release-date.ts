/**
 * A release date is picked as a day (a native date input: no @mantine/dates here) and sent as the
 * start of that day in this browser's time, with its offset, as the server's schema asks.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-01` -> `2026-12-01T00:00:00-03:00` (this browser's midnight); null when not a day. */
export function dayToIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  if (Number.isNaN(date.getTime()) || date.getDate() !== d) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant -> the day it falls on in this browser's time, as a date input holds it. */
export function isoToDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
