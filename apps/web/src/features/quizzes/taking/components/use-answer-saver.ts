import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api/client';

/** The ticked options of each question, by question id. */
export type AnswerMap = Record<string, number[]>;
export type AnswerItem = { question_id: number; option_ids: number[] };

/**
 * What the student sees of her answers: `pending` (changed, about to go), `saving`, `saved`,
 * `error` (kept here, to be sent again), `closed` (the server refused with 409: time up or sent).
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'closed';

/** A pause long enough that clicking through options sends one request, short enough that little is lost on a crash. */
export const SAVE_DELAY_MS = 700;

const toAnswerItems = (answers: AnswerMap): AnswerItem[] =>
  Object.entries(answers).map(([id, optionIds]) => ({ question_id: Number(id), option_ids: optionIds }));

type Options = {
  initial: AnswerMap;
  /** PUT of the whole set (idempotent: a retried or late request cannot undo a newer one's answers). */
  save: (answers: AnswerItem[]) => Promise<unknown>;
  /** The attempt is closed on the server (409): the screen shows why and reads the result. */
  onClosed: (error: ApiError) => void;
  delayMs?: number;
};

/**
 * Answers saved as they go (docs/quizzes.md "Web"): every change waits `delayMs` for the next, then the whole
 * set is PUT; a change made while a save is on its way is sent after it, never in parallel, so
 * requests cannot arrive out of order. `flush()` sends what is waiting now (before submitting,
 * when the tab is hidden, when the screen closes).
 */
export function useAnswerSaver({ initial, save, onClosed, delayMs = SAVE_DELAY_MS }: Options) {
  const [answers, setAnswers] = useState<AnswerMap>(initial);
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(answers);
  const dirty = useRef(false);
  const closed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);
  const callbacks = useRef({ save, onClosed });
  useEffect(() => {
    callbacks.current = { save, onClosed };
  });

  const send = useCallback(async (): Promise<void> => {
    // One save at a time: a change made meanwhile goes after it, with everything up to then.
    while (inFlight.current) await inFlight.current;
    if (!dirty.current || closed.current) return;
    dirty.current = false;
    setState('saving');
    const request = callbacks.current
      .save(toAnswerItems(latest.current))
      .then(() => setState(dirty.current ? 'pending' : 'saved'))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          closed.current = true;
          setState('closed');
          callbacks.current.onClosed(error);
          return;
        }
        dirty.current = true;
        setState('error');
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    await request;
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    await send();
    return !dirty.current && !closed.current;
  }, [send]);

  const setAnswer = useCallback(
    (questionId: number, optionIds: number[]) => {
      if (closed.current) return;
      latest.current = { ...latest.current, [questionId]: optionIds };
      setAnswers(latest.current);
      dirty.current = true;
      setState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void send();
      }, delayMs);
    },
    [delayMs, send],
  );

  // Leaving the tab or the screen sends what waits (the browser may not run timers later).
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden' && dirty.current) void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      if (dirty.current) void flush();
    };
  }, [flush]);

  /** Stops saving: the attempt was submitted (by the student or at the deadline). */
  const close = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    closed.current = true;
  }, []);

  return { answers, state, setAnswer, flush, close };
}
