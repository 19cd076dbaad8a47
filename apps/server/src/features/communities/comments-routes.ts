import {
  commentBody,
  commentEditBody,
  commentParams,
  commentReply,
  commentsQuery,
  commentsReply,
  likeReply,
  postParams,
} from '@trilha/shared/communities/feed-schemas';
import { communityPaths } from '@trilha/shared/communities/paths';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { addComment, editComment, readComments, removeComment, setLike } from './comments-service';
import { feedText } from './feed-messages';
import { presentComment } from './feed-presenter';
import { feedScope } from './feed-routes';

const tags = ['communities'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Comments, replies and likes of the student side (CONTRACT "Community, student side"). */
export const communityCommentRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    communityPaths.comments.route,
    {
      schema: {
        tags,
        summary: "A post's comments, or with parent_id one comment's replies: oldest first, 20 a page (keyset `cursor`)",
        params: postParams,
        querystring: commentsQuery,
        response: { 200: commentsReply, ...errors },
      },
    },
    async (request) => {
      const { tenant, postId } = request.params;
      const { cursor, parent_id: parentId } = request.query;
      const scope = feedScope(request, tenant);
      const { comments, next } = await readComments(scope, postId, parentId ?? null, cursor);
      return {
        data: comments.map((c) => presentComment(scope.member, c)),
        next_page_url: next === null ? null : communityPaths.comments({ tenant, postId }, { cursor: next, parent_id: parentId }),
      };
    },
  );

  app.post(
    communityPaths.comments.route,
    {
      schema: {
        tags,
        summary: 'A comment, or with parent_id a reply to a top-level comment (one level deep); 201',
        params: postParams,
        body: commentBody,
        response: { 201: commentReply, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const scope = feedScope(request, request.params.tenant);
      const row = await addComment(scope, request.params.postId, request.body);
      return reply.code(201).send({ data: presentComment(scope.member, row) });
    },
  );

  app.put(
    communityPaths.comment.route,
    {
      schema: {
        tags,
        summary: "Edits a comment's text (its author) (path chosen by Trilha)",
        params: commentParams,
        body: commentEditBody,
        response: { 200: commentReply, ...errors },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      return { data: presentComment(scope.member, await editComment(scope, request.params.commentId, request.body.content)) };
    },
  );

  app.delete(
    communityPaths.comment.route,
    {
      schema: {
        tags,
        summary: 'Deletes a comment with its replies (its author, or a moderator, admin or owner)',
        params: commentParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      await removeComment(scope, request.params.commentId);
      return { message: feedText(request.lang, 'commentDeleted') };
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: communityPaths.like.route,
      schema: {
        tags,
        summary: method === 'PUT' ? 'Likes a post (idempotent)' : 'Unlikes a post (idempotent)',
        params: postParams,
        response: { 200: likeReply, ...errors },
      },
      handler: async (request) => {
        const scope = feedScope(request, request.params.tenant);
        return setLike(scope, request.params.postId, method === 'PUT');
      },
    });
  }
  done();
};
