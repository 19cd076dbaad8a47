import { describe, expect, it } from 'vitest';
import { moduleReleaseOf, releaseDay, releaseMoment, releaseOf } from './release-date';

// Local times: the page shows the moment in the reader's time zone.
const at = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute).toISOString();

describe('release dates (drip)', () => {
  it('a row says day and month, and the year only when it is not this year', () => {
    const now = new Date(2099, 0, 10);
    expect(releaseDay(at(2099, 3, 1, 9), 'pt', now)).toBe('1 de mar.');
    expect(releaseDay(at(2100, 3, 1), 'pt', now)).toBe('1 de mar. de 2100');
    expect(releaseDay(at(2099, 3, 1), 'en', now)).toBe('Mar 1');
  });

  it('the lesson page says the whole date, with the time unless it opens at midnight', () => {
    expect(releaseMoment(at(2099, 3, 1, 9), 'pt')).toEqual({ date: '1 de março de 2099', time: '09:00' });
    expect(releaseMoment(at(2099, 3, 1), 'pt')).toEqual({ date: '1 de março de 2099', time: null });
    expect(releaseMoment(at(2099, 3, 1, 0, 30), 'es')).toEqual({ date: '1 de marzo de 2099', time: '0:30' });
  });

  it('drip is what holds a lesson back only when it is locked with a date and its course is open', () => {
    const dated = { locked: true, release_at: at(2099, 3, 1) };
    expect(releaseOf(dated)).toBe(dated.release_at);
    expect(releaseOf(dated, true)).toBeNull();
    expect(releaseOf({ locked: true, release_at: null })).toBeNull();
    expect(releaseOf({ locked: false, release_at: null })).toBeNull();
  });

  it('a module waits for drip when every lesson does, until the first of them opens', () => {
    const lesson = (release_at: string | null) => ({ locked: release_at !== null, release_at });
    expect(moduleReleaseOf([lesson(at(2099, 4, 1)), lesson(at(2099, 3, 1))])).toBe(at(2099, 3, 1));
    expect(moduleReleaseOf([lesson(at(2099, 4, 1)), lesson(null)])).toBeNull();
    expect(moduleReleaseOf([lesson(at(2099, 4, 1))], true)).toBeNull();
    expect(moduleReleaseOf([])).toBeNull();
  });
});
