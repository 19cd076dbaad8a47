import { safeNextPath } from '../../../lib/safe-next';

/**
 * Where to go after a magic-link sign-in: the login page's redirect (a path of this site goes
 * through the router, another site through the browser), else the home page.
 */
export function afterSignIn(redirectUrl: string | null, origin = window.location.origin): { path: string } | { href: string } {
  if (!redirectUrl) return { path: '/homepage' };
  if (redirectUrl.startsWith('/')) return { path: safeNextPath(redirectUrl) };
  try {
    const url = new URL(redirectUrl);
    if (url.origin === origin) return { path: safeNextPath(url.pathname + url.search + url.hash) };
    if (url.protocol === 'https:' || url.protocol === 'http:') return { href: url.toString() };
  } catch {
    // Not a URL at all: fall through to the home page.
  }
  return { path: '/homepage' };
}
