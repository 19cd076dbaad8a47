import { homeViewCalls } from '@trilha/shared/home/view';
import type { Db } from '../../platform/db/client';
import type { PageHint, PageHints } from '../../platform/page-hints';
import { readFirstSlidePictures } from '../banners/public';

/** The slideshow's breakpoint (BannerSlide.tsx: the desktop picture from 768px). */
const DESKTOP = '(min-width: 768px)';
const MOBILE = '(max-width: 767.98px)';

/**
 * What a signed-in member's /homepage will ask for, announced in its head: the seven calls of the
 * home view (packages/shared/src/home/view.ts), fetched while the app's script downloads, and the
 * first banner's picture for the screen, the page's largest paint, at high priority.
 */
export function homePageHints(db: Db): PageHints {
  return async ({ tenantId, path, signedIn }) => {
    if (!signedIn || path !== '/homepage') return [];
    const hints: PageHint[] = homeViewCalls(tenantId).map((href) => ({ href, as: 'fetch' }));
    const pictures = await readFirstSlidePictures(db, tenantId);
    if (pictures?.mobile) hints.unshift({ href: pictures.mobile, as: 'image', media: MOBILE, high: true });
    if (pictures?.desktop) hints.unshift({ href: pictures.desktop, as: 'image', media: DESKTOP, high: true });
    return hints;
  };
}
