import { IMAGE_UPLOAD_MAX_BYTES } from '@trilha/shared/media/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import { studioPaths } from '@trilha/shared/studio/paths';
import { studioLessonDetailReply, studioMaterialReply } from '@trilha/shared/studio/media-schemas';
import { studioCourseReply, studioIdParams, studioModuleReply } from '@trilha/shared/studio/schemas';
import { STUDIO_MATERIAL_MAX_BYTES } from '@trilha/shared/studio/constants';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorScope, type ActorScope } from '../../platform/request-scope';
import { detectDocument, displayName } from '../../platform/documents';
import { HttpError } from '../../platform/errors';
import { attachmentArea, privateArea } from '../../platform/storage';
import {
  acceptUpload,
  IMAGE_TYPES,
  multipartBodyDocumentedOnly,
  readFilePart,
  releaseStoredFile,
  storeUpload,
  type UploadPolicy,
} from '../../platform/uploads';
import { addMaterial, materialUrl, readLessonWithMaterials, removeMaterial, setCourseCover, setModuleCover } from './media-service';
import { studioText } from './messages';
import { presentCourse, presentLesson, presentModule } from './presenter';
import { readCourse, readLesson } from './service';

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

/** Materials are private downloads: never served at /files/, sent by the catalog's route after its check. */
const MATERIAL_AREA = attachmentArea(privateArea('lesson-materials'));
const materialForm = z.object({
  file: z.file().describe('PDF, Word, Excel, PowerPoint (or their 97-2003 forms), ZIP or .txt, at most 50 MB'),
});
const presentMaterial = (m: { id: number; lessonId: number; name: string; sizeBytes: number }) => ({
  id: m.id,
  name: m.name,
  size: m.sizeBytes,
  url: materialUrl(m),
});

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

  app.get(
    studioPaths.lesson.route,
    {
      schema: {
        tags,
        summary: 'One lesson for its editor, with its materials',
        params: studioIdParams,
        response: { 200: studioLessonDetailReply, ...errors },
      },
    },
    async (request) => {
      const { lesson, materials } = await readLessonWithMaterials(editorScope(request), request.params.id);
      return { data: { ...presentLesson(lesson), materials: materials.map(presentMaterial) } };
    },
  );

  app.post(
    studioPaths.lessonMaterials.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Add a material to a lesson (multipart `file`): checked from its bytes, kept private, sent as a download; 201',
        consumes: ['multipart/form-data'],
        params: studioIdParams,
        body: materialForm,
        response: { 201: studioMaterialReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      await readLesson(scope, request.params.id);
      const { buffer, filename } = await readFilePart(request, { field: 'file', maxBytes: STUDIO_MATERIAL_MAX_BYTES }).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 413)
            throw new HttpError(413, null, studioText(request.lang, 'materialTooLarge'));
          throw error;
        },
      );
      const type = await detectDocument(buffer, filename);
      if (!type) throw new HttpError(415, null, studioText(request.lang, 'materialType'));
      const stored = await storeUpload(scope, {
        tenantId: scope.tenantId,
        userId: scope.actor.id,
        area: MATERIAL_AREA,
        body: buffer,
        ...type,
      });
      try {
        const material = await addMaterial(scope, request.params.id, { name: displayName(filename, 'material', type.ext), stored });
        return await reply.code(201).send({ data: presentMaterial(material) });
      } catch (error) {
        await releaseStoredFile(scope.db, { tenantId: scope.tenantId, url: stored.key }).catch(() => {
          // Best effort: the error that brought us here is the one to report.
        });
        throw error;
      }
    },
  );

  app.delete(
    studioPaths.material.route,
    {
      schema: {
        tags,
        summary: 'Remove a material; its file goes after the commit; 204',
        params: studioIdParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeMaterial(editorScope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  done();
};
