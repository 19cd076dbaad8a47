import { describe, expect, it } from 'vitest';
import { lessonDuration } from './lesson-duration';

describe('lessonDuration (issue 12: a 12-second clip said "1 min")', () => {
  it('says seconds under a minute, minutes under an hour, then hours and minutes', () => {
    expect(lessonDuration(12)).toEqual({ key: 'seconds', values: { count: 12 } });
    expect(lessonDuration(59.6)).toEqual({ key: 'seconds', values: { count: 60 } });
    expect(lessonDuration(60)).toEqual({ key: 'minutes', values: { count: 1 } });
    expect(lessonDuration(4 * 60 + 29)).toEqual({ key: 'minutes', values: { count: 4 } });
    expect(lessonDuration(65 * 60)).toEqual({ key: 'hours', values: { count: 1, minutes: '05' } });
  });

  it('shows nothing for an unknown length', () => {
    expect(lessonDuration(0)).toBeNull();
    expect(lessonDuration(Number.NaN)).toBeNull();
  });
});
