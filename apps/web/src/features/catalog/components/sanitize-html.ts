/**
 * Lesson descriptions are HTML written by the school's staff. Before it reaches
 * dangerouslySetInnerHTML it goes through this allow-list: known formatting tags survive,
 * anything that can run code (scripts, event handlers, javascript: URLs, frames, forms, SVG)
 * does not. No sanitiser package is installed, and the browser's own parser is the safest
 * tokenizer available, so this walks a DOMParser tree (inert: nothing loads or runs in it).
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** Removed with everything inside them: their content is code or UI, never text to keep. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'template',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'noscript',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'title',
  'head',
]);

const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title', 'target']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/** True when the URL is relative or uses one of the protocols; tabs/newlines inside "java\tscript:" count too. */
export function isSafeUrl(value: string, protocols: ReadonlySet<string>): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme, so compare without them.
  // eslint-disable-next-line no-control-regex -- the control characters are what this strips
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(compact);
  if (!scheme) return true;
  return protocols.has(scheme[0].toLowerCase());
}

function cleanAttributes(element: Element, tag: string) {
  const allowed = ALLOWED_ATTRIBUTES[tag];
  for (const { name, value } of Array.from(element.attributes)) {
    const keep =
      allowed?.has(name) &&
      (name !== 'href' || isSafeUrl(value, LINK_PROTOCOLS)) &&
      (name !== 'src' || isSafeUrl(value, IMAGE_PROTOCOLS)) &&
      (name !== 'target' || value === '_blank');
    if (!keep) element.removeAttribute(name);
  }
  if (tag === 'a' && element.getAttribute('target') === '_blank') {
    // A new tab must not get a handle on this page (reverse tabnabbing).
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

function cleanChildren(parent: Node) {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_TAGS.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) cleanAttributes(element, tag);
    else element.replaceWith(...Array.from(element.childNodes));
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}
