import { homeViewCalls } from '@trilha/shared/home/view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { pageNonce, standInWebDist } from '../../test/web-dist';

let t: TestApp;
let dist: Awaited<ReturnType<typeof standInWebDist>>;
let student: string;

beforeAll(async () => {
  dist = await standInWebDist();
  t = await createTestApp({ webDist: dist.dir });
  student = await t.login('aluno@aurora.test');
});
afterAll(async () => {
  await t.close();
  await dist.remove();
});

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);

describe("the page's head announces what the page will need (issue 11: the first load on a phone)", () => {
  it("/homepage, signed in: the home chunk with its imports and styles, the seven calls and the first banner's pictures, under the page's nonce", async () => {
    const res = await t.request({ url: '/homepage', cookie: student });
    expect(res.statusCode).toBe(200);
    const nonce = pageNonce(res.headers);
    const tags = links(res.body);
    expect(tags).toContain(`<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js" nonce="${nonce}" />`);
    expect(tags).toContain(`<link rel="modulepreload" crossorigin href="/assets/Shared-1.js" nonce="${nonce}" />`);
    // The home's first screen is drawn from the HTML (src/test/prepaint.test.ts): its styles are linked at once.
    expect(tags).toContain(`<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css" nonce="${nonce}">`);
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
