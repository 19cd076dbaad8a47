/**
 * Where a lesson's `embed_url` may point: the video hosts Brazilian course platforms embed, each
 * by the address its own "embed" button gives. Zod-free: the lesson player and the server's
 * Content-Security-Policy (frame-src) read this one list; docs/catalog.md names them.
 * A leading `*.` allows any subdomain (Panda Video gives every library its own player host).
 */
export const LESSON_EMBED_HOSTS = [
  // YouTube, and its privacy-enhanced mode.
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  // Panda Video: player-vz-<library>.tv.pandavideo.com.br.
  '*.tv.pandavideo.com.br',
  'fast.wistia.net',
  'www.loom.com',
  // Bunny Stream: the classic and the current player address.
  'iframe.mediadelivery.net',
  'player.mediadelivery.net',
  // Google Drive's file preview (/file/d/<id>/preview).
  'drive.google.com',
] as const;

function hostAllowed(host: string): boolean {
  return LESSON_EMBED_HOSTS.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed,
  );
}

/** True for an https address on one of the hosts above, on the default port, without credentials. */
export function isLessonEmbedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  // The CSP's `https://host` sources match port 443 only, and a user:pass@ prefix only hides the host.
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return hostAllowed(url.hostname.toLowerCase());
}
