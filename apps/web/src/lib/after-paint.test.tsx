import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTurn } from './after-paint';

const granted: string[] = [];
function Row({ name, wanted = true }: { name: string; wanted?: boolean }) {
  const started = useTurn(wanted);
  if (started && !granted.includes(name)) granted.push(name);
  return null;
}
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useTurn: one carousel start per frame', () => {
  beforeEach(async () => {
    granted.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // Past any turn an earlier test handed out.
    await vi.advanceTimersByTimeAsync(1_000);
  });
  afterEach(() => vi.useRealTimers());

  it('grants the waiting rows one at a time, a frame apart, in the order they asked', async () => {
    render(
      <>
        <Row name="banner" />
        <Row name="row 1" />
        <Row name="row 2" />
      </>,
    );
    await later(0);
    expect(granted).toEqual(['banner']);
    await later(16);
    expect(granted).toEqual(['banner', 'row 1']);
    await later(16);
    expect(granted).toEqual(['banner', 'row 1', 'row 2']);
  });

  it('a row that does not want its turn yet (far below) waits, and one that leaves holds no one back', async () => {
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
    await later(100);
    expect(granted).toEqual(['near']);
    view.rerender(
      <>
        <Row name="far" />
        <Row name="near" />
      </>,
    );
    await later(0);
    expect(granted).toEqual(['near', 'far']);
  });
});
