import { bannerPaths } from '@trilha/shared/banners/paths';
import { createVideoLinkBody, createVideoLinkReply, videoUploadParams, videoUploadReply } from '@trilha/shared/banners/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { editorScope } from '../../platform/request-scope';
import { handleVideoSweeps, readVideoUpload } from '../../platform/video-upload';
import { videoPutRoute, videoPutUrl } from '../../platform/video-upload-routes';
import { BANNER_VIDEOS, createBannerVideoLink } from './video';

const tags = ['banners'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Spec 001 §7's two-step video upload for banners: the link and the status. The PUT that takes the
 * bytes is the platform's, shared with the community posts, and registered here once.
 */
export const videoRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  handleVideoSweeps(ctx.jobs, ctx, BANNER_VIDEOS);

  app.post(
    bannerPaths.videoLink.route,
    {
      schema: {
        tags,
        summary:
          'Ask for a one-time upload link for a banner video (mp4, avi, mpeg, webm, mov, mkv, flv; at most 25 MB): returns the path the banner saves and the url to PUT the file to within 1 hour; editors only',
        body: createVideoLinkBody,
        response: { 200: createVideoLinkReply, ...errors },
      },
    },
    async (request) => {
      const link = await createBannerVideoLink(editorScope(request), { filename: request.body.filename, size: request.body.size });
      return { id: link.id, path: link.path, url: videoPutUrl(request, link.token), status: link.status };
    },
  );

  app.get(
    bannerPaths.videoStatus.route,
    {
      schema: {
        tags,
        summary:
          "The status of a banner video upload, processing then uploaded (path chosen by Trilha); editors only, another school's upload is 404",
        params: videoUploadParams,
        response: { 200: videoUploadReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      const upload = await readVideoUpload(ctx, { tenantId: editor.tenantId, id: request.params.id });
      if (!upload) throw notFound();
      return upload;
    },
  );
  await app.register(videoPutRoute, { ctx });
};
