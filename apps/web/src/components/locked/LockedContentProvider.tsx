import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LockedTarget } from './LockedContentDialog';

// Loaded on the first click on locked content: the first paint carries none of it.
const LockedContentDialog = lazy(() => import('./LockedContentDialog').then((m) => ({ default: m.LockedContentDialog })));

const ShowLocked = createContext<((target: LockedTarget) => void) | null>(null);

/**
 * One locked-content dialog for the whole student site (the shell mounts it): a card only says
 * what was clicked, so a home of hundreds of cards holds no dialog of its own.
 */
export function LockedContentProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<LockedTarget | null>(null);
  // Once opened the dialog stays mounted, so closing it can play its transition.
  const [used, setUsed] = useState(false);
  const close = useCallback(() => setTarget(null), []);
  const show = useMemo(
    () => (next: LockedTarget) => {
      setUsed(true);
      setTarget(next);
    },
    [],
  );
  return (
    <ShowLocked.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <LockedContentDialog target={target} onClose={close} />
        </Suspense>
      )}
    </ShowLocked.Provider>
  );
}

/** Opens the dialog for locked content; outside the provider (a lone card in a unit test) it does nothing. */
export function useShowLocked(): (target: LockedTarget) => void {
  return useContext(ShowLocked) ?? noop;
}

const noop = () => undefined;
