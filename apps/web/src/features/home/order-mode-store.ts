import { useSyncExternalStore } from 'react';

/**
 * Whether staff are reordering the home carousels (spec 000 §2: the profile drawer is hidden
 * meanwhile). A module-level value the shell reads without pulling the home page into its bundle.
 */
let ordering = false;
const listeners = new Set<() => void>();

export function setCarouselOrderMode(on: boolean) {
  if (ordering === on) return;
  ordering = on;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => ordering;

export const useCarouselOrderMode = () => useSyncExternalStore(subscribe, snapshot, snapshot);
