/** Spec 000 §9: the gradient reaches its full opacity (0.9) after 300px of scroll. */
const GRADIENT_SCROLL_DISTANCE = 300;
const GRADIENT_MAX_OPACITY = 0.9;

/** Header height in px; pages under the fixed header read it as `--trilha-header-height`. */
export const HEADER_HEIGHT = 64;

/** Spec 000 §2 Header: opacity rises linearly from 0 to 0.9 across the first 300px of scroll. */
export function headerGradientOpacity(scrollY: number): number {
  const progress = Math.min(Math.max(scrollY, 0) / GRADIENT_SCROLL_DISTANCE, 1);
  return Math.round(progress * GRADIENT_MAX_OPACITY * 100) / 100;
}

/** Spec 000 §2 Header: fixed with a gradient on /homepage and on any path containing /courses/ or /modulos/. */
export function usesGradientHeader(pathname: string): boolean {
  return pathname === '/homepage' || pathname === '/homepage/' || pathname.includes('/courses/') || pathname.includes('/modulos/');
}

/**
 * The background at a given opacity: a light top scrim keeps the controls readable over a hero
 * image while the page has not scrolled, and the page colour fades in on top of it.
 */
export function headerGradientBackground(opacity: number): string {
  return `linear-gradient(180deg, rgba(15, 15, 18, ${opacity}) 0%, rgba(15, 15, 18, ${opacity}) 70%, rgba(15, 15, 18, ${opacity * 0.85}) 100%), linear-gradient(180deg, rgba(0, 0, 0, 0.55) 0%, rgba(0, 0, 0, 0) 100%)`;
}

/**
 * The blur behind the header at a given opacity: the spec's colour stops at 0.9, and 10% of a
 * white title still reads through it, so whatever scrolls under the header is also blurred, in
 * step with the colour (none at the top, 16px at full opacity), until it is only colour.
 */
export function headerBackdropBlur(opacity: number): string | undefined {
  const px = Math.round((opacity / GRADIENT_MAX_OPACITY) * 16);
  return px > 0 ? `blur(${px}px) saturate(1.1)` : undefined;
}

export const isLivePage = (pathname: string) => pathname === '/live' || pathname.startsWith('/live/');

export type HeaderControls = { search: boolean; language: boolean; notifications: boolean; avatarOpensDrawer: boolean; liveAlert: boolean };

/**
 * Spec 000 §2: on the live page the avatar goes home and search, notification and selector are
 * hidden; the review account (§6) has no language or notification controls (the server's
 * `features.language` and `features.notifications` say so). The "Ao vivo" alert (docs/lives.md) leads
 * to the live page, so it is not shown there.
 */
export function headerControls({
  live,
  language,
  notifications,
}: {
  live: boolean;
  language: boolean;
  notifications: boolean;
}): HeaderControls {
  return { search: !live, language: !live && language, notifications: !live && notifications, avatarOpensDrawer: !live, liveAlert: !live };
}
