import { mediaPaths } from '@trilha/shared/media/paths';
import { IMAGE_CROPS, IMAGE_UPLOAD_MAX_BYTES, uploadImageQuery, uploadImageReply } from '@trilha/shared/media/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { acceptUpload, IMAGE_TYPES, multipartBodyDocumentedOnly } from '../../platform/uploads';

const imageForm = z.object({ file: z.file().describe('PNG, JPEG, WebP or GIF, at most 15 MB') });

/**
 * One upload route for the school's images (logos, favicon, login backgrounds, quiz profiles): the browser crops to
 * the kind's size, the server checks the bytes, re-encodes to WebP and keeps at most twice that size.
 * The returned URL is then saved by the section's own settings call.
 */
export const mediaRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.post(
    mediaPaths.image.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags: ['appearance'],
        summary:
          'Upload a school image (multipart field `file`, ?kind=logo_square|logo_horizontal|favicon|login_banner|login_banner_vertical|quiz_profile); editors only',
        consumes: ['multipart/form-data'],
        querystring: uploadImageQuery,
        body: imageForm,
        response: { 200: uploadImageReply, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      const crop = IMAGE_CROPS[request.query.kind];
      const stored = await acceptUpload(request, ctx, {
        tenantId: editor.tenantId,
        userId: editor.id,
        policy: {
          area: `branding/${request.query.kind}`,
          maxBytes: IMAGE_UPLOAD_MAX_BYTES,
          accept: IMAGE_TYPES,
          image: { maxSide: Math.max(crop.width, crop.height) * 2 },
        },
      });
      return { url: stored.url };
    },
  );
  done();
};
