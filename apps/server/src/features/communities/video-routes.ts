import { createVideoLinkBody, createVideoLinkReply } from '@trilha/shared/banners/schemas';
import { communityPaths } from '@trilha/shared/communities/paths';
import { communityParams } from '@trilha/shared/communities/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { createVideoLink, handleVideoSweeps } from '../../platform/video-upload';
import { videoPutUrl } from '../../platform/video-upload-routes';
import { feedScope } from './feed-routes';
import { refuseFeed } from './feed-messages';
import { COMMUNITY_VIDEOS } from './post-media';
import { enterCommunity } from './posts-service';

/** Links a member may ask for a minute: a post takes one video, a few retries are plenty. */
const LINKS_PER_MINUTE = 20;

/** The link reply of the banners (`id`, `path`, `url`, `status`) and when the PUT must have happened. */
const communityVideoLinkReply = createVideoLinkReply.extend({ expires_at: z.string() });

/** Counted per member (a school's students often share one address), by the session the auth hook read. */
const perMember = (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : request.ip);

/**
 * The two-step video upload for a post (docs/communities.md "Post media"): a member who may post a
 * video in the community asks for the link, PUTs the bytes to it (the platform's PUT), and names
 * the returned `path` in the post's `videos` part.
 */
export const communityVideoRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  handleVideoSweeps(ctx.jobs, ctx, COMMUNITY_VIDEOS);

  app.post(
    communityPaths.videoLink.route,
    {
      config: { rateLimit: { max: LINKS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perMember } },
      schema: {
        tags: ['communities'],
        summary:
          'Ask for a one-time upload link for a post video (mp4, avi, mpeg, webm, mov, mkv, flv; at most 25 MB): returns the path the post names in its `videos` part and the url to PUT the file to before expires_at (1 hour); members who may post videos in the community (staff always) (path chosen by Trilha)',
        params: communityParams,
        body: createVideoLinkBody,
        response: { 200: communityVideoLinkReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      const { community } = await enterCommunity(scope, request.params.communityId);
      // The composer's rules (posts-service checkPostContent), before anything is reserved.
      if (!scope.member.staff && !community.publications) refuseFeed(request.lang, 403, 'publicationsOff');
      if (!scope.member.staff && !community.videos) refuseFeed(request.lang, 403, 'videosOff', 'videos');
      const { tenantId, userId } = scope.member;
      const link = await createVideoLink(ctx, COMMUNITY_VIDEOS, {
        tenantId,
        userId,
        filename: request.body.filename,
        size: request.body.size,
      });
      return {
        id: link.id,
        path: link.path,
        url: videoPutUrl(request, link.token),
        status: link.status,
        expires_at: link.expiresAt.toISOString(),
      };
    },
  );
  done();
};
