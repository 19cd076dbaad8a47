import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { progressToSend, usePageTimeRecorder, useProgressRecorder } from './progress-recorder';

describe('progressToSend (progress is saved at most every 10 s while playing)', () => {
  it('sends the first timeupdate, then nothing until 10 s have passed', () => {
    expect(progressToSend(null, { kind: 'timeupdate', seconds: 0.4, now: 1000 })).toEqual({ watched_seconds: 0 });
    const last = { at: 1000, seconds: 0 };
    expect(progressToSend(last, { kind: 'timeupdate', seconds: 5, now: 10_999 })).toBeNull();
    expect(progressToSend(last, { kind: 'timeupdate', seconds: 10.7, now: 11_000 })).toEqual({ watched_seconds: 10 });
  });

  it('sends on pause and on leaving at once, unless the position was just saved', () => {
    const last = { at: 1000, seconds: 4 };
    expect(progressToSend(last, { kind: 'pause', seconds: 6.2, now: 2000 })).toEqual({ watched_seconds: 6 });
    expect(progressToSend(last, { kind: 'pause', seconds: 4.9, now: 2000 })).toBeNull();
    expect(progressToSend(last, { kind: 'leave', seconds: 8, now: 2000 })).toEqual({ watched_seconds: 8 });
  });

  it('marks the lesson finished when the video ends, even right after another write', () => {
    expect(progressToSend({ at: 1000, seconds: 12 }, { kind: 'ended', seconds: 12, now: 1001 })).toEqual({
      watched_seconds: 12,
      finished: true,
    });
  });

  it('never sends a negative, fractional, infinite or over-limit position', () => {
    expect(progressToSend(null, { kind: 'timeupdate', seconds: -3, now: 0 })).toEqual({ watched_seconds: 0 });
    expect(progressToSend(null, { kind: 'timeupdate', seconds: Number.NaN, now: 0 })).toEqual({ watched_seconds: 0 });
    expect(progressToSend(null, { kind: 'timeupdate', seconds: 10 ** 9, now: 0 })).toEqual({ watched_seconds: 86_400 });
  });
});

describe('useProgressRecorder', () => {
  it('throttles timeupdates to one write per 10 s and flushes the position on unmount', () => {
    let now = 0;
    const send = vi.fn();
    const { result, unmount } = renderHook(() => useProgressRecorder(send, 10_000, () => now));
    for (let t = 0; t < 25; t += 0.25) {
      now = t * 1000;
      result.current.onTimeUpdate(t);
    }
    expect(send.mock.calls.map(([body]) => body)).toEqual([{ watched_seconds: 0 }, { watched_seconds: 10 }, { watched_seconds: 20 }]);
    unmount();
    expect(send).toHaveBeenLastCalledWith({ watched_seconds: 24 });
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('sends finished on ended and does not write on unmount when nothing played', () => {
    const send = vi.fn();
    const first = renderHook(() => useProgressRecorder(send));
    first.unmount();
    expect(send).not.toHaveBeenCalled();

    const second = renderHook(() => useProgressRecorder(send));
    second.result.current.onEnded(12);
    expect(send).toHaveBeenCalledWith({ watched_seconds: 12, finished: true });
    expect(second.result.current.position()).toBe(12);
    second.unmount();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('usePageTimeRecorder (an embed or a text lesson: time the page is visible, finding 4)', () => {
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('reports at once from where the last visit left it, then steadily while visible, not while hidden, and on the way out', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const send = vi.fn();
      const { result, unmount } = renderHook(() => usePageTimeRecorder(send, { startAt: 40, enabled: true, clock: () => now }));
      expect(send.mock.calls.map(([body]) => body)).toEqual([{ watched_seconds: 40 }]);
      now = 10_000;
      vi.advanceTimersByTime(10_000);
      now = 20_000;
      vi.advanceTimersByTime(10_000);
      expect(send).toHaveBeenLastCalledWith({ watched_seconds: 60 });
      // Hidden: the time stops counting and no heartbeat goes.
      now = 25_000;
      setVisibility('hidden');
      expect(send).toHaveBeenLastCalledWith({ watched_seconds: 65 });
      const sent = send.mock.calls.length;
      now = 125_000;
      vi.advanceTimersByTime(100_000);
      expect(send).toHaveBeenCalledTimes(sent);
      // Back: a report that starts a new stretch, then the count goes on from 65.
      setVisibility('visible');
      expect(send).toHaveBeenLastCalledWith({ watched_seconds: 65 });
      now = 128_000;
      expect(result.current.position()).toBe(68);
      unmount();
      expect(send).toHaveBeenLastCalledWith({ watched_seconds: 68 });
    } finally {
      setVisibility('visible');
      vi.useRealTimers();
    }
  });

  it('reports nothing when off (a locked lesson, or a video that reports itself)', () => {
    const send = vi.fn();
    const { unmount } = renderHook(() => usePageTimeRecorder(send, { startAt: 0, enabled: false }));
    unmount();
    expect(send).not.toHaveBeenCalled();
  });
});
