import { errorBody } from '@trilha/shared/platform/http';
import { lessonVideoLinkBody, lessonVideoLinkReply, lessonVideoReply } from '@trilha/shared/studio/media-schemas';
import { studioPaths } from '@trilha/shared/studio/paths';
import { studioIdParams } from '@trilha/shared/studio/schemas';
import type { FastifyPluginCallbackZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { createVideoLink, readVideoState, receiveVideoBytes } from './video-service';

const tags = ['studio'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** CONTRACT "Course studio": a lesson's video, uploaded in two steps and processed in the background. */
export const studioVideoRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const scopeOf = (request: Parameters<typeof editorScope>[0]) => ({ ...editorScope(request), config: ctx.config });

  app.post(
    studioPaths.lessonVideo.route,
    {
      schema: {
        tags,
        summary:
          "Step 1 of a lesson's video: the file's name and size (at most the server's limit, LESSON_VIDEO_MAX_BYTES) give a link to PUT the bytes to, valid a day",
        params: studioIdParams,
        body: lessonVideoLinkBody,
        response: { 200: lessonVideoLinkReply, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => ({ data: await createVideoLink(scopeOf(request), request.params.id, request.body) }),
  );

  app.get(
    studioPaths.lessonVideo.route,
    {
      schema: {
        tags,
        summary: "A lesson's video: the newest upload's state, bytes received, processing progress, duration and error; the server's limit",
        params: studioIdParams,
        response: { 200: lessonVideoReply, ...errors },
      },
    },
    async (request) => ({ data: await readVideoState(scopeOf(request), request.params.id) }),
  );

  // Step 2 in a plugin of its own: its body is the raw bytes as a stream, never parsed or buffered.
  void app.register((upload, _options, registered) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
    upload.withTypeProvider<ZodTypeProvider>().put(
      studioPaths.lessonVideoUpload.route,
      {
        validatorCompiler: multipartBodyDocumentedOnly,
        schema: {
          tags,
          summary:
            "Step 2: the video's bytes. Whole, or a part with `Content-Range: bytes a-b/total` starting where the upload stands (GET .../video says `received_bytes`); `bytes */total` with no body asks. Answers the state; the last byte starts processing",
          consumes: ['application/octet-stream', 'video/*'],
          params: z.object({ token: z.string().min(20).max(100) }),
          response: { 200: lessonVideoReply, ...errors, 409: errorBody, 413: errorBody },
        },
      },
      async (request) => {
        const body = (request.body ?? request.raw) as Readable;
        const range = request.headers['content-range'];
        return { data: await receiveVideoBytes(scopeOf(request), { token: request.params.token, contentRange: range, body }) };
      },
    );
    registered();
  });

  done();
};
