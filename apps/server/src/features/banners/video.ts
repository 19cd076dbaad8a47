import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import type { ActorScope, RequestScope } from '../../platform/request-scope';
import {
  createVideoLink,
  isUploadedVideo,
  releaseVideoIfUnused as releaseIfUnused,
  sweepVideo as sweep,
  type VideoPurpose,
} from '../../platform/video-upload';
import { bannerText } from './messages';
import { isVideoInUse } from './repo';

declare module '../../platform/jobs/queue' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface JobPayloads {
    'banners.video-sweep': { tenantId: number; key: string };
  }
}

/**
 * The banners' use of the platform's two-step video upload (platform/video-upload.ts): their videos
 * live in banners/videos, and one upload may serve several banners, so a video goes only once no
 * banner shows it.
 */
export const BANNER_VIDEOS: VideoPurpose = { folder: 'banners/videos', sweepQueue: 'banners.video-sweep', isInUse: isVideoInUse };

/** Spec 001 §7 step 1, for an editor of the school (the `actor`, who owns the upload). */
export async function createBannerVideoLink(
  scope: Pick<ActorScope, 'db' | 'storage' | 'tenantId' | 'actor'>,
  props: { filename: string; size?: number },
) {
  const link = await createVideoLink(scope, BANNER_VIDEOS, { tenantId: scope.tenantId, userId: scope.actor.id, ...props });
  return { id: link.id, path: link.path, token: link.token, status: link.status };
}

type VideoField = 'url_video' | 'url_video_vertical';

/**
 * A banner's video is '' (none), the value it already has, or the `path` of a finished upload of
 * this school; anything else (another school's, a pending or released upload, a URL) is 400.
 */
export async function resolveVideo(
  tx: Db,
  scope: Pick<RequestScope, 'storage' | 'tenantId' | 'lang'>,
  props: { field: VideoField; value: string; current: string | null },
) {
  if (props.value === '') return null;
  if (props.value === props.current) return props.current;
  if (!(await isUploadedVideo(tx, scope.storage, BANNER_VIDEOS, { tenantId: scope.tenantId, path: props.value }))) {
    throw badRequest(bannerText(scope.lang, 'videoNotFound'), `body.${props.field}`);
  }
  return props.value;
}

/** Lets a video go once no banner of the school shows it any more (its file, bytes and upload row). */
export function releaseVideoIfUnused(tx: Db, scope: Pick<RequestScope, 'storage' | 'tenantId'>, url: string) {
  return releaseIfUnused(tx, scope.storage, BANNER_VIDEOS, { tenantId: scope.tenantId, url });
}

/** The sweep job of one banner video link, a day after it was asked for (platform/video-upload.ts). */
export function sweepVideo(deps: Pick<RequestScope, 'db' | 'storage'>, props: { tenantId: number; key: string }) {
  return sweep(deps, BANNER_VIDEOS, props);
}
