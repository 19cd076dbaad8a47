import {
  BANNER_PATHS,
  createVideoLinkBody,
  createVideoLinkReply,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  videoPutParams,
  videoUploadParams,
  videoUploadReply,
} from '@trilha/shared/banners/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { Transform, type Readable } from 'node:stream';
import { z } from 'zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { HttpError, notFound } from '../../platform/errors';
import { linkOrigin } from '../../platform/origins';
import { requireTenant } from '../../platform/tenancy';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { bannerText } from './messages';
import { findVideoUpload, type VideoLinkRow } from './video-repo';
import { findVideoLink, sweepVideo, videoByteLimit, videoLinkCreator, videoReceiver } from './video';

const tags = ['banners'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const PUT_PATH = BANNER_PATHS.videoPut(':token');

/**
 * Passes a body through and fails with `tooLarge` once it passes `limit` bytes: a chunked body has
 * no Content-Length to check up front. `receivedEncodedLength` is what Fastify's own checks read.
 */
function capBytes(payload: Readable, limit: number, tooLarge: () => Error): Readable {
  let received = 0;
  const counted: Transform & { receivedEncodedLength?: number } = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      counted.receivedEncodedLength = received;
      if (received > limit) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  // pipe(), not pipeline(): destroying the request would drop the socket before the 413 is sent.
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}

const linkExpired = (request: FastifyRequest) => new HttpError(404, null, bannerText(request.lang, 'videoLinkExpired'));
const tooLarge = (request: FastifyRequest) => new HttpError(413, null, bannerText(request.lang, 'videoTooLarge'));

/** The link a PUT was let in with, found before its body was read. */
const linksOfRequests = new WeakMap<FastifyRequest, VideoLinkRow>();

/**
 * The PUT of a link. The token is looked up in the host's school before the body is read, so an
 * unknown, spent or other school's link costs no buffering, and the body is held to the link's
 * declared size (Content-Length first, then counted as it arrives). No refusal spends the link.
 */
const videoPutRoute: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  // Whatever the type says (video/*, octet-stream, JSON, text or none: a browser sends none for a file it
  // cannot name), the body is raw bytes, never parsed into objects, and the bytes decide (415 otherwise).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.put(
    PUT_PATH,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      bodyLimit: VIDEO_MAX_BYTES,
      onRequest: async (request) => {
        const params = videoPutParams.safeParse(request.params);
        if (!params.success) {
          const message = bannerText(request.lang, 'videoLinkExpired');
          throw new HttpError(400, null, message, [{ path: 'params.token', message }]);
        }
        const link = request.tenant ? await findVideoLink(ctx.db, { tenantId: request.tenant.id, token: params.data.token }) : null;
        if (!link) throw linkExpired(request);
        if (Number(request.headers['content-length']) > videoByteLimit(link)) throw tooLarge(request);
        linksOfRequests.set(request, link);
      },
      preParsing: async (request, _reply, payload) => {
        // onRequest above keeps the link of every request it lets through.
        const link = linksOfRequests.get(request);
        if (!link) throw linkExpired(request);
        return capBytes(payload, videoByteLimit(link), () => tooLarge(request));
      },
      schema: {
        tags,
        summary:
          "Receive the video of an upload link (path chosen by Trilha): the raw bytes as video/* or application/octet-stream, exactly the size declared for the link (413 when larger, 400 when shorter); the token in the url is the credential, works once and only on its school's host (a spent, expired or other school's link is 404)",
        consumes: ['video/mp4', 'video/webm', 'video/quicktime', 'application/octet-stream'],
        params: videoPutParams,
        body: z.file().describe('The video bytes, at most 25 MB; the type is read from the bytes'),
        response: { 200: videoUploadReply, 400: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const link = linksOfRequests.get(request);
      if (!link) throw linkExpired(request);
      const body: unknown = request.body;
      if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0)) throw new HttpError(400, 'uploadMissing');
      if (!Buffer.isBuffer(body)) throw new HttpError(415, null, bannerText(request.lang, 'videoType'));
      const detected = await fileTypeFromBuffer(body);
      if (!detected || !(VIDEO_MIME_TYPES as readonly string[]).includes(detected.mime)) {
        throw new HttpError(415, null, bannerText(request.lang, 'videoType'));
      }
      // Larger never gets here (413 above); shorter than declared is not the file the link was asked for.
      if (link.declaredBytes !== null && body.length !== link.declaredBytes)
        throw new HttpError(400, null, bannerText(request.lang, 'videoIncomplete'));
      const deps = { db: ctx.db, storage: ctx.storage, lang: request.lang };
      return videoReceiver(deps, { tenantId: link.tenantId, token: request.params.token, body, contentType: detected.mime });
    },
  );
  done();
};

/**
 * Spec 001 §7's two-step video upload. Encapsulated: the 413 message applies to these routes only,
 * and the PUT sits in its own context with the raw bytes parser.
 */
export const videoRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  ctx.jobs.handle('banners.video-sweep', (payload) => sweepVideo(ctx, payload));
  // Fastify refuses an oversized video before the handler runs: answer it with the spec's message.
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.statusCode === 413 && request.routeOptions.url === PUT_PATH)
      throw new HttpError(413, null, bannerText(request.lang, 'videoTooLarge'));
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
      const link = await videoLinkCreator(scope, { filename: request.body.filename, size: request.body.size });
      // The school's own origin with the host the editor is on, never the Host header as sent.
      const origin = linkOrigin(requireTenant(request.tenant).origins, request.headers.host);
      return { id: link.id, path: link.path, url: `${origin}${BANNER_PATHS.videoPut(link.token)}`, status: link.status };
    },
  );

  app.get(
    `${BANNER_PATHS.videoLink.replace(/\/create-link-upload-video$/, '')}/:id`,
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
      const row = await findVideoUpload(ctx.db, { tenantId: editor.tenantId, id: request.params.id });
      if (!row) throw notFound();
      return {
        id: row.id,
        path: ctx.storage.urlOf(row.key),
        status: row.status === 'uploaded' ? ('uploaded' as const) : ('processing' as const),
      };
    },
  );
  await app.register(videoPutRoute, { ctx });
};
