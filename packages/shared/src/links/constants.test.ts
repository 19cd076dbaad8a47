import { describe, expect, it } from 'vitest';
import { customLinkHref, isSchoolPath } from './constants';

// docs/seo-and-links.md "Opening decision": a path of the school's own site stays relative, so it opens
// on the origin the student is on (http on a plain deployment); any other link opens as https://.
describe('customLinkHref', () => {
  it('keeps a path of the school relative, with custom-links=true (spec 000 §2)', () => {
    expect(customLinkHref('/comunidade/1/3')).toBe('/comunidade/1/3?custom-links=true');
    expect(customLinkHref('/search?q=foto#top')).toBe('/search?q=foto&custom-links=true#top');
    expect(customLinkHref('/')).toBe('/?custom-links=true');
  });

  it('opens any other stored link as https://, a scheme-relative or backslashed address included', () => {
    expect(customLinkHref('blog.example.com/x')).toBe('https://blog.example.com/x?custom-links=true');
    expect(customLinkHref('localhost:3000/comunidade/1/3')).toBe('https://localhost:3000/comunidade/1/3?custom-links=true');
    expect(customLinkHref('//evil.example/x')).toMatch(/^https:\/\/evil\.example\/x/);
    expect(customLinkHref('/\\evil.example/x')).toMatch(/^https:/);
    expect(customLinkHref('javascript:alert(1)')).toMatch(/^https:\/\//);
  });

  it('tells a path of the school from another address', () => {
    expect(isSchoolPath('/comunidade/1/3')).toBe(true);
    for (const url of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'comunidade/1/3', 'https://x.example/']) {
      expect(isSchoolPath(url)).toBe(false);
    }
  });
});
