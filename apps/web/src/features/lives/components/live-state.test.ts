import { describe, expect, it } from 'vitest';
import { liveState, startsInWords } from './live-state';
import { watchId } from './LiveWatch';

const live = { starts_at: '2026-11-26T20:00:00.000Z', ends_at: '2026-11-26T21:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('where a live stands (start inclusive, end exclusive, as has-live)', () => {
  it('is upcoming before its start, on air from its start, ended from its end', () => {
    expect(liveState(live, at('2026-11-26T19:59:59.999Z'))).toBe('upcoming');
    expect(liveState(live, at('2026-11-26T20:00:00.000Z'))).toBe('onAir');
    expect(liveState(live, at('2026-11-26T20:59:59.999Z'))).toBe('onAir');
    expect(liveState(live, at('2026-11-26T21:00:00.000Z'))).toBe('ended');
  });

  it("says when it starts in the largest whole unit, in the reader's language", () => {
    expect(startsInWords(live.starts_at, at('2026-11-26T19:55:00.000Z'), 'pt')).toBe('em 5 minutos');
    expect(startsInWords(live.starts_at, at('2026-11-26T17:00:00.000Z'), 'en')).toBe('in 3 hours');
    expect(startsInWords(live.starts_at, at('2026-11-23T20:00:00.000Z'), 'es')).toBe('dentro de 3 días');
    // Seconds away: "in a minute", never "in 0 minutes".
    expect(startsInWords(live.starts_at, at('2026-11-26T19:59:50.000Z'), 'pt')).toBe('em 1 minuto');
  });
});

describe('?watch= as a live id', () => {
  it('takes a positive integer id and nothing else', () => {
    expect(watchId('?watch=12')).toBe(12);
    for (const search of ['', '?watch=', '?watch=0', '?watch=-1', '?watch=1.5', '?watch=abc', '?watch=99999999999']) {
      expect(watchId(search), search).toBeNull();
    }
  });
});
