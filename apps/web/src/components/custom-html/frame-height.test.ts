import { CUSTOM_HTML_MAX_HEIGHT } from '@trilha/shared/custom-html/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { frameHeight } from './frame-height';

/** Two frames on the page: the block's own, and another (say a second block, or a hostile one). */
function frames() {
  const own = document.createElement('iframe');
  const other = document.createElement('iframe');
  document.body.append(own, other);
  return { own: own.contentWindow!, other: other.contentWindow! };
}
afterEach(() => document.body.replaceChildren());

const message = (data: unknown, source: Window | null, origin = 'null') => new MessageEvent('message', { data, source, origin });
const height = (value: unknown) => ({ type: 'trilha-block-height', height: value });

describe('frameHeight: the page side of the height protocol (docs/custom-html.md)', () => {
  it("takes a whole number of pixels from the frame's own window, with the sandbox's opaque origin", () => {
    const { own } = frames();
    expect(frameHeight(message(height(240), own), own)).toBe(240);
    expect(frameHeight(message(height(120.4), own), own)).toBe(120);
    expect(frameHeight(message(height(0), own), own)).toBe(0);
  });

  it('ignores a message from another window, even one that says the same', () => {
    const { own, other } = frames();
    expect(frameHeight(message(height(240), other), own)).toBeNull();
    expect(frameHeight(message(height(240), window), own)).toBeNull();
    expect(frameHeight(message(height(240), null), own)).toBeNull();
    // Before the frame has a window (unmounted), nothing is anyone's.
    expect(frameHeight(message(height(240), own), null)).toBeNull();
  });

  it("ignores any origin but the opaque one: a same-origin frame is not a block's sandbox", () => {
    const { own } = frames();
    expect(frameHeight(message(height(240), own, window.location.origin), own)).toBeNull();
    expect(frameHeight(message(height(240), own, 'https://example.com'), own)).toBeNull();
    expect(frameHeight(message(height(240), own, ''), own)).toBeNull();
  });

  it('ignores what is not a finite number under the protocol’s type', () => {
    const { own } = frames();
    const wrong: [string, unknown][] = [
      ['NaN', Number.NaN],
      ['Infinity', Infinity],
      ['-Infinity', -Infinity],
      ['a string', '240'],
      ['null', null],
      ['nothing', undefined],
      ['an object', { px: 240 }],
    ];
    for (const [name, value] of wrong) expect(frameHeight(message(height(value), own), own), name).toBeNull();
    expect(frameHeight(message({ type: 'resize', height: 240 }, own), own)).toBeNull();
    expect(frameHeight(message(240, own), own)).toBeNull();
    expect(frameHeight(message(null, own), own)).toBeNull();
    expect(frameHeight(message('trilha-block-height', own), own)).toBeNull();
  });

  it('keeps the height between 0 and the cap: a block cannot cover the page with a huge frame', () => {
    const { own } = frames();
    expect(frameHeight(message(height(1e9), own), own)).toBe(CUSTOM_HTML_MAX_HEIGHT);
    expect(frameHeight(message(height(CUSTOM_HTML_MAX_HEIGHT + 1), own), own)).toBe(CUSTOM_HTML_MAX_HEIGHT);
    expect(frameHeight(message(height(-50), own), own)).toBe(0);
  });
});
