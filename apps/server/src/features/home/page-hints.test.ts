import { homeViewCalls } from '@trilha/shared/home/view';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/** A stand-in build: the page and a manifest naming the home's lazy chunk, what it imports and its styles. */
const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Trilha</title>
    <script type="module" crossorigin src="/assets/index-1.js" nonce="TRILHA_CSP_NONCE"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/pages/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Shared-1.js'],
    css: ['assets/HomePage-1.css'],
  },
  '_Shared-1.js': { file: 'assets/Shared-1.js' },
  'src/features/accounts/components/LoginPage.tsx': { file: 'assets/LoginPage-1.js', isDynamicEntry: true, imports: ['index.html'] },
};

let t: TestApp;
let dist: string;
let student: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'trilha-web-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDist: dist });
  student = await t.login('aluno@aurora.test');
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);

describe("the page's head announces what the page will need (issue 11: the first load on a phone)", () => {
  it("/homepage, signed in: the home chunk with its imports and styles, the seven calls and the first banner's pictures, under the page's nonce", async () => {
    const res = await t.request({ url: '/homepage', cookie: student });
    expect(res.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    const tags = links(res.body);
    expect(tags).toContain(`<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" nonce="${nonce}" />`);
    expect(tags).toContain(`<link rel="modulepreload" crossorigin href="/assets/Shared-1.js" nonce="${nonce}" />`);
    expect(tags).toContain(`<link rel="preload" as="style" href="/assets/HomePage-1.css" nonce="${nonce}" />`);
    // The entry chunk is the page's own script: never announced twice.
    expect(tags.some((tag) => tag.includes('index-1.js'))).toBe(false);
    for (const call of homeViewCalls(1)) {
      expect(tags).toContain(`<link rel="preload" as="fetch" href="${call}" crossorigin="anonymous" nonce="${nonce}" />`);
    }
    const banners = (await t.request({ url: '/api/auth/config/plataforma/bannersCustom/index/1', cookie: student })).json()[2].data;
    expect(tags).toContain(
      `<link rel="preload" as="image" href="${banners[0].url_image}" media="(min-width: 768px)" fetchpriority="high" nonce="${nonce}" />`,
    );
    expect(tags).toContain(
      `<link rel="preload" as="image" href="${banners[0].url_image_vertical}" media="(max-width: 767.98px)" fetchpriority="high" nonce="${nonce}" />`,
    );
  });

  it('signed out, or on another page, announces no member data: only the page chunk', async () => {
    const signedOut = links((await t.request({ url: '/homepage' })).body);
    expect(signedOut.some((tag) => tag.includes('as="fetch"') || tag.includes('as="image"'))).toBe(false);
    const login = links((await t.request({ url: '/login?next=%2Fhomepage' })).body);
    expect(login.filter((tag) => tag.includes('modulepreload'))).toEqual([expect.stringContaining('/assets/LoginPage-1.js')]);
    expect(login.some((tag) => tag.includes('as="fetch"'))).toBe(false);
    const preloads = (html: string) => links(html).filter((tag) => tag.includes('preload'));
    expect(preloads((await t.request({ url: '/favoritos', cookie: student })).body)).toEqual([]);
  });
});
