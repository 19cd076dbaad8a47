/**
 * When a study reminder is due (docs/reminders.md; the server schedules with it, the page shows it): the next of the chosen weekdays at the chosen
 * wall-clock time in the student's time zone, strictly after a given instant. Daylight saving is
 * the time zone database's (Intl): "19:00 on Mondays" stays 19:00 on the student's clock across a
 * change. A time the clock skips (02:30 on the night it jumps to 03:00) fires at the same distance
 * after the jump (03:30); a time it repeats fires at its first occurrence.
 */

type Schedule = { days: readonly number[]; time: string; timezone: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The wall clock in `timeZone` at `instant`. */
export function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the clock in `timeZone` shows this date and time. The offset just before and just
 * after a change differ: trying both finds the first occurrence of a repeated time, and for a
 * skipped one the later offset gives the time as far past the jump as it was meant to be.
 */
export function instantOf(date: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): number {
  const local = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const candidates = [offsetAt(local - 86_400_000, timeZone), offsetAt(local + 86_400_000, timeZone)]
    .map((offset) => local - offset)
    .filter((instant) => {
      const c = wallClock(instant, timeZone);
      return c.hour === hour && c.minute === minute && c.day === date.day;
    });
  if (candidates.length > 0) return Math.min(...candidates);
  // Skipped by the clock: the offset in force before the jump, which lands the same distance after it.
  return local - offsetAt(local - 86_400_000, timeZone);
}

/** The next time the reminder is due strictly after `after`, or null when no day is chosen. */
export function nextReminderAt(schedule: Schedule, after: Date): Date | null {
  if (schedule.days.length === 0) return null;
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const today = wallClock(after.getTime(), schedule.timezone);
  // Eight days: today's time may have passed, and a week later is the same weekday again.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const noon = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead, 12));
    const date = { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() };
    if (!schedule.days.includes(noon.getUTCDay())) continue;
    const due = instantOf(date, hour, minute, schedule.timezone);
    if (due > after.getTime()) return new Date(due);
  }
  return null;
}
