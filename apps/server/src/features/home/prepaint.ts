import type { Db } from '../../platform/db/client';
import { escapeHtml } from '../../platform/mail/render';
import type { PagePrepaint } from '../../platform/page-hints';
import { readFirstSlidePictures } from '../banners/public';
import { readSchool, schoolBackgroundCss } from '../tenancy/public';

/**
 * The top of a signed-in member's /homepage drawn by the server, so a phone paints the first banner
 * and the school's logo from the HTML instead of after the app's first script has loaded and run
 * (the banner is the page's largest paint; docs/performance.md "The first load on a phone"). It
 * is the same picture in the same box as the slideshow's first slide and the logo where the header
 * puts it; the app removes it once its slideshow has drawn that slide
 * (apps/web/src/lib/prepaint.ts), and e2e/prepaint.spec.ts holds the boxes equal.
 *
 * The sizes copy BannerSlideshow.module.css (.media, .shade) and Header.module.css (.logo, 64 px
 * row, md/xl padding), the breakpoints Mantine's md (64em) and the slideshow's 768 px.
 */
const CSS = `
#prepaint{position:absolute;inset:0 0 auto 0;z-index:1000;overflow:hidden}
#prepaint .pp-media{position:relative;width:100%;aspect-ratio:4/5;max-height:78svh;overflow:hidden;background:var(--pp-school)}
#prepaint.pp-tall .pp-media{aspect-ratio:9/16}
#prepaint img.pp-image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}
#prepaint .pp-shade{position:absolute;inset:0;background:linear-gradient(0deg,var(--mantine-color-body) 0%,color-mix(in srgb,var(--mantine-color-body) 70%,transparent) 22%,transparent 60%),linear-gradient(180deg,rgb(0 0 0 / 55%) 0%,transparent 22%)}
#prepaint .pp-header{position:absolute;inset:0 0 auto 0;height:64px;display:flex;align-items:center;padding:0 16px}
#prepaint img.pp-logo{display:block;height:36px;width:auto;max-width:132px;object-fit:contain;object-position:left center}
@media (min-width:768px){
#prepaint .pp-media,#prepaint.pp-tall .pp-media{aspect-ratio:16/9;max-height:82vh;min-height:420px}
#prepaint .pp-shade{background:linear-gradient(90deg,rgb(0 0 0 / 72%) 0%,rgb(0 0 0 / 35%) 42%,transparent 70%),linear-gradient(0deg,var(--mantine-color-body) 0%,transparent 30%),linear-gradient(180deg,rgb(0 0 0 / 55%) 0%,transparent 22%)}
}
@media (min-width:64em){#prepaint .pp-header{padding:0 32px}#prepaint img.pp-logo{max-width:200px}}
`.trim();

const DESKTOP = '(min-width: 768px)';

export function homePrepaint(db: Db): PagePrepaint {
  return async ({ tenant, path, signedIn }) => {
    if (!signedIn || path !== '/homepage') return null;
    const slide = await readFirstSlidePictures(db, tenant.id);
    const mobile = slide?.mobile ?? slide?.desktop;
    if (!slide || !mobile) return null;
    const school = await readSchool(db, tenant);
    const desktop = slide.desktop ?? mobile;
    const logo = school.logo ? `<div class="pp-header"><img class="pp-logo" src="${escapeHtml(school.logo)}" alt=""></div>` : '';
    // aria-hidden: the app's own page, drawn under it, is what assistive technology reads.
    const html =
      `<div id="prepaint" data-path="/homepage" class="${slide.tall ? 'pp-tall' : ''}" aria-hidden="true">` +
      `<div class="pp-media"><picture><source media="${DESKTOP}" srcset="${escapeHtml(desktop)}">` +
      `<img class="pp-image" src="${escapeHtml(mobile)}" alt="" fetchpriority="high"></picture><div class="pp-shade"></div></div>` +
      `${logo}</div>`;
    // Saved through the appearance schema's #RRGGBB check; checked again here because it becomes CSS.
    const colour = /^#[0-9a-f]{6}$/i.test(school.theme.primary_color) ? school.theme.primary_color : '#7c3aed';
    return { css: `${CSS}\n#prepaint{--pp-school:${colour}}\n${schoolBackgroundCss(school)}`, html };
  };
}
