import { describe, expect, it } from 'vitest';
import { clockSkew, crossedThreshold, formatRemaining, remainingMs } from './timer';

const at = (iso: string) => Date.parse(iso);

describe('the attempt clock (issue 18: the deadline is the server’s)', () => {
  it('counts from deadline − server_now, whatever the browser’s own clock says', () => {
    const deadline = '2026-11-26T10:15:00.000Z';
    const serverNow = '2026-11-26T10:00:00.000Z';
    // This browser's clock runs 7 minutes behind the server's.
    const received = at('2026-11-26T09:53:00.000Z');
    const skew = clockSkew(serverNow, received);
    expect(skew).toBe(7 * 60_000);
    expect(remainingMs(deadline, skew, received)).toBe(15 * 60_000);
    expect(remainingMs(deadline, skew, received + 90_000)).toBe(13.5 * 60_000);
  });

  it('a reload (a new server_now, a new local time) shows the same remaining time', () => {
    const deadline = '2026-11-26T10:15:00.000Z';
    // First load: 5 minutes in; the browser is 2 minutes ahead.
    const first = clockSkew('2026-11-26T10:05:00.000Z', at('2026-11-26T10:07:00.000Z'));
    const firstLeft = remainingMs(deadline, first, at('2026-11-26T10:07:00.000Z'));
    // The reload, 40 s later by the server, after the browser's clock was corrected by 3 minutes.
    const second = clockSkew('2026-11-26T10:05:40.000Z', at('2026-11-26T10:04:40.000Z'));
    const secondLeft = remainingMs(deadline, second, at('2026-11-26T10:04:40.000Z'));
    expect(firstLeft).toBe(10 * 60_000);
    expect(secondLeft).toBe(firstLeft - 40_000);
  });

  it('a tab whose timers were slowed reads the right time when it ticks again (no counting down)', () => {
    const skew = clockSkew('2026-11-26T10:00:00.000Z', at('2026-11-26T10:00:00.000Z'));
    // One tick, then nothing for 4 minutes: the next reading is exact.
    expect(remainingMs('2026-11-26T10:05:00.000Z', skew, at('2026-11-26T10:04:00.000Z'))).toBe(60_000);
  });

  it('never goes below zero, and a deadline that cannot be read is over', () => {
    expect(remainingMs('2026-11-26T10:00:00.000Z', 0, at('2026-11-26T10:00:05.000Z'))).toBe(0);
    expect(remainingMs('not a date', 0, Date.now())).toBe(0);
    expect(clockSkew('not a date', 123)).toBe(0);
  });

  it('writes mm:ss, h:mm:ss from an hour, rounding up so 00:00 means over', () => {
    expect(formatRemaining(15 * 60_000)).toBe('15:00');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(999)).toBe('00:01');
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(2 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('2:05:09');
  });

  it('tells screen readers at 10, 5 and 1 minute and at 30 seconds, once each', () => {
    expect(crossedThreshold(300_500, 299_900)).toBe(300);
    expect(crossedThreshold(299_900, 299_000)).toBeNull();
    expect(crossedThreshold(61_000, 59_500)).toBe(60);
    expect(crossedThreshold(31_000, 30_000)).toBe(30);
    expect(crossedThreshold(20_000, 19_000)).toBeNull();
  });
});
