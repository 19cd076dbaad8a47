import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api/client';
import { SAVE_DELAY_MS, useAnswerSaver, type AnswerItem } from './use-answer-saver';

/** A save whose replies the test releases one by one, as a slow server would. */
function slowServer() {
  const sent: AnswerItem[][] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const save = vi.fn(
    (answers: AnswerItem[]) =>
      new Promise<unknown>((resolve, reject) => {
        sent.push(answers);
        pending.push({ resolve: () => resolve({}), reject });
      }),
  );
  return {
    sent,
    save,
    reply: () => act(() => Promise.resolve(pending.shift()?.resolve())),
    fail: (error: unknown) => act(() => Promise.resolve(pending.shift()?.reject(error))),
  };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('answers saved as they go (issue 18)', () => {
  it('clicking through options sends one PUT of the whole set after a pause, then says saved', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useAnswerSaver({ initial: { 1: [10] }, save: server.save, onClosed: vi.fn() }));
    expect(result.current.state).toBe('idle');
    act(() => result.current.setAnswer(2, [20]));
    act(() => result.current.setAnswer(2, [21]));
    act(() => result.current.setAnswer(3, [30, 31]));
    expect(result.current.state).toBe('pending');
    expect(result.current.answers).toEqual({ 1: [10], 2: [21], 3: [30, 31] });
    await wait(SAVE_DELAY_MS - 1);
    expect(server.save).not.toHaveBeenCalled();
    await wait(1);
    expect(server.sent).toEqual([
      [
        { question_id: 1, option_ids: [10] },
        { question_id: 2, option_ids: [21] },
        { question_id: 3, option_ids: [30, 31] },
      ],
    ]);
    expect(result.current.state).toBe('saving');
    await server.reply();
    expect(result.current.state).toBe('saved');
  });

  it('a change made while a save is on its way goes after it, never in parallel (no older set arriving last)', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useAnswerSaver({ initial: {}, save: server.save, onClosed: vi.fn() }));
    act(() => result.current.setAnswer(1, [10]));
    await wait(SAVE_DELAY_MS);
    act(() => result.current.setAnswer(1, [11]));
    await wait(SAVE_DELAY_MS);
    // The first PUT has not answered: the second waits for it.
    expect(server.save).toHaveBeenCalledTimes(1);
    await server.reply();
    expect(server.save).toHaveBeenCalledTimes(2);
    expect(server.sent[1]).toEqual([{ question_id: 1, option_ids: [11] }]);
    await server.reply();
    expect(result.current.state).toBe('saved');
  });

  it('a failed save keeps the answers, says so, and "Salvar de novo" (flush) sends them again', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useAnswerSaver({ initial: {}, save: server.save, onClosed: vi.fn() }));
    act(() => result.current.setAnswer(4, [40]));
    await wait(SAVE_DELAY_MS);
    await server.fail(new ApiError(0, 'Sem conexão com o servidor.'));
    expect(result.current.state).toBe('error');
    let flushed: Promise<boolean> | undefined;
    act(() => {
      flushed = result.current.flush();
    });
    expect(server.sent[1]).toEqual([{ question_id: 4, option_ids: [40] }]);
    await server.reply();
    await expect(flushed).resolves.toBe(true);
    expect(result.current.state).toBe('saved');
  });

  it('flush sends at once what is waiting (before submitting), without the pause', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useAnswerSaver({ initial: {}, save: server.save, onClosed: vi.fn() }));
    act(() => result.current.setAnswer(5, [50]));
    let flushed: Promise<boolean> | undefined;
    act(() => {
      flushed = result.current.flush();
    });
    expect(server.save).toHaveBeenCalledTimes(1);
    await server.reply();
    await expect(flushed).resolves.toBe(true);
    // The pause's timer was cancelled: nothing is sent twice.
    await wait(SAVE_DELAY_MS * 2);
    expect(server.save).toHaveBeenCalledTimes(1);
  });

  it('a 409 (time up, or sent from another tab) closes the attempt: told once, nothing more is sent', async () => {
    const server = slowServer();
    const onClosed = vi.fn();
    const { result } = renderHook(() => useAnswerSaver({ initial: {}, save: server.save, onClosed }));
    act(() => result.current.setAnswer(6, [60]));
    await wait(SAVE_DELAY_MS);
    await server.fail(new ApiError(409, 'O tempo desta avaliação acabou.'));
    expect(result.current.state).toBe('closed');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect((onClosed.mock.calls[0]![0] as ApiError).message).toBe('O tempo desta avaliação acabou.');
    act(() => result.current.setAnswer(6, [61]));
    await wait(SAVE_DELAY_MS * 2);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(result.current.answers).toEqual({ 6: [60] });
  });

  it('closing the screen sends what was waiting', () => {
    const server = slowServer();
    const { result, unmount } = renderHook(() => useAnswerSaver({ initial: {}, save: server.save, onClosed: vi.fn() }));
    act(() => result.current.setAnswer(7, [70]));
    unmount();
    expect(server.sent).toEqual([[{ question_id: 7, option_ids: [70] }]]);
  });
});
