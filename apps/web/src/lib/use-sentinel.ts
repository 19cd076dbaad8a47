import { useEffect, useRef, useState } from 'react';

/**
 * The end-of-list sentinel (spec 000 §4): `onVisible` runs when the sentinel comes into view while
 * `active`, and again whenever `loaded` (how many pages are in) changes with the sentinel still in
 * view: a short page on a tall screen loads the next one without a scroll. (`active` alone may
 * never be seen false in between: the fetching render can be batched away.) Returns the ref
 * callback for the sentinel element.
 */
export function useSentinel(onVisible: () => void, active: boolean, loaded: number, rootMargin = '600px 0px') {
  const [node, setNode] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);
  const callback = useRef(onVisible);

  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    if (!node) return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, rootMargin]);

  useEffect(() => {
    if (visible && active) callback.current();
  }, [visible, active, loaded]);

  return setNode;
}
