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

/** Components waiting for their turn (useTurn), first come first served. */
const waiting: (() => void)[] = [];
let granting = false;

function grantNext() {
  const go = waiting.shift();
  if (!go) {
    granting = false;
    return;
  }
  go();
  // The next turn after the next paint: each start has a frame's task to itself.
  requestAnimationFrame(() => setTimeout(grantNext, 0));
}

/**
 * False until `wanted` has held and this component's turn came: one turn per frame across the
 * page. The home starts a carousel library per row and each start measures its slides; started in
 * the same task, a phone spent one long task on all of them (65 ms at a phone's speed, counted as
 * blocking time). In turn, each start is a short task of its own.
 */
export function useTurn(wanted: boolean) {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!wanted || granted) return;
    const go = () => setGranted(true);
    waiting.push(go);
    if (!granting) {
      granting = true;
      setTimeout(grantNext, 0);
    }
    return () => {
      const index = waiting.indexOf(go);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [wanted, granted]);
  return granted;
}
