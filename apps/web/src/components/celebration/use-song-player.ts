import type { Song } from '@trilha/shared/gamification/constants';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const MUTED_KEY = 'trilha:celebration-muted';

/**
 * Whether the page has had a user gesture. Browsers refuse audio before one, and a celebration
 * that shows on page load must not try (the issue: no sound before a gesture). Chromium and
 * Firefox say it through navigator.userActivation; elsewhere we listen for the first gesture.
 */
let gestured = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    gestured = true;
  };
  for (const type of ['pointerdown', 'keydown', 'touchend'] as const) window.addEventListener(type, mark, { capture: true, once: true });
}
function hasGesture() {
  // jsdom and older Safari have no userActivation.
  return gestured || ('userActivation' in navigator && navigator.userActivation.hasBeenActive);
}

/** The muted flag, one for the whole app and kept in localStorage (tabs follow each other). */
const listeners = new Set<() => void>();
function readMuted() {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false; // storage blocked (private mode): never muted by default
  }
}
function writeMuted(muted: boolean) {
  try {
    window.localStorage.setItem(MUTED_KEY, muted ? '1' : '0');
  } catch {
    // storage blocked: the choice lasts for this page only
    fallback = muted;
  }
  listeners.forEach((listener) => listener());
}
let fallback: boolean | null = null;
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MUTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
const snapshot = () => fallback ?? readMuted();

export type SongPlayer = {
  play: (song: Song, maxMs?: number) => void;
  stop: () => void;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** Whether this player's song is sounding now. */
  playing: boolean;
};

/**
 * Plays /sounds/{song}.wav (scripts/make-sounds.ts makes them), at most `maxMs` long. Silent when
 * muted, for `none`, and before the page's first user gesture; stops when the component goes.
 */
export function useSongPlayer(): SongPlayer {
  const muted = useSyncExternalStore(subscribe, snapshot, () => false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [playing, setPlaying] = useState(false);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (audio.current) {
      audio.current.pause();
      audio.current.currentTime = 0;
    }
    audio.current = null;
    setPlaying(false);
  }, []);

  const play = useCallback(
    (song: Song, maxMs?: number) => {
      stop();
      if (song === 'none' || snapshot() || !hasGesture()) return;
      const element = new Audio(`/sounds/${song}.wav`);
      audio.current = element;
      element.addEventListener('ended', () => {
        if (audio.current === element) stop();
      });
      setPlaying(true);
      // A refused play (autoplay policy, missing file) is not an error the user can act on.
      void Promise.resolve(element.play()).catch(() => {
        if (audio.current === element) stop();
      });
      if (maxMs !== undefined) timer.current = setTimeout(stop, maxMs);
    },
    [stop],
  );

  const setMuted = useCallback(
    (next: boolean) => {
      if (next) stop();
      writeMuted(next);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { play, stop, muted, setMuted, playing };
}
