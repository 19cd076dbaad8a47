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
