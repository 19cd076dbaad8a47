import {
  BANNER_PATHS, createVideoLinkBody, createVideoLinkReply, VIDEO_MAX_BYTES, VIDEO_MIME_TYPES, videoPutParams, videoUploadParams,
  videoUploadReply,
} from '@trilha/shared/banners/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { HttpError, notFound } from '../../platform/errors';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { bannerText } from './messages';
import { findVideoUpload } from './video-repo';
import { sweepVideo, videoLinkCreator, videoReceiver } from './video';

const tags = ['banners'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const PUT_PATH = BANNER_PATHS.videoPut(':token');

/**
 * Where the browser sends the PUT: the origin it called from (the same-origin check has vouched
 * for it, and it carries the real scheme behind a proxy), else this request's own origin.
 */
function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      if (url.host.toLowerCase() === (request.headers.host ?? '').toLowerCase()) return url.origin;
    } catch {
      // Not a URL: fall back to the request's own origin.
    }
  }
  return `${request.protocol}://${request.host}`;
}

/**
 * Spec 001 §7's two-step video upload. Encapsulated: the raw video body parser and the 413 message
 * apply to these routes only.
 */
export const videoRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  ctx.jobs.handle('banners.video-sweep', (payload) => sweepVideo(ctx, payload));
  // Any other type (video/*, octet-stream, none at all: a browser sends none for a file it cannot name)
  // arrives as raw bytes, and the bytes decide; JSON and text keep their parsers and are refused as 415.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES }, (_request, body, done) => done(null, body));
  // Fastify refuses an oversized video before the handler runs: answer it with the spec's message.
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.statusCode === 413 && request.routeOptions.url === PUT_PATH) throw new HttpError(413, null, bannerText(request.lang, 'videoTooLarge'));
    throw error;
  });

  app.post(
    BANNER_PATHS.videoLink,
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
      const editor = requireEditor(request);
      const scope = { db: ctx.db, storage: ctx.storage, tenantId: editor.tenantId, userId: editor.id, lang: request.lang };
      const link = await videoLinkCreator(scope, { filename: request.body.filename });
      return { id: link.id, path: link.path, url: `${originOf(request)}${BANNER_PATHS.videoPut(link.token)}`, status: link.status };
    },
  );

  app.put(
    PUT_PATH,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      bodyLimit: VIDEO_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Receive the video of an upload link (path chosen by Trilha): the raw bytes as video/* or application/octet-stream; the token in the url is the credential and works once (a spent or expired link is 404)',
        consumes: ['video/mp4', 'video/webm', 'video/quicktime', 'application/octet-stream'],
        params: videoPutParams,
        body: z.file().describe('The video bytes, at most 25 MB; the type is read from the bytes'),
        response: { 200: videoUploadReply, 400: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0)) throw new HttpError(400, 'uploadMissing');
      if (!Buffer.isBuffer(body)) throw new HttpError(415, null, bannerText(request.lang, 'videoType'));
      const detected = await fileTypeFromBuffer(body);
      if (!detected || !(VIDEO_MIME_TYPES as readonly string[]).includes(detected.mime)) {
        throw new HttpError(415, null, bannerText(request.lang, 'videoType'));
      }
      return videoReceiver({ db: ctx.db, storage: ctx.storage, lang: request.lang }, { token: request.params.token, body, contentType: detected.mime });
    },
  );

  app.get(
    `${BANNER_PATHS.videoLink.replace(/\/create-link-upload-video$/, '')}/:id`,
    {
      schema: {
        tags,
        summary: "The status of a banner video upload, processing then uploaded (path chosen by Trilha); editors only, another school's upload is 404",
        params: videoUploadParams,
        response: { 200: videoUploadReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      const row = await findVideoUpload(ctx.db, { tenantId: editor.tenantId, id: request.params.id });
      if (!row) throw notFound();
      return { id: row.id, path: ctx.storage.urlOf(row.key), status: row.status === 'uploaded' ? ('uploaded' as const) : ('processing' as const) };
    },
  );
};
