import {
  communityViewReply,
  explorerReply,
  feedQuery,
  feedReply,
  type FeedReply,
  pinParams,
  postEditBody,
  postParams,
  postReply,
} from '@trilha/shared/communities/feed-schemas';
import { communityPaths } from '@trilha/shared/communities/paths';
import { communityParams, communityTenantParams } from '@trilha/shared/communities/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { sendJsonBytes } from '../../platform/json-bytes';
import { featureScope, type ActorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { memberOf, readVisibleCommunity, type Member } from './access';
import { presentCommunityView, presentExplorerItem, presentPost } from './feed-presenter';
import { feedText } from './feed-messages';
import { readPostForm } from './post-form';
import {
  checkMediaKind,
  checkPostContent,
  checkPostRate,
  createPost,
  editPost,
  enterCommunity,
  readExplorer,
  readFeed,
  readPost,
  removePost,
  setPinned,
} from './posts-service';

const tags = ['communities'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * A member of the path's school whose account offers communities (the review account's does not):
 * the request's scope with its actor and the member they sign as. The guard runs first, so a
 * visitor gets its 401 even on a host that names no school (where the request's scope answers 404).
 */
export function feedScope(request: FastifyRequest, tenant: number): ActorScope & { member: Member } {
  const scope = featureScope(request, 'communities', tenant);
  return { ...scope, member: memberOf(scope.actor) };
}

/** The student side (CONTRACT "Community, student side"): the communities page, a community, its feed and posts. */
export const communityFeedRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    communityPaths.explorer.route,
    {
      schema: {
        tags,
        summary: 'The communities page: the communities this member sees, principal first (404 while the page is off, except for staff)',
        params: communityTenantParams,
        response: { 200: explorerReply, ...errors },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      const visible = await readExplorer(scope);
      return { data: visible.map(presentExplorerItem) };
    },
  );

  app.get(
    communityPaths.view.route,
    {
      schema: {
        tags,
        summary: 'One community in its look, with has_access (a closed one still shows, with its upsell)',
        params: communityParams,
        response: { 200: communityViewReply, ...errors },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      const visible = await readVisibleCommunity(scope.db, scope.member, request.params.communityId);
      if (!visible) throw notFound();
      return { data: presentCommunityView(scope.member, visible) };
    },
  );

  app.get(
    communityPaths.posts.route,
    {
      schema: {
        tags,
        summary: 'The feed: pinned first on the first page, then newest first, 10 a page (keyset `cursor`)',
        params: communityParams,
        querystring: feedQuery,
        response: { 200: feedReply, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, communityId } = request.params;
      const scope = feedScope(request, tenant);
      // The page's bytes, kept in memory and shared by the readers it looks the same to (feed-cache.ts).
      const page = await readFeed(scope, communityId, request.query.cursor, (next) =>
        communityPaths.posts({ tenant, communityId }, { cursor: next }),
      );
      return sendJsonBytes<FeedReply>(reply, page);
    },
  );

  app.post(
    communityPaths.posts.route,
    {
      schema: {
        tags,
        summary: 'A new post (multipart: title, text, and images / videos / files as the community allows); 201',
        params: communityParams,
        body: z.object({ title: z.string().optional(), text: z.string().optional() }),
        response: { 201: postReply, ...errors, 413: errorBody, 415: errorBody, 429: errorBody },
      },
      validatorCompiler: multipartBodyDocumentedOnly,
    },
    async (request, reply) => {
      const scope = feedScope(request, request.params.tenant);
      // Access, content settings and rate come before any byte is stored.
      const { community } = await enterCommunity(scope, request.params.communityId);
      await checkPostRate(scope, ctx.config.postsPerMinute);
      const form = await readPostForm(request, ctx, scope.member, (kind) => checkMediaKind(scope, community, kind));
      try {
        checkPostContent(scope, community, form.fields, new Set(form.media.map((m) => m.kind)));
        const view = await createPost(scope, community.id, form.fields, form.media);
        return await reply.code(201).send({ data: presentPost(scope.member, view) });
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  app.get(
    communityPaths.post.route,
    {
      schema: { tags, summary: 'One post (the page notifications point to)', params: postParams, response: { 200: postReply, ...errors } },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      return { data: presentPost(scope.member, await readPost(scope, request.params.postId)) };
    },
  );

  app.put(
    communityPaths.post.route,
    {
      schema: {
        tags,
        summary: "Edits a post's title and text (its author)",
        params: postParams,
        body: postEditBody,
        response: { 200: postReply, ...errors },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      return { data: presentPost(scope.member, await editPost(scope, request.params.postId, request.body)) };
    },
  );

  app.delete(
    communityPaths.post.route,
    {
      schema: {
        tags,
        summary: 'Deletes a post with its comments, likes and files (its author, or a moderator, admin or owner)',
        params: postParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      await removePost(scope, request.params.postId);
      return { message: feedText(request.lang, 'postDeleted') };
    },
  );

  app.put(
    communityPaths.pin.route,
    {
      schema: {
        tags,
        summary: 'Pins (1) or unpins (0) a post: moderators, admins and owners; at most 3 pinned a community',
        params: pinParams,
        response: { 200: okMessage, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const scope = feedScope(request, request.params.tenant);
      await setPinned(scope, request.params.postId, request.params.status);
      return { message: feedText(request.lang, request.params.status ? 'pinned' : 'unpinned') };
    },
  );
  done();
};
