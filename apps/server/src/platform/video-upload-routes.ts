import { VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from '@trilha/shared/banners/constants';
import { videoPutParams, videoUploadReply } from '@trilha/shared/banners/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import { platformPaths } from '@trilha/shared/platform/paths';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { Transform, type Readable } from 'node:stream';
import { z } from 'zod';
import type { FeatureOptions } from './context';
import { HttpError } from './errors';
import { linkOrigin } from './origins';
import { requireTenant } from './tenancy';
import { multipartBodyDocumentedOnly } from './uploads';
import { findVideoLink, receiveVideo, videoByteLimit, videoText } from './video-upload';

/** The `url` of a link reply: the school's own origin with the host the member is on, never the Host header as sent. */
export function videoPutUrl(request: FastifyRequest, token: string): string {
  return `${linkOrigin(requireTenant(request.tenant).origins, request.headers.host)}${platformPaths.videoUpload({ token })}`;
}

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

const linkExpired = (request: FastifyRequest) => new HttpError(404, null, videoText(request.lang, 'videoLinkExpired'));
const tooLarge = (request: FastifyRequest) => new HttpError(413, null, videoText(request.lang, 'videoTooLarge'));

type VideoLink = NonNullable<Awaited<ReturnType<typeof findVideoLink>>>;
/** The link a PUT was let in with, found before its body was read. */
const linksOfRequests = new WeakMap<FastifyRequest, VideoLink>();

/**
 * The PUT of every video link, whichever feature asked for it (platform/video-upload.ts). The token
 * is looked up in the host's school before the body is read, so an unknown, spent or other school's
 * link costs no buffering, and the body is held to the link's declared size (Content-Length first,
 * then counted as it arrives). No refusal spends the link. Registered once, by the banners' routes.
 */
export const videoPutRoute: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  // Fastify refuses an oversized video before the handler runs: answer it with the spec's message.
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.statusCode === 413) throw tooLarge(request);
    throw error;
  });
  // Whatever the type says (video/*, octet-stream, JSON, text or none: a browser sends none for a file it
  // cannot name), the body is raw bytes, never parsed into objects, and the bytes decide (415 otherwise).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.put(
    platformPaths.videoUpload.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      bodyLimit: VIDEO_MAX_BYTES,
      onRequest: async (request) => {
        const params = videoPutParams.safeParse(request.params);
        if (!params.success) {
          const message = videoText(request.lang, 'videoLinkExpired');
          throw new HttpError(400, null, message, [{ path: 'params.token', message }]);
        }
        const link = request.tenant ? await findVideoLink(ctx.db, { tenantId: request.tenant.id, token: params.data.token }) : null;
        if (!link) throw linkExpired(request);
        if (Number(request.headers['content-length']) > videoByteLimit(link)) throw tooLarge(request);
        linksOfRequests.set(request, link);
      },
      // oxlint-disable-next-line typescript/require-await -- Fastify's promise form of a hook, which takes no done callback
      preParsing: async (request, _reply, payload) => {
        // onRequest above keeps the link of every request it lets through.
        const link = linksOfRequests.get(request);
        if (!link) throw linkExpired(request);
        return capBytes(payload, videoByteLimit(link), () => tooLarge(request));
      },
      schema: {
        tags: ['uploads'],
        summary:
          "Receive the video of an upload link (path chosen by Trilha), a banner's or a community post's: the raw bytes as video/* or application/octet-stream, exactly the size declared for the link (413 when larger, 400 when shorter); the token in the url is the credential, works once and only on its school's host (a spent, expired or other school's link is 404)",
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
      if (!Buffer.isBuffer(body)) throw new HttpError(415, null, videoText(request.lang, 'videoType'));
      const detected = await fileTypeFromBuffer(body);
      if (!detected || !(VIDEO_MIME_TYPES as readonly string[]).includes(detected.mime)) {
        throw new HttpError(415, null, videoText(request.lang, 'videoType'));
      }
      // Larger never gets here (413 above); shorter than declared is not the file the link was asked for.
      if (link.declaredBytes !== null && body.length !== link.declaredBytes)
        throw new HttpError(400, null, videoText(request.lang, 'videoIncomplete'));
      const deps = { db: ctx.db, storage: ctx.storage, lang: request.lang };
      return receiveVideo(deps, { tenantId: link.tenantId, token: request.params.token, body, contentType: detected.mime });
    },
  );
  done();
};
