import { useMantineTheme } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useMe } from '../../lib/session';
import { useTenant } from '../../lib/tenant';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 76;

/**
 * Aparência "sidebar" (docs/appearance.md): on desktop (spec 000 §9, 1024px) a signed-in member
 * gets a side navigation instead of the header's links. Phones and tablets keep the drawer, and a
 * visitor of the open showcase has nothing of their own to list.
 */
export const usesSidebar = ({ switchOn, desktop, signedIn }: { switchOn: boolean; desktop: boolean; signedIn: boolean }) =>
  switchOn && desktop && signedIn;

export function useSidebarShown(): boolean {
  const theme = useMantineTheme();
  // Synchronous, as the drawer's: the first frame must not flash the header's links.
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const switchOn = useTenant().data?.theme.sidebar ?? false;
  const signedIn = Boolean(useMe().data);
  return usesSidebar({ switchOn, desktop, signedIn });
}

/** Folded to icons or not, remembered per browser (the shell's width and the side navigation read it). */
export function useSidebarCollapsed() {
  return useLocalStorage({ key: 'trilha-sidebar-collapsed', defaultValue: false, getInitialValueInEffect: false });
}
