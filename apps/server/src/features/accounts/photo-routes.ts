import { accountPaths } from '@trilha/shared/accounts/paths';
import { PROFILE_PHOTO_MAX_BYTES, userReply } from '@trilha/shared/accounts/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { userScope } from '../../platform/request-scope';
import { acceptUpload, IMAGE_TYPES, multipartBodyDocumentedOnly, releaseStoredFile, type UploadPolicy } from '../../platform/uploads';
import { presentUser } from './presenter';
import { replaceProfilePhoto } from './service';

const tags = ['accounts'];

/** The browser crops the photo; the server still checks bytes and size, and keeps at most 1024 px. */
const PROFILE_PHOTO: UploadPolicy = { area: 'avatars', maxBytes: PROFILE_PHOTO_MAX_BYTES, accept: IMAGE_TYPES, image: { maxSide: 1024 } };

/** The form, for OpenAPI only: the file is streamed and checked by acceptUpload, not by Zod. */
const photoForm = z.object({ file: z.file().describe(`PNG, JPEG, WebP or GIF, at most ${PROFILE_PHOTO_MAX_BYTES / 1_048_576} MB`) });

const photoReplies = { 200: userReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const photoRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.post(
    accountPaths.photo.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Replace the signed-in user photo (multipart field `file`); stored as WebP without metadata',
        consumes: ['multipart/form-data'],
        body: photoForm,
        response: { ...photoReplies, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const scope = userScope(request);
      const stored = await acceptUpload(request, scope, { tenantId: scope.tenantId, userId: scope.actor.id, policy: PROFILE_PHOTO });
      try {
        return { user: presentUser(await replaceProfilePhoto(scope, { photoUrl: stored.url })) };
      } catch (error) {
        // Nothing points at the new file: let it go rather than keep an orphan.
        await releaseStoredFile(scope.db, { tenantId: scope.tenantId, url: stored.url }).catch(() => {
          // Best effort: the error that brought us here is the one to report.
        });
        throw error;
      }
    },
  );

  app.delete(
    accountPaths.photo.route,
    { schema: { tags, summary: 'Remove the signed-in user photo', response: photoReplies } },
    async (request) => {
      return { user: presentUser(await replaceProfilePhoto(userScope(request), { photoUrl: null })) };
    },
  );
  done();
};
