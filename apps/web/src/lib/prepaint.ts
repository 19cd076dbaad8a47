import { useEffect } from 'react';

/**
 * The server draws the first screen of some pages into their HTML (`#prepaint`, docs/decisions/0007), so a
 * phone paints it before this app's script has arrived: the home's first banner and logo, the
 * login card. It covers the app's root until the page has drawn its own first screen, then goes.
 * The page that knows when that is calls releasePrepaint(); App drops it at once on any other
 * path or a routing error, so it can never stay over a page that does not release it.
 */
const element = () => document.getElementById('prepaint');

export function releasePrepaint() {
  element()?.remove();
}

/** Releases once `picture` (the page's own copy of the drawn picture) can paint, so no frame shows the box empty. */
export function releasePrepaintAfter(picture: HTMLImageElement | null) {
  if (!element()) return;
  if (!picture) {
    releasePrepaint();
    return;
  }
  // jsdom has no decode(): calling it inside the chain turns its absence into a release too.
  Promise.resolve()
    .then(() => picture.decode())
    .then(releasePrepaint, releasePrepaint);
}

/** The page the server drew, or null when there is none (left, released or never drawn). */
export function prepaintPath(): string | null {
  return element()?.dataset.path ?? null;
}

/** Releases the drawing once `ready` (the page's own first screen is committed). */
export function useReleasePrepaint(ready: boolean) {
  useEffect(() => {
    if (ready) releasePrepaint();
  }, [ready]);
}
