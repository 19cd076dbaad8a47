import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setCarouselOrderMode } from './order-mode-store';

/** ?ordenar=1 opens the carousel-order mode (the Vitrine's "Ordenar vitrine" links here); staff only. */
export function useOrderModeParam(staff: boolean) {
  const [params, setParams] = useSearchParams();
  const ordering = staff && params.get('ordenar') === '1';
  useEffect(() => {
    setCarouselOrderMode(ordering);
    return () => setCarouselOrderMode(false);
  }, [ordering]);
  const setOrdering = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('ordenar', '1');
      else next.delete('ordenar');
      return next;
    });
  return [ordering, setOrdering] as const;
}
