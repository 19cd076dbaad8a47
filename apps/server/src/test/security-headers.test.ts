import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { loadConfig } from '../platform/config';
import { helmetHeaders, registerSecurityHeaders } from '../platform/security-headers';
import { tenancyPlugin } from '../platform/tenancy';
import { CSP_NONCE_PLACEHOLDER, registerWeb } from '../platform/web';
import { seoSchoolPages } from '../features/seo/head';

/** The built index.html's shape: Vite's html.cspNonce puts the placeholder on the meta, scripts and stylesheets. */
const index = (mark: string) => `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Trilha</title>
    <link rel="icon" href="/favicon.svg" />
    <script src="/theme-boot.js" nonce="${mark}"></script>
    <script type="module" crossorigin src="/assets/index-x.js" nonce="${mark}"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-x.css" nonce="${mark}">
    <meta property="csp-nonce" nonce="${mark}">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** docs/security.md "Content-Security-Policy": what a page may load, directive by directive (docs/decisions/0004). */
const EMBED_HOSTS =
  'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://*.tv.pandavideo.com.br ' +
  'https://fast.wistia.net https://www.loom.com https://iframe.mediadelivery.net https://player.mediadelivery.net https://drive.google.com';
const pageDirectives = (nonce: string, storage = '') => ({
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': `'self' 'nonce-${nonce}'`,
  'img-src': `'self' blob:${storage}`,
  'media-src': `'self'${storage}`,
  'font-src': "'self'",
  'connect-src': "'self'",
  'frame-src': `'self' ${EMBED_HOSTS}`,
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
});
const API_POLICY = "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
  );
const nonceOf = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))?.[1];

let t: TestApp;
let distDir: string;
const apps: FastifyInstance[] = [];

/** The served web app as app.ts wires it, on the test app's database, with a stand-in build. */
async function webApp(env: Record<string, string> = {}) {
  const config = { ...loadConfig({ DATA_DIR: distDir, LOG_LEVEL: 'silent', ...env }), webDist: distDir };
  const app = Fastify();
  registerSecurityHeaders(app);
  await app.register(tenancyPlugin, { resolver: t.ctx.tenants });
  await registerWeb(app, config, {
    schoolPages: seoSchoolPages(t.ctx.db),
    pageHints: () => Promise.resolve([]),
    prepaint: () => Promise.resolve(null),
  });
  await app.ready();
  apps.push(app);
  return (url = '/homepage') => app.inject({ url, headers: { host: 'aurora.localhost' } });
}

beforeAll(async () => {
  t = await createTestApp();
  distDir = await mkdtemp(path.join(os.tmpdir(), 'trilha-csp-'));
  await writeFile(path.join(distDir, 'index.html'), index(CSP_NONCE_PLACEHOLDER));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('security headers (platform/security-headers.ts)', () => {
  it('API replies, errors included, carry helmet headers and a constant policy that lets nothing load', async () => {
    for (const url of ['/api/health', '/api/tenant', '/api/me', '/api/nothing-here']) {
      const res = await t.request({ url });
      expect(res.headers['content-security-policy'], url).toBe(API_POLICY);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      // Every header helmet writes, recorded once at start, reaches every reply.
      for (const [name, value] of helmetHeaders()) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    expect(helmetHeaders().map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]),
    );
  });

  it('a page gets exactly the narrowed directives: no https: wildcard, no unsafe-inline, frames only from the embed hosts', async () => {
    const page = await webApp();
    for (const url of ['/homepage', '/curso/1/aula/1', '/index.html']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const policy = res.headers['content-security-policy'];
      expect(directives(policy), url).toEqual(pageDirectives(nonceOf(policy)!));
      expect(String(policy).split(/[\s;]+/), url).not.toContain('https:');
      expect(policy, url).not.toContain('unsafe-');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('the style nonce is new on every page load and is the one written into the served HTML', async () => {
    const page = await webApp();
    const [first, second] = [await page(), await page('/login')];
    const nonces = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [res, nonce] of [
      [first, nonces[0]],
      [second, nonces[1]],
    ] as const) {
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body.split(`nonce="${nonce}"`)).toHaveLength(5);
    }
  });

  it('with S3 the storage origin (and the bucket behind a CDN) may serve images and media, and nothing else', async () => {
    const bucket = await webApp({ S3_BUCKET: 'trilha-files', S3_REGION: 'sa-east-1' });
    const policy = (await bucket()).headers['content-security-policy'];
    expect(directives(policy)).toEqual(pageDirectives(nonceOf(policy)!, ' https://trilha-files.s3.sa-east-1.amazonaws.com'));

    const cdn = await webApp({
      S3_BUCKET: 'trilha-files',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_PUBLIC_URL: 'https://cdn.example.com/trilha/',
    });
    const cdnPolicy = (await cdn()).headers['content-security-policy'];
    // Behind a CDN the bucket itself stays allowed too: private files' access routes redirect to presigned
    // URLs on it (docs/security.md "Files of private content go through an access check").
    expect(directives(cdnPolicy)).toEqual(
      pageDirectives(nonceOf(cdnPolicy)!, ' https://cdn.example.com/trilha/ https://s3.example.net/trilha-files/'),
    );

    const endpoint = await webApp({ S3_BUCKET: 'trilha-files', S3_ENDPOINT: 'https://s3.example.net' });
    const endpointPolicy = (await endpoint()).headers['content-security-policy'];
    expect(directives(endpointPolicy)).toEqual(pageDirectives(nonceOf(endpointPolicy)!, ' https://s3.example.net/trilha-files/'));
  });
});
