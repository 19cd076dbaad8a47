/** One profile-drawer entry; the drawer renders them in this order, with Sign out always last. */
import type { User } from '@trilha/shared/accounts/schemas';

export type DrawerEntry =
  'home' | 'profile' | 'favorites' | 'communities' | 'reviews' | 'ranking' | 'notifications' | 'reminders' | 'downloads' | 'operator';

const ORDER: DrawerEntry[] = [
  'home',
  'profile',
  'favorites',
  'communities',
  'reviews',
  'ranking',
  'notifications',
  'reminders',
  'downloads',
  'operator',
];

export type DrawerContext = {
  /** At or above 768px (spec 000 §9, wide breakpoint of the profile menu). */
  wide: boolean;
  /** At or above 1024px (spec 000 §9, desktop breakpoint): the header shows the nav links. */
  desktop: boolean;
  /** What the member's experience offers, as the server decided it (/api/me `features`). */
  features: User['features'];
  /** The school shows its communities page (show_communities_page). */
  communities: boolean;
  /** Inside the mobile app wrapper (spec 000 §6 enables Downloads there). */
  inApp: boolean;
  /** The school's ranking is on (docs/gamification.md "Student screens"): the drawer links to /ranking at every width. */
  ranking?: boolean;
  /** The server's operator (/api/me `operator`, docs/schools.md): the drawer links to the console at every width. */
  operator?: boolean;
};

/**
 * Spec 000 §2 Profile drawer. Narrow screens: Reviews, Notifications, Study reminder; wide screens: My
 * profile, Favorites, Reviews, Notifications. Downloads only inside the app wrapper. The review account's
 * reduced menu (the server's `full_menu: false`) is My profile alone. Below the desktop breakpoint the header
 * hides its nav links, so the drawer carries them: Home, Favorites and Communities (docs/shell.md). Ranking,
 * while the school's ranking is on, at every width (docs/gamification.md "Student screens"); the operator's
 * console for the server's operator, at every width (docs/schools.md). An entry whose
 * feature the server turned off is never listed.
 */
export function drawerEntries({
  wide,
  desktop,
  features,
  communities,
  inApp,
  ranking = false,
  operator = false,
}: DrawerContext): DrawerEntry[] {
  if (!features.full_menu) return ['profile'];
  const shown = new Set<DrawerEntry>(
    wide ? ['profile', 'favorites', 'reviews', 'notifications'] : ['reviews', 'notifications', 'reminders'],
  );
  if (!desktop) {
    shown.add('home');
    shown.add('favorites');
    if (communities) shown.add('communities');
  }
  if (inApp) shown.add('downloads');
  if (ranking) shown.add('ranking');
  if (operator) shown.add('operator');
  const offered: Partial<Record<DrawerEntry, boolean>> = {
    favorites: features.favorites,
    communities: features.communities,
    reviews: features.reviews,
    notifications: features.notifications,
    reminders: features.reminders,
  };
  return ORDER.filter((entry) => shown.has(entry) && offered[entry] !== false);
}

/**
 * Spec 000 §2: narrow screens list the school's custom links in the drawer. Between 768px and the
 * desktop breakpoint the header hides its links too, so the drawer keeps them there as well.
 */
export const showsCustomLinks = ({ wide, desktop, features }: DrawerContext) => features.custom_links && (!wide || !desktop);

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- adding to the global Window needs interface merging
  interface Window {
    /** Injected by the React Native wrapper of the mobile app. */
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

export const inAppWrapper = () => typeof window !== 'undefined' && Boolean(window.ReactNativeWebView);

/** Asks the native wrapper to open its offline (downloads) screen. */
export function goToOffline() {
  window.ReactNativeWebView?.postMessage(JSON.stringify({ type: 'go-to-offline' }));
}
