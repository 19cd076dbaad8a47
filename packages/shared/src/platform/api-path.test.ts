import { describe, expect, it } from 'vitest';
import { apiPath, queryString } from './api-path';

describe('apiPath', () => {
  it('keeps the route the server registers and fills it for the client', () => {
    const posts = apiPath('/api/auth/community/posts/:tenant/:communityId');
    expect(posts.route).toBe('/api/auth/community/posts/:tenant/:communityId');
    expect(posts({ tenant: 3, communityId: 7 })).toBe('/api/auth/community/posts/3/7');
  });

  it('encodes parameters and appends the query, leaving out empty values', () => {
    const search = apiPath('/api/things/:slug');
    expect(search({ slug: 'a b/c' }, { q: 'x&y', page: 2, gone: undefined, none: null, ids: [1, 2] })).toBe(
      '/api/things/a%20b%2Fc?q=x%26y&page=2&ids=1&ids=2',
    );
  });

  it('takes no parameters when the route has none', () => {
    const tenant = apiPath('/api/tenant');
    expect(tenant()).toBe('/api/tenant');
    expect(tenant(undefined, { lang: 'en' })).toBe('/api/tenant?lang=en');
  });

  it('fails loudly on a missing parameter instead of calling /undefined', () => {
    const one = apiPath('/api/x/:id');
    expect(() => (one as unknown as (p: object) => string)({})).toThrow('missing parameter id');
  });

  it('writes nothing for an empty query', () => {
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});
