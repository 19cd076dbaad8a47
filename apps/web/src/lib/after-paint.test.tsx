import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTurn } from './after-paint';

const granted: string[] = [];
/** Animation frames run by hand: the next one, then the task it queued. */
let frames: FrameRequestCallback[] = [];
const nextFrame = async () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
  await vi.advanceTimersByTimeAsync(0);
};
function Row({ name, wanted = true }: { name: string; wanted?: boolean }) {
  const started = useTurn(wanted);
  if (started && !granted.includes(name)) granted.push(name);
  return null;
}

describe('useTurn: one carousel start per frame', () => {
  beforeEach(() => {
    granted.length = 0;
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('grants the waiting rows one at a time, a frame apart, in the order they asked', async () => {
    render(
      <>
        <Row name="banner" />
        <Row name="row 1" />
        <Row name="row 2" />
      </>,
    );
    expect(granted).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(granted).toEqual(['banner']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(granted).toEqual(['banner']);
    await act(() => nextFrame());
    expect(granted).toEqual(['banner', 'row 1']);
    await act(() => nextFrame());
    expect(granted).toEqual(['banner', 'row 1', 'row 2']);
    // Nobody waits: the next frame ends the round, and a later request starts a new one.
    await act(() => nextFrame());
  });

  it('a row that does not want its turn yet (far below) waits, and one that leaves gives its turn away', async () => {
    const view = render(
      <>
        <Row name="gone" />
        <Row name="far" wanted={false} />
        <Row name="near" />
      </>,
    );
    view.rerender(
      <>
        <Row name="far" wanted={false} />
        <Row name="near" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => nextFrame());
    expect(granted).toEqual(['near']);
    view.rerender(
      <>
        <Row name="far" />
        <Row name="near" />
      </>,
    );
    await act(() => nextFrame());
    expect(granted).toEqual(['near', 'far']);
  });
});
