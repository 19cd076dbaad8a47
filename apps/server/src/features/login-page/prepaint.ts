import { DEFAULT_LOGIN_TEXT, LOGIN_CARD_TEXTS } from '@trilha/shared/login-page/constants';
import type { Db } from '../../platform/db/client';
import { escapeHtml } from '../../platform/mail/render';
import type { PagePrepaint } from '../../platform/page-hints';
import { readSchool, schoolBackgroundCss } from '../tenancy/public';

/**
 * A signed-out visitor's /login drawn by the server (docs/decisions/0007): the school's backdrop, overlay and
 * card with its logo, title and subtitle, and the form's place held by quiet bars of the same
 * height, painted from the HTML while the app's script loads. It uses the app's own classes
 * (`<File>_<class>`, apps/web/vite.config.ts) from LoginLayout.module.css, whose stylesheet the page
 * links, so theme, placement and pictures look as LoginLayout draws them; the app removes it once
 * its card is drawn (LoginPage.tsx), and e2e/prepaint.spec.ts holds the card's box equal.
 * The form's bars copy the heights Mantine gives it (a 24.797 px label over a 42 px input, 16 px
 * apart, the 20.297 px link row 6 px up): to the fraction, so the logo lands on the same pixel
 * rows as the app's and the app's copy is not counted as a later, larger paint.
 */
const CSS = `
#prepaint{position:absolute;inset:0 0 auto 0;z-index:1000}
#prepaint .pp-corner{height:54px}
#prepaint .pp-stack{display:flex;flex-direction:column;gap:20px}
#prepaint .pp-head{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center}
#prepaint .pp-name{margin:0;font-size:24px;font-weight:800;line-height:1.55}
#prepaint .pp-title{margin:12px 0 0;font-size:26px;font-weight:700;line-height:1.3}
#prepaint .pp-subtitle{margin:0;font-size:14px;line-height:1.45}
#prepaint .pp-form{display:flex;flex-direction:column;gap:16px}
#prepaint .pp-label{width:30%;height:16px;margin:4px 0 4.797px;border-radius:4px;background:rgb(255 255 255 / 14%)}
#prepaint .pp-input{height:42px;box-sizing:border-box;border-radius:8px;background:rgb(255 255 255 / 6%);border:1px solid rgb(255 255 255 / 14%)}
#prepaint .pp-link{margin-top:-6px;height:20.297px;display:flex;justify-content:flex-end;align-items:center}
#prepaint .pp-link::after{content:"";width:40%;height:14px;border-radius:4px;background:rgb(255 255 255 / 10%)}
#prepaint .pp-button{height:42px;border-radius:8px;background:var(--login-school);opacity:.55}
#prepaint .LoginLayout_theme2 .pp-button{background:#f8f9fa}
#prepaint .pp-or{height:20px}
#prepaint .pp-magic{height:40px;border-radius:8px;border:1px solid rgb(255 255 255 / 24%)}
`.trim();

/** Only what the upload routes write (/files/… or the storage's https address) becomes CSS. */
const SAFE_URL = /^(\/|https:\/\/)[\w\-./%~]+$/;
const cssUrl = (url: string | null) => (url && SAFE_URL.test(url) ? `url("${url}")` : 'none');

export function loginPrepaint(db: Db): PagePrepaint {
  return async ({ tenant, path, signedIn, lang }) => {
    // A signed-in visitor is sent on by the app: nothing of the login page to draw.
    if (signedIn || path !== '/login') return null;
    const school = await readSchool(db, tenant);
    const login = school.login;
    const theme = [1, 2, 3].includes(login.login_theme) ? login.login_theme : 1;
    const placement = ['left', 'center', 'right'].includes(login.login_theme_placement) ? login.login_theme_placement : 'center';
    const texts = LOGIN_CARD_TEXTS[lang];
    const custom = login.login_text.trim();
    const title = custom && custom !== DEFAULT_LOGIN_TEXT ? custom : texts.title;
    const desktop = login.login_banner;
    const colour = /^#[0-9a-f]{6}$/i.test(school.theme.primary_color) ? school.theme.primary_color : '#7c3aed';
    const overlay = Math.min(Math.max(login.overlay_banner_login, 0), 100) / 100;
    const vars =
      `#prepaint{--login-bg:${cssUrl(desktop)};--login-bg-mobile:${cssUrl(login.login_banner_vertical ?? desktop)};` +
      `--login-overlay:${overlay};--login-school:${colour}}`;
    const brand = school.logo
      ? `<img src="${escapeHtml(school.logo)}" alt="" class="LoginLayout_logo">`
      : `<p class="pp-name LoginLayout_schoolName">${escapeHtml(school.name)}</p>`;
    const field = '<div><div class="pp-label"></div><div class="pp-input"></div></div>';
    const magic = login.magic_link_enabled ? '<div class="pp-or"></div><div class="pp-magic"></div>' : '';
    const html =
      `<div id="prepaint" data-path="/login" aria-hidden="true" class="LoginLayout_root">` +
      `<div class="LoginLayout_stage LoginLayout_theme${theme}">` +
      '<div class="LoginLayout_backdrop"></div><div class="LoginLayout_overlay"></div><div class="pp-corner"></div>' +
      `<div class="LoginLayout_main LoginLayout_${placement}"><div class="LoginLayout_card"><div class="pp-stack">` +
      `<div class="pp-head">${brand}<p class="pp-title LoginLayout_title">${escapeHtml(title)}</p>` +
      `<p class="pp-subtitle LoginLayout_subtitle">${escapeHtml(texts.subtitle)}</p></div>` +
      `<div class="pp-form">${field}${field}<div class="pp-link"></div><div class="pp-button"></div>${magic}</div>` +
      '</div></div></div></div></div>';
    return { css: `${CSS}\n${vars}\n${schoolBackgroundCss(school)}`, html };
  };
}
