/**
 * The live form's date-time pickers are native `datetime-local` inputs (no @mantine/dates here): they
 * hold a wall-clock time without a zone, read in this browser's zone and sent with its offset.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-25T19:30` (this browser's time) -> `2026-11-25T19:30:00-03:00`; '' when not a time. */
export function localToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant (ISO or Date) -> the `datetime-local` value showing it in this browser's time. */
export function toLocalInput(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new live starts at the next quarter hour and lasts one hour. */
export function defaultLiveWindow(now = new Date()): { starts_at: string; ends_at: string } {
  const start = new Date(now);
  start.setSeconds(0, 0);
  start.setMinutes(Math.ceil((start.getMinutes() + 1) / 15) * 15);
  const end = new Date(start.getTime() + 3600_000);
  return { starts_at: toLocalInput(start), ends_at: toLocalInput(end) };
}
