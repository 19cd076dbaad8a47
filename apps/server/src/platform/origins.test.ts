import { describe, expect, it } from 'vitest';
import { hostnameOf, linkOrigin, originOf, parsePublicUrl, schoolOrigins } from './origins';

describe("a school's origins come from PUBLIC_URL and its own host names (issue 9, findings 3 and 4)", () => {
  it('puts each host name on PUBLIC_URL scheme and port, and PUBLIC_URL first for the school served there', () => {
    const local = parsePublicUrl('http://localhost:3000');
    expect(schoolOrigins(local, { domains: ['aurora.localhost'], servesPublicHost: true })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://aurora.localhost:3000',
    ]);
    expect(schoolOrigins(local, { domains: ['boreal.localhost'], servesPublicHost: false })).toEqual(['http://boreal.localhost:3000']);
  });

  it('behind TLS on the default port: https and no port on every custom domain', () => {
    const prod = parsePublicUrl('https://trilha.example.com');
    expect(schoolOrigins(prod, { domains: ['Escola.Example.com.br', 'cursos.escola.com.br'], servesPublicHost: false })).toEqual([
      'https://escola.example.com.br',
      'https://cursos.escola.com.br',
    ]);
  });

  it("picks the link origin by the request's host name only; a forged port or an unknown host gets the school's first", () => {
    const origins = ['http://localhost:3000', 'http://aurora.localhost:3000'];
    expect(linkOrigin(origins, 'aurora.localhost:6666')).toBe('http://aurora.localhost:3000');
    expect(linkOrigin(origins, 'AURORA.localhost')).toBe('http://aurora.localhost:3000');
    expect(linkOrigin(origins, 'evil.example')).toBe('http://localhost:3000');
    expect(linkOrigin(origins, undefined)).toBe('http://localhost:3000');
    expect(linkOrigin(origins, 'a b c')).toBe('http://localhost:3000');
  });

  it('reads host names and origins defensively', () => {
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('')).toBeNull();
    expect(originOf('http://aurora.localhost:3000/homepage?x=1')).toBe('http://aurora.localhost:3000');
    expect(originOf('https://aurora.localhost:443/')).toBe('https://aurora.localhost');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
