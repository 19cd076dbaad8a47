/**
 * The `next` query parameter after sign-in, only when it is a path on this site: "//host" and
 * "/\host" are read by browsers as other origins, so they fall back to the home page.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/homepage'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid' || url.pathname === '/login') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
