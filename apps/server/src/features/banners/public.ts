import type { BannersIndexReply } from '@trilha/shared/banners/schemas';
import { derivedFrom } from '../../platform/caches';
import type { Db } from '../../platform/db/client';
import type { JsonBytes } from '../../platform/json-bytes';
import { readBannersIndex } from './index-cache';

/**
 * The first slide's picture per screen, as the student slideshow chooses it (BannerSlide.tsx), and
 * whether the slideshow takes its tall phone frame (any banner with a portrait picture or video).
 */
export type FirstSlidePictures = { desktop: string | null; mobile: string | null; tall: boolean };

const pictures = derivedFrom((bytes: JsonBytes): FirstSlidePictures | null => {
  const [, , { data }] = JSON.parse(bytes.body.toString('utf8')) as BannersIndexReply;
  const first = data[0];
  return first
    ? {
        desktop: first.url_image ?? first.url_image_vertical,
        mobile: first.url_image_vertical ?? first.url_image,
        tall: data.some((banner) => Boolean(banner.url_image_vertical) || Boolean(banner.url_video_vertical)),
      }
    : null;
});

/**
 * The pictures of the school's first banner, the largest paint of its home: the page's head asks
 * for them at once (home/page-hints.ts). Read from the cached index, and worked out once per cached
 * reply, so a page view costs a map lookup.
 */
export async function readFirstSlidePictures(db: Db, tenantId: number): Promise<FirstSlidePictures | null> {
  return pictures(await readBannersIndex(db, tenantId));
}
