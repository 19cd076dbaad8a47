import { customHtmlPaths } from '@trilha/shared/custom-html/paths';

/**
 * The document a block runs in (docs/custom-html.md, docs/decisions/0008-custom-html-frames.md):
 * served by this server under its own Content-Security-Policy, whose `sandbox` gives it an opaque
 * origin wherever it is opened (in the page's frame, or alone in a tab), so nothing in it can read
 * the session's cookies, call the API as the student, or reach the app's page. It may load what a
 * school's snippet needs (vendor scripts, styles, frames, forms), which the app's own pages never
 * may: a `srcdoc` frame would inherit the page's policy and run none of it.
 */

/** The frame of a saved block, versioned by its last change so a browser may keep it. */
export const frameUrl = (block: { id: number; updatedAt: Date }) =>
  customHtmlPaths.frame({ id: block.id }, { v: block.updatedAt.getTime() });

/**
 * Scripts, forms and pop-ups run; `allow-same-origin` never (the block would share the app's origin
 * and could lift its own sandbox); the top page moves only on the person's own click. Nothing else
 * is restricted inside: the sandbox is the wall. Only the school's own pages may frame it.
 */
export const FRAME_POLICY = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
  "frame-ancestors 'self'",
].join('; ');

/**
 * The height protocol, the frame's side: the document's height, as a whole number of pixels, each
 * time it changes, posted to the page that framed it (which checks it came from this frame's own
 * window, with the opaque origin `null`, and is a number: components/custom-html). In the head,
 * so a block that leaves a tag or a comment open cannot swallow it.
 */
const HEIGHT_SCRIPT = `(function () {
  var last = -1;
  function send() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: 'trilha-block-height', height: height }, '*');
  }
  new ResizeObserver(send).observe(document.documentElement);
  addEventListener('load', send);
})();`;

/**
 * The block's HTML as the body of a document of its own, with the height protocol. Its colour
 * scheme is the app's (always dark): a frame whose scheme differs from its page's gets an opaque
 * white backdrop, and unstyled text would be dark on the dark page.
 */
export function frameDocument(html: string): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<style>html, body { margin: 0; padding: 0; } body { display: flow-root; font-family: system-ui, sans-serif; }</style>
<script>${HEIGHT_SCRIPT}</script>
</head>
<body>
${html}
</body>
</html>`;
}
