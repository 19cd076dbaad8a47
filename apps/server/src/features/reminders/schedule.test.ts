import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReminderAt, wallClock } from '@trilha/shared/reminders/schedule';

const at = (iso: string) => new Date(iso);
const ZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/Lisbon', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];

describe('nextReminderAt', () => {
  it('the next chosen weekday at the wall-clock time, strictly after the instant', () => {
    // Thursday 2026-11-26 18:00 in São Paulo (UTC-3, no daylight saving since 2019).
    const schedule = { days: [1, 4], time: '19:00', timezone: 'America/Sao_Paulo' };
    expect(nextReminderAt(schedule, at('2026-11-26T21:00:00Z'))?.toISOString()).toBe('2026-11-26T22:00:00.000Z');
    // At 19:00 sharp it is due next Monday, not again now.
    expect(nextReminderAt(schedule, at('2026-11-26T22:00:00Z'))?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(nextReminderAt({ ...schedule, days: [] }, at('2026-11-26T21:00:00Z'))).toBeNull();
  });

  it('keeps the wall-clock time across daylight saving changes (New York, March and November 2026)', () => {
    const sundays = { days: [0], time: '09:00', timezone: 'America/New_York' };
    // 1 March is EST (UTC-5); 8 March, after the jump, EDT (UTC-4).
    expect(nextReminderAt(sundays, at('2026-02-28T12:00:00Z'))?.toISOString()).toBe('2026-03-01T14:00:00.000Z');
    expect(nextReminderAt(sundays, at('2026-03-02T12:00:00Z'))?.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    // Back to EST on 1 November.
    expect(nextReminderAt(sundays, at('2026-10-26T12:00:00Z'))?.toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('a time the clock skips fires as far after the jump; a repeated time fires once, at its first occurrence', () => {
    // 8 March 2026, New York: 02:00 jumps to 03:00, so 02:30 is 03:30 EDT (07:30Z).
    const skipped = { days: [0], time: '02:30', timezone: 'America/New_York' };
    expect(nextReminderAt(skipped, at('2026-03-07T12:00:00Z'))?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 1 November 2026: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    const repeated = { days: [0], time: '01:30', timezone: 'America/New_York' };
    const first = nextReminderAt(repeated, at('2026-10-31T12:00:00Z'))!;
    expect(first.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // After the first, the next is a week later, not the repeat an hour on.
    expect(nextReminderAt(repeated, first)?.toISOString()).toBe('2026-11-08T06:30:00.000Z');
  });

  it('for any zone, days and time: due within a week, on a chosen day, at the time (unless the clock skipped it)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        (timezone, days, hour, minute, after) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const due = nextReminderAt({ days, time, timezone }, after)!;
          expect(due.getTime()).toBeGreaterThan(after.getTime());
          expect(due.getTime() - after.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 2 * 3_600_000);
          const clock = wallClock(due.getTime(), timezone);
          const onTime = clock.hour === hour && clock.minute === minute;
          // A skipped time lands just after the jump, on the chosen day, within the jump's size (at most 1 h here).
          const minutesLate = (clock.hour - hour) * 60 + (clock.minute - minute);
          expect(onTime || (minutesLate > 0 && minutesLate <= 60), `${timezone} ${time} → ${due.toISOString()}`).toBe(true);
          expect(days).toContain(clock.weekday);
        },
      ),
      { numRuns: 500 },
    );
  });
});
