import { postMediaPath } from '@trilha/shared/communities/feed-constants';
import { errorBody, idParam } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { SIGNED_VIDEO_URL_SECONDS, sendPrivateFile, type PrivateFile } from '../../platform/private-files';
import { feedScope } from './feed-routes';
import { handleMediaMove } from './media-move';
import { findPostMedia } from './media-repo';
import { enterCommunity, type FeedScope } from './posts-service';

const mediaParams = z.object({ tenant: idParam, mediaId: idParam });

/**
 * The file behind a post's media, for a reader who may read that post now: the feed's own door
 * (enterCommunity: 404 for a community the member does not see, 403 for one closed to them),
 * decided again at every request, so losing a product, a deactivated community or another
 * school's session stops the bytes at once.
 */
export async function openPostMedia(scope: FeedScope, mediaId: number): Promise<PrivateFile> {
  const { tenantId } = scope.member;
  const media = await findPostMedia(scope.db, { tenantId, id: mediaId });
  // A row names only its own school's files; anything else is treated as missing.
  if (!media?.key.startsWith(`tenants/${tenantId}/`)) throw notFound();
  await enterCommunity(scope, media.communityId);
  return {
    key: media.key,
    contentType: media.contentType,
    name: media.name,
    // Documents are saved, never rendered on the school's origin; pictures and videos show inline.
    download: media.kind === 'file',
    ...(media.kind === 'video' ? { expiresInSeconds: SIGNED_VIDEO_URL_SECONDS } : {}),
  };
}

/**
 * The access route of every post's picture, video and file (docs/communities.md "Post media",
 * issue 40 finding 5): the `url` the feed gives them. It checks the reader each time and answers
 * with the bytes (local storage, Range included, so a video plays and seeks) or a redirect to a
 * short-lived presigned URL (S3). Also registers the move of files kept from before their area
 * was private (media-move.ts).
 */
export const communityMediaRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  handleMediaMove(ctx);
  app.get(
    postMediaPath(':tenant', ':mediaId'),
    {
      schema: {
        tags: ['communities'],
        summary:
          "A post's picture, video or file, to members who may read the post now (path chosen by Trilha): the bytes (Range requests answered; documents as downloads), or with S3 a 302 to a presigned URL valid a few minutes (an hour for a video)",
        params: mediaParams,
        response: { 401: errorBody, 403: errorBody, 404: errorBody, 412: errorBody, 416: errorBody },
      },
    },
    async (request, reply) => {
      const scope = feedScope(ctx, request, request.params.tenant);
      const file = await openPostMedia(scope, request.params.mediaId);
      return sendPrivateFile(request, reply, ctx.storage, file);
    },
  );
  done();
};
