import { and, eq } from 'drizzle-orm';
import { PROFILE_PHOTO_MAX_BYTES, userReply } from '@trilha/shared/accounts/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index';
import { requireUser } from '../../platform/auth/guards';
import { forgetUserSessions, type SessionUser } from '../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { acceptUpload, IMAGE_TYPES, multipartBodyDocumentedOnly, releaseStoredFile, type UploadPolicy } from '../../platform/uploads';
import { presentUser } from './presenter';
import { findUserWithRoles, updateUser } from './repo';

const tags = ['accounts'];

/** The browser crops the photo; the server still checks bytes and size, and keeps at most 1024 px. */
const PROFILE_PHOTO: UploadPolicy = { area: 'avatars', maxBytes: PROFILE_PHOTO_MAX_BYTES, accept: IMAGE_TYPES, image: { maxSide: 1024 } };

/** The form, for OpenAPI only: the file is streamed and checked by acceptUpload, not by Zod. */
const photoForm = z.object({ file: z.file().describe(`PNG, JPEG, WebP or GIF, at most ${PROFILE_PHOTO_MAX_BYTES / 1_048_576} MB`) });

const photoReplies = { 200: userReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const photoRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.post(
    '/api/me/photo',
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
      const me = requireUser(request);
      const stored = await acceptUpload(request, ctx, { tenantId: me.tenantId, userId: me.id, policy: PROFILE_PHOTO });
      try {
        return { user: presentUser(await setPhoto(ctx, me, stored.url)) };
      } catch (error) {
        // Nothing points at the new file: let it go rather than keep an orphan.
        await releaseStoredFile(ctx.db, { tenantId: me.tenantId, url: stored.url }).catch(() => {
          // Best effort: the error that brought us here is the one to report.
        });
        throw error;
      }
    },
  );

  app.delete('/api/me/photo', { schema: { tags, summary: 'Remove the signed-in user photo', response: photoReplies } }, async (request) => {
    const me = requireUser(request);
    return { user: presentUser(await setPhoto(ctx, me, null)) };
  });
  done();
};

/**
 * Points the user at the new photo and lets the previous one go in one transaction: its bytes are
 * deleted by a job after commit, and only when it was a file this user uploaded here.
 */
async function setPhoto(ctx: AppContext, me: SessionUser, photoUrl: string | null): Promise<SessionUser> {
  const props = { tenantId: me.tenantId, userId: me.id };
  await ctx.db.transaction(async (tx) => {
    // Locked, so two uploads at once cannot both miss the photo the other replaced.
    const [current] = await tx
      .select({ photoUrl: users.photoUrl })
      .from(users)
      .where(and(eq(users.tenantId, me.tenantId), eq(users.id, me.id)))
      .for('update');
    if (!current) throw new HttpError(401, 'unauthenticated');
    await updateUser(tx, { ...props, photoUrl });
    if (current.photoUrl && current.photoUrl !== photoUrl) await releaseStoredFile(tx, { ...props, url: current.photoUrl });
  });
  forgetUserSessions(ctx.db, props);
  const user = await findUserWithRoles(ctx.db, props);
  if (!user) throw new HttpError(401, 'unauthenticated');
  return user;
}
