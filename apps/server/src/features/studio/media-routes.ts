import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import { studioPaths } from '@trilha/shared/studio/paths';
import { studioCourseReply, studioIdParams, studioModuleReply } from '@trilha/shared/studio/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorScope, type ActorScope } from '../../platform/request-scope';
import { acceptUpload, IMAGE_TYPES, multipartBodyDocumentedOnly, releaseStoredFile, type UploadPolicy } from '../../platform/uploads';
import { setCourseCover, setModuleCover } from './media-service';
import { presentCourse, presentModule } from './presenter';
import { readCourse } from './service';

const tags = ['studio'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

/**
 * A cover as the browser sends it after the crop (react-easy-crop, the card's ratio): any image
 * type sharp reads, HEIC included, checked from the bytes and re-encoded to WebP of at most 1920 px.
 */
const COVER: UploadPolicy = {
  area: 'courses',
  maxBytes: IMAGE_UPLOAD_MAX_BYTES,
  accept: [...IMAGE_TYPES, 'image/heic', 'image/heif'],
  field: 'cover',
  image: { maxSide: 1920 },
};
const coverForm = z.object({ cover: z.file().describe(`PNG, JPEG, WebP, GIF or HEIC, at most ${IMAGE_UPLOAD_MAX_BYTES / 1_048_576} MB`) });

/** Stores the upload, then hands its URL to `use`; when `use` fails, nothing points at the file and it is released. */
async function withStoredCover<T>(scope: ActorScope, request: Parameters<typeof acceptUpload>[0], use: (url: string) => Promise<T>) {
  const stored = await acceptUpload(request, scope, { tenantId: scope.tenantId, userId: scope.actor.id, policy: COVER });
  try {
    return await use(stored.url);
  } catch (error) {
    await releaseStoredFile(scope.db, { tenantId: scope.tenantId, url: stored.url }).catch(() => {
      // Best effort: the error that brought us here is the one to report.
    });
    throw error;
  }
}

/** CONTRACT "Course studio": covers (multipart `cover`), the owner and admins only. */
export const studioMediaRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    studioPaths.courseCover.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: "Replace a course's cover (multipart `cover`, cropped by the browser); stored as WebP without metadata",
        consumes: ['multipart/form-data'],
        params: studioIdParams,
        body: coverForm,
        response: { 200: studioCourseReply, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request);
      // An unknown course is 404 before any byte is stored.
      await readCourse(scope, request.params.id);
      const course = await withStoredCover(scope, request, (url) => setCourseCover(scope, request.params.id, url));
      return { data: presentCourse(course) };
    },
  );

  app.put(
    studioPaths.moduleCover.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: "Replace a module's cover (multipart `cover`); stored as WebP without metadata",
        consumes: ['multipart/form-data'],
        params: studioIdParams,
        body: coverForm,
        response: { 200: studioModuleReply, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request);
      const { module, lessons } = await withStoredCover(scope, request, (url) => setModuleCover(scope, request.params.id, url));
      return { data: presentModule(module, lessons) };
    },
  );

  done();
};
