import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (lesson descriptions come from staff and are rendered as HTML)', () => {
  it('keeps formatting: paragraphs, emphasis, lists, headings and safe links', () => {
    const html =
      '<h2>Tema</h2><p>Nesta aula de <strong>Fotografia</strong>, <em>vamos</em> ver <u>luz</u>.</p>' +
      '<ul><li>um</li><li>dois</li></ul><p><a href="https://exemplo.com/a" title="Leia">link</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and frames together with their content', () => {
    const out = sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>');
    expect(out).toBe('<p>ok</p>');
  });

  it('removes inline event handlers and style attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red" class="x">a</p><img src="https://a.test/i.png" onerror="alert(2)" alt="foto">',
    );
    expect(out).toBe('<p>a</p><img src="https://a.test/i.png" alt="foto">');
  });

  it('removes javascript:, data: and vbscript: URLs, including ones hidden with whitespace or case', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="">')).toBe('<img alt="">');
  });

  it('keeps relative, mailto and tel links', () => {
    expect(isSafeUrl('/curso/1/aula/2', new Set(['https:']))).toBe(true);
    expect(sanitizeHtml('<a href="mailto:oi@escola.test">mail</a>')).toBe('<a href="mailto:oi@escola.test">mail</a>');
  });

  it('unwraps unknown tags but keeps their text, and drops SVG and forms entirely', () => {
    expect(sanitizeHtml('<section><font color="red">texto</font></section>')).toBe('texto');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><form><input value="x"></form>fim')).toBe('fim');
  });

  it('opens target=_blank links without giving the new tab a handle on this page', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.test" target="_top">x</a>')).toBe('<a href="https://x.test">x</a>');
  });

  it('drops comments and survives markup that tries to break out of the parser', () => {
    expect(sanitizeHtml('<!-- x --><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p>a</p></body><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).not.toContain('onerror');
  });
});
