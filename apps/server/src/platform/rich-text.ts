import sanitizeHtml from 'sanitize-html';

/**
 * What Tiptap's StarterKit + Link produce, and nothing else: the footer's documents and the studio's
 * course, module and lesson descriptions are shown to every visitor or student, so anything that can
 * run code, load something or restyle the page is dropped here, once, before the HTML is stored.
 */
const LINK_SCHEMES = ['http', 'https', 'mailto'];

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'br', 'hr', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Script and style bodies are code, never text worth keeping.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // Only absolute http(s) and mailto links survive; relative and other schemes lose the href.
      const safeHref = /^(https?:\/\/|mailto:)/i.test(href) ? href : undefined;
      const newTab = attribs.target === '_blank';
      return {
        tagName,
        attribs: {
          ...(safeHref ? { href: safeHref } : {}),
          // A new tab must not get a handle on this page (reverse tabnabbing).
          ...(newTab ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : { rel: 'nofollow' }),
        },
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  // The editor's empty document is "<p></p>": store it as no document at all.
  return hasText(clean) ? clean : '';
}

function hasText(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '').length > 0;
}
