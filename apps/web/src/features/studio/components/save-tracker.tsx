import { useWindowEvent } from '@mantine/hooks';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { failureOf } from './studio-messages';

type Entry = { state: 'saving' | 'failed'; run: () => Promise<unknown>; error?: string };
export type SaveSummary = { state: 'idle' | 'saving' | 'saved' | 'failed'; error?: string };

type Tracker = {
  /**
   * Runs a save and follows it. `key` names what it saves (`lesson:12:title`): a newer save of the
   * same key replaces an older one's outcome, so a failure fixed by a later edit stops showing.
   * Resolves true when it saved, false when it failed (and waits for another try).
   */
  track: (key: string, run: () => Promise<unknown>) => Promise<boolean>;
  /** Every failed save again, in the order they were first made. */
  retry: () => void;
  summary: SaveSummary;
  /** Whether a save under this key prefix (`lesson:12:`) failed and waits for another try. */
  failed: (prefix: string) => boolean;
};

const TrackerContext = createContext<Tracker | null>(null);

/**
 * The editor's save state (Salvando…, Salvo, Falhou — Tentar de novo). Each change is saved the
 * moment it is made and shown at once; a failed save keeps the changed value on screen and its call
 * here, so "Tentar de novo" sends it again and nothing typed is lost. Leaving the page while a save
 * is unfinished asks first.
 */
export function SaveTrackerProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(new Map());
  const [savedOnce, setSavedOnce] = useState(false);
  // Which call of each key is the latest, read when a call settles (a ref: never drawn).
  const latest = useRef(new Map<string, number>());
  const counter = useRef(0);

  const track = useCallback((key: string, run: () => Promise<unknown>) => {
    const seq = ++counter.current;
    latest.current.set(key, seq);
    // Deleted first, so a key saved again moves to the end of the retry order.
    setEntries((prev) => new Map([...without(prev, key), [key, { state: 'saving', run }]]));
    const isLatest = () => latest.current.get(key) === seq;
    return run().then(
      () => {
        if (isLatest()) {
          latest.current.delete(key);
          setEntries((prev) => new Map(without(prev, key)));
          setSavedOnce(true);
        }
        return true;
      },
      (error: unknown) => {
        if (isLatest()) setEntries((prev) => new Map([...prev, [key, { state: 'failed', run, error: failureOf(error) }]]));
        return false;
      },
    );
  }, []);

  const retry = useCallback(() => {
    for (const [key, entry] of entries) if (entry.state === 'failed') void track(key, entry.run);
  }, [entries, track]);

  useWindowEvent('beforeunload', (event) => {
    // The browser asks "leave the page?" in its own words; only a save still owed makes it ask.
    if (entries.size > 0) event.preventDefault();
  });

  const value = useMemo<Tracker>(() => {
    const all = [...entries.values()];
    const failure = all.find((e) => e.state === 'failed');
    const summary: SaveSummary = failure
      ? { state: 'failed', error: failure.error }
      : all.length > 0
        ? { state: 'saving' }
        : { state: savedOnce ? 'saved' : 'idle' };
    const failed = (prefix: string) => [...entries].some(([key, e]) => e.state === 'failed' && key.startsWith(prefix));
    return { track, retry, summary, failed };
  }, [entries, savedOnce, track, retry]);

  return <TrackerContext.Provider value={value}>{children}</TrackerContext.Provider>;
}

const without = (entries: ReadonlyMap<string, Entry>, key: string) => [...entries].filter(([k]) => k !== key);

export function useSaveTracker(): Tracker {
  const tracker = useContext(TrackerContext);
  if (!tracker) throw new Error('useSaveTracker outside SaveTrackerProvider');
  return tracker;
}
