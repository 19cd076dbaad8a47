import {
  activeCommentBody,
  lessonCommentBody,
  lessonCommentCreatedReply,
  lessonCommentParams,
  lessonCommentsQuery,
  lessonCommentsReply,
  type LessonCommentsReply,
  lessonLikeReply,
  lessonParams,
  lessonRepliesReply,
  templateSettingsReply,
  tenantParams,
} from '@trilha/shared/lesson-page/schemas';
import { LESSON_COMMENTS_PAGE_SIZE, LESSON_REPLIES_PAGE_SIZE, LESSON_REPLIES_SHOWN } from '@trilha/shared/lesson-page/constants';
import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../platform/auth/member';
import { sendJsonBytes } from '../../platform/json-bytes';
import type { FeatureOptions } from '../../platform/context';
import { editorScope, featureScope } from '../../platform/request-scope';
import { LESSON_TALK } from './policy';
import { presentComment, presentLessonSettings, presentReply } from './presenter';
import {
  addComment,
  readComments,
  readLessonSettings,
  readLike,
  readReplies,
  removeComment,
  setLessonComments,
  setLike,
  type LessonScope,
} from './service';

const tags = ['lesson-page'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * A member of `tenant` (403 for another school's path): comments and likes are for the school's
 * members, and not for the review account (policy.ts LESSON_TALK: 403, as on the communities).
 * The guard runs first, so a visitor gets its 401 even on a host that names no school (where the
 * request's scope answers 404).
 */
function lessonScope(request: FastifyRequest, tenant: number): LessonScope {
  const scope = featureScope(request, LESSON_TALK, tenant);
  return { ...scope, member: memberOf(scope.actor) };
}

/**
 * The lesson screen's server side (docs/lesson-page.md): spec 001 §7 "Lesson settings" (the
 * comments switch; the template is saved by updateCustomBasic) and the comments and likes of CONTRACT "Lessons and the lesson screen".
 */
export const lessonPageRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    lessonPagePaths.templateSettings.route,
    {
      schema: {
        tags,
        summary:
          'The lesson template (theme_classes 1..3) and the comments switch (comment 1/0) as Ajustes gerais edits them; editors only',
        params: tenantParams,
        response: { 200: templateSettingsReply, ...errors },
      },
    },
    async (request) => {
      return presentLessonSettings(await readLessonSettings(editorScope(request, request.params.tenant)));
    },
  );

  app.post(
    lessonPagePaths.commentsStatus.route,
    {
      schema: {
        tags,
        summary: "Turns the school's lesson comments on (1) or off (0); editors of tenant_id only; answers the settings as saved",
        body: activeCommentBody,
        response: { 200: templateSettingsReply, ...errors },
      },
    },
    async (request) => {
      const row = await setLessonComments(editorScope(request, request.body.tenant_id), request.body.comment);
      // GET /api/tenant's theme carries lesson_comments from the host cache: this process reads it fresh
      // now; other processes forget it on the platform_settings change notification (docs/caching.md).
      ctx.tenants.forget();
      return presentLessonSettings(row);
    },
  );

  app.get(
    lessonPagePaths.comments.route,
    {
      schema: {
        tags,
        summary: `A lesson's comments, newest first, ${LESSON_COMMENTS_PAGE_SIZE} a page (keyset \`cursor\`), each with its first ${LESSON_REPLIES_SHOWN} replies; with parent_id, that comment's replies, oldest first, ${LESSON_REPLIES_PAGE_SIZE} a page. 403 on a locked lesson`,
        params: lessonParams,
        querystring: lessonCommentsQuery,
        response: { 200: z.union([lessonCommentsReply, lessonRepliesReply]), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, lessonId } = request.params;
      const { cursor, parent_id: parentId } = request.query;
      const scope = lessonScope(request, tenant);
      const url = (next: number) => lessonPagePaths.comments({ tenant, lessonId }, { cursor: next });
      if (parentId !== undefined) {
        const { replies, next } = await readReplies(scope, lessonId, parentId, cursor);
        const data = replies.map((r) => presentReply(scope.member, r));
        return {
          data,
          next_page_url: next === null ? null : lessonPagePaths.comments({ tenant, lessonId }, { cursor: next, parent_id: parentId }),
        };
      }
      // The page's bytes, kept in memory and shared by the readers it looks the same to (comments-cache.ts).
      return sendJsonBytes<LessonCommentsReply>(reply, await readComments(scope, lessonId, cursor, url));
    },
  );

  app.post(
    lessonPagePaths.comments.route,
    {
      schema: {
        tags,
        summary:
          'A comment, or with parent_id a reply to a top-level comment (one level deep); 201. 403 while the school turned comments off or the lesson is locked; 429 past the per-minute limit',
        params: lessonParams,
        body: lessonCommentBody,
        response: { 201: lessonCommentCreatedReply, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const scope = lessonScope(request, request.params.tenant);
      const written = await addComment(scope, request.params.lessonId, request.body);
      return reply.code(201).send({ data: presentComment(scope.member, written.comment, written.replies) });
    },
  );

  app.delete(
    lessonPagePaths.comment.route,
    {
      schema: {
        tags,
        summary: 'Deletes a comment with its replies, or a reply (its author, or a moderator, admin or owner); 204',
        params: lessonCommentParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeComment(lessonScope(request, request.params.tenant), request.params.commentId);
      return reply.code(204).send();
    },
  );

  app.get(
    lessonPagePaths.like.route,
    {
      schema: {
        tags,
        summary: "The member's like of a lesson and its likes count (path chosen by Trilha)",
        params: lessonParams,
        response: { 200: lessonLikeReply, ...errors },
      },
    },
    async (request) => readLike(lessonScope(request, request.params.tenant), request.params.lessonId),
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: lessonPagePaths.like.route,
      schema: {
        tags,
        summary: method === 'PUT' ? 'Likes a lesson (idempotent)' : 'Unlikes a lesson (idempotent)',
        params: lessonParams,
        response: { 200: lessonLikeReply, ...errors },
      },
      handler: async (request) => setLike(lessonScope(request, request.params.tenant), request.params.lessonId, method === 'PUT'),
    });
  }
  done();
};
