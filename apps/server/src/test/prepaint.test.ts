import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { pageNonce, standInWebDist } from './web-dist';

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

/** The part of the page between two markers. */
const between = (html: string, from: string, to: string) =>
  html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)) + to.length);

describe("the first screen drawn from the page's HTML (issue 11: a phone paints before the app's script)", () => {
  it("/homepage, signed in: the first banner's pictures in the slideshow's box and the school's logo, the app started after the paint", async () => {
    const res = await t.request({ url: '/homepage', cookie: student });
    const nonce = pageNonce(res.headers);
    const banners = (await t.request({ url: '/api/auth/config/plataforma/bannersCustom/index/1', cookie: student })).json()[2].data;
    const school = (await t.request({ url: '/api/tenant' })).json();
    const drawing = between(res.body, '<div id="prepaint"', '</div></div>');
    expect(drawing).toContain('data-path="/homepage"');
    expect(drawing).toContain('aria-hidden="true"');
    expect(drawing).toContain(`<source media="(min-width: 768px)" srcset="${banners[0].url_image}">`);
    expect(drawing).toContain(`<img class="pp-image" src="${banners[0].url_image_vertical}" alt="" fetchpriority="high">`);
    expect(res.body).toContain(`<img class="pp-logo" src="${school.logo}" alt="">`);
    // Its styles under the page's nonce; the app's script waits for the paint, its hints with it.
    expect(res.body).toMatch(new RegExp(`<style nonce="${nonce.replace(/[+/=]/g, '\\$&')}">#prepaint\\{`));
    expect(res.body).toContain(`<script defer src="/start-after-paint.js" data-entry="/assets/index-1.js" nonce="${nonce}"></script>`);
    expect(res.body).not.toContain('<script type="module"');
    const later = between(res.body, '<template id="prepaint-hints">', '</template>');
    expect(later).toContain('href="/assets/HomePage-1.js"');
    expect(later).toContain('href="/api/tenant"');
  });

  it("/login, signed out: the card in the school's theme with its logo, title and subtitle in the reader's language", async () => {
    const school = (await t.request({ url: '/api/tenant' })).json();
    const pt = await t.request({ url: '/login?next=%2Fhomepage' });
    const drawing = between(pt.body, '<div id="prepaint"', '</template>');
    expect(drawing).toContain('data-path="/login"');
    expect(drawing).toContain(`class="LoginLayout_stage LoginLayout_theme${school.login.login_theme}"`);
    expect(drawing).toContain(`<img src="${school.logo}" alt="" class="LoginLayout_logo">`);
    expect(drawing).toContain('>Faça login</p>');
    expect(drawing).toContain('>Acesse sua conta para continuar aprendendo.</p>');
    // The route's own stylesheet styles the drawing (its classes are the app's): linked in the head.
    expect(pt.body).toContain(`<link rel="stylesheet" crossorigin href="/assets/LoginPage-1.css" nonce="${pageNonce(pt.headers)}">`);
    const es = await t.request({ url: '/login', cookie: 'lang=es' });
    expect(es.body).toContain('>Inicia sesión</p>');
    expect(es.body).toContain('>Accede a tu cuenta para seguir aprendiendo.</p>');
  });

  it('draws nothing where the app would draw something else: signed out on /homepage, signed in on /login, other pages', async () => {
    for (const [url, cookie] of [
      ['/homepage', undefined],
      ['/login', student],
      ['/favoritos', student],
      ['/termos-de-uso', undefined],
    ] as const) {
      const res = await t.request({ url, cookie });
      expect(res.body, url).not.toContain('id="prepaint"');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"');
    }
  });

  it("follows the saved login page (theme, placement, the e-mail link's place) and writes its words as text, never as markup", async () => {
    const owner = await t.login('owner@aurora.test');
    const title = '<img src=x onerror=alert(1)> & "Entre"';
    const payload = {
      tenant_id: 1,
      login_theme: 3,
      login_theme_placement: 'right',
      overlay_banner_login: 40,
      login_text: title,
      cta_login: false,
      title_cta_login: null,
      link_cta_login: null,
      login_banner: null,
      login_banner_vertical: null,
      magic_link_enabled: true,
      enable_redirect_login: false,
      redirect_url: null,
    };
    const saved = await t.request({ method: 'POST', url: '/api/auth/config/plataforma/loginPage/update', cookie: owner, payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await t.request({ url: '/login' })).body;
    expect(page).toContain('class="LoginLayout_stage LoginLayout_theme3"');
    expect(page).toContain('class="LoginLayout_main LoginLayout_right"');
    expect(page).toContain('--login-overlay:0.4;');
    expect(page).toContain('<div class="pp-magic"></div>');
    expect(page).toContain('>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Entre&quot;</p>');
    expect(page).not.toContain('<img src=x');
  });
});
