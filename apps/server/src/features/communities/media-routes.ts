import { communityPaths } from '@trilha/shared/communities/paths';
import { errorBody, idParam } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { sendPrivateFile } from '../../platform/private-files';
import { feedScope } from './feed-routes';
import { handleMediaMove } from './media-move';
import { openPostMedia } from './posts-service';

const mediaParams = z.object({ tenant: idParam, mediaId: idParam });

/**
 * The access route of every post's picture, video and file (docs/communities.md "Post media",
 * docs/security.md "Files of private content go through an access check"): the `url` the feed gives them. It
 * checks the reader each time and answers with the bytes (local storage, Range included, so a video plays and
 * seeks) or a redirect to a short-lived presigned URL (S3). Also registers the move of files kept from before
 * their area was private (media-move.ts).
 */
export const communityMediaRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  handleMediaMove(ctx);
  app.get(
    communityPaths.media.route,
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
      const scope = feedScope(request, request.params.tenant);
      const file = await openPostMedia(scope, request.params.mediaId);
      return sendPrivateFile(request, reply, ctx.storage, file);
    },
  );
  done();
};
