import { useEffect, useState } from 'react';

/**
 * False on the render that first shows a component, true once the browser has painted it. For
 * work that measures the page (a carousel library reading every slide's box): run before the
 * first paint, each measurement forces the whole page's layout inside a script task, a long task
 * on a phone; just after the paint the layout is already done and reading it costs nothing.
 */
export function useAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // An animation frame runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** When the next turn starts (performance.now() ms), and the room between two turns: about a frame. */
let nextTurnAt = 0;
const TURN_MS = 16;

/**
 * False until `wanted` has held and this component's turn came: turns are handed out first come, first
 * served, a frame apart across the page. The home starts a carousel library per row and each start measures
 * its slides; started in the same task, a phone spent one long task on all of them start measures its slides;
 * started in the same task, a phone spent one long task on all of them, counted as blocking time
 * (docs/performance.md "The first load on a phone"). In turn, each start is a short task of its own. Each
 * component keeps its own timer, so a turn given up (unmounted) holds no one back.
 */
export function useTurn(wanted: boolean) {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!wanted || granted) return;
    const now = performance.now();
    const at = Math.max(now, nextTurnAt);
    nextTurnAt = at + TURN_MS;
    const timer = setTimeout(() => setGranted(true), at - now);
    return () => clearTimeout(timer);
  }, [wanted, granted]);
  return granted;
}
