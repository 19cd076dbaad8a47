/**
 * A school's web origins (scheme, host and port), built from PUBLIC_URL and the school's own host
 * names, never from a request: the same-origin check compares against them exactly, and e-mailed
 * links are built from them (docs/security.md).
 */

/** Names that reach this machine by themselves; PUBLIC_URL on one of them stands for all three. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export type PublicUrl = { protocol: string; hostname: string; port: string; origin: string };

export function parsePublicUrl(publicUrl: string): PublicUrl {
  const url = new URL(publicUrl);
  return { protocol: url.protocol, hostname: url.hostname.toLowerCase(), port: url.port, origin: url.origin };
}

/**
 * Every origin the school is served on: each of its host names with PUBLIC_URL's scheme and port
 * (TLS and the public port end at the same proxy for every school), and PUBLIC_URL itself for the
 * school served on PUBLIC_URL's host. The first is where its e-mailed links point by default: its
 * primary domain, else PUBLIC_URL for that school, else its first host name.
 */
export function schoolOrigins(
  publicUrl: PublicUrl,
  props: { domains: readonly string[]; servesPublicHost: boolean; primary?: string | null },
): string[] {
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  const origins = new Set<string>();
  // The primary domain the school chose (docs/schools.md) leads: links and canonical URLs point there.
  if (props.primary) origins.add(originOfHost(publicUrl, props.primary));
  if (props.servesPublicHost) {
    origins.add(publicUrl.origin);
    if (LOOPBACK_HOSTS.includes(publicUrl.hostname))
      for (const host of LOOPBACK_HOSTS) origins.add(`${publicUrl.protocol}//${host}${port}`);
  }
  for (const domain of props.domains) origins.add(originOfHost(publicUrl, domain));
  return [...origins];
}

/** A host name of a school with PUBLIC_URL's scheme and port: TLS and the public port end at the same proxy. */
export function originOfHost(publicUrl: PublicUrl, host: string): string {
  return `${publicUrl.protocol}//${host.toLowerCase()}${publicUrl.port ? `:${publicUrl.port}` : ''}`;
}

/**
 * The origin for a link e-mailed to someone who asked on `hostHeader`: the school's known origin
 * with that host name (so a student on boreal.localhost gets boreal.localhost links), else the
 * school's first. Only the host name is matched, never copied: a forged port or scheme in the
 * request cannot reach the link.
 */
export function linkOrigin(origins: readonly string[], hostHeader: string | undefined): string {
  const hostname = hostnameOf(hostHeader);
  const matching = hostname ? origins.find((origin) => new URL(origin).hostname === hostname) : undefined;
  const chosen = matching ?? origins[0];
  if (chosen === undefined) throw new Error('a school without origins has no link origin');
  return chosen;
}

/** `aurora.localhost:6666` -> `aurora.localhost`; `[::1]:3000` -> `[::1]`; null when unparsable. */
export function hostnameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  try {
    return new URL(`http://${hostHeader.trim()}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** `Origin` or `Referer` reduced to its origin, or null when it is not an http(s) URL. */
export function originOf(header: string): string | null {
  try {
    const url = new URL(header);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
