import { useEffect, useState } from 'react';
import { headerGradientOpacity } from './header-rules';

/**
 * The gradient opacity for the current scroll position, read once per animation frame. The value
 * is rounded to hundredths, so the header re-renders at most ~90 times over the first 300px.
 */
export function useHeaderOpacity(enabled: boolean): number {
  const [opacity, setOpacity] = useState(() => (enabled ? headerGradientOpacity(window.scrollY) : 1));
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setOpacity(headerGradientOpacity(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // Read again on the next frame, not now: reading the scroll position straight after React's
    // commit would force the freshly drawn page's layout inside this task.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return opacity;
}
