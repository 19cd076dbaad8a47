import { CUSTOM_HTML_MAX_HEIGHT } from '@trilha/shared/custom-html/constants';

/**
 * The page's side of the height protocol (docs/custom-html.md): a block's frame posts
 * `{ type: 'trilha-block-height', height }`. Only a message from that frame's own window, with the
 * sandbox's opaque origin `"null"`, carrying a finite number, is taken; it is rounded and kept
 * between 0 and CUSTOM_HTML_MAX_HEIGHT. Anything else is null (ignored).
 */
export function frameHeight(event: MessageEvent, frame: Window | null): number | null {
  if (frame === null || event.source !== frame || event.origin !== 'null') return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== 'trilha-block-height' || typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(Math.max(Math.round(height), 0), CUSTOM_HTML_MAX_HEIGHT);
}
