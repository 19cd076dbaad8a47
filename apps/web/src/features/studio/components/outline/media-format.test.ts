import { describe, expect, it } from 'vitest';
import { createRateMeter, formatBytes, formatDuration, timeLeft } from './media-format';

describe('sizes, durations and speeds of a lesson’s media', () => {
  it('says the server’s 2 GB video limit as "2 GB" and a 50 MB material limit as "50 MB"', () => {
    expect(formatBytes(2_000_000_000, 'pt')).toBe('2 GB');
    expect(formatBytes(2_147_483_647, 'pt')).toBe('2,15 GB');
    expect(formatBytes(50 * 1_048_576, 'pt')).toBe('50 MB');
    expect(formatBytes(Math.round(2.4 * 1_048_576), 'en')).toBe('2.4 MB');
    expect(formatBytes(830 * 1024, 'pt')).toBe('830 KB');
    expect(formatBytes(10, 'pt')).toBe('1 KB');
  });

  it('writes a duration as players do', () => {
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('rounds the time left up to what a person reads', () => {
    expect(timeLeft(7.2)).toEqual({ unit: 'seconds', count: 8, minutes: 0 });
    expect(timeLeft(61)).toEqual({ unit: 'minutes', count: 2, minutes: 0 });
    expect(timeLeft(3900)).toEqual({ unit: 'hours', count: 1, minutes: 5 });
  });

  it('measures the speed over the last seconds, and says nothing before a second is measured', () => {
    let now = 0;
    const meter = createRateMeter(() => now);
    meter.add(0);
    now = 500;
    meter.add(1_000_000);
    expect(meter.rate()).toBeNull();
    now = 2000;
    meter.add(4_000_000);
    expect(meter.rate()).toBe(2_000_000);
    // Ten seconds on at a slower pace: the old, fast start no longer counts.
    for (let second = 3; second <= 12; second += 1) {
      now = second * 1000;
      meter.add(4_000_000 + (second - 2) * 500_000);
    }
    expect(meter.rate()).toBe(500_000);
  });
});
