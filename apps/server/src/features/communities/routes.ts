import { communityPaths } from '@trilha/shared/communities/paths';
import {
  communityDetailsReply,
  communityListReply,
  communityParams,
  communityProductsReply,
  communityStatusParams,
  communityTenantParams,
  contentMediaBody,
  legacyCommunityReply,
  legacyCreateBody,
  legacyEditBody,
  plansBody,
  reorderBody,
  schoolStatusParams,
} from '@trilha/shared/communities/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { communityText } from './messages';
import { presentDetails, presentLegacy } from './presenter';
import {
  addPlans,
  createLegacyCommunity,
  orderCommunities,
  readCommunityDetails,
  readCommunityList,
  removeCommunity,
  removePlans,
  setCommunityStatus,
  toggleAllCommunities,
  toggleCommunitiesPage,
  updateContentMedia,
  updateLegacyCommunity,
} from './service';
import { forgetSchoolAfterStaffWrites } from './cache-changes';

const tags = ['communities'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Communities, staff side (spec 000 §2, §3, §4, §5, §6, §7, §8, §9, CONTRACT "Communities, staff side"): editors (admin,
 * owner) list, create, edit, order and switch the school's communities. Moderators and students get
 * 403; another school's id 403, another school's community 404.
 */
export const communityStaffRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  forgetSchoolAfterStaffWrites(app, ctx.db);

  app.get(
    communityPaths.list.route,
    {
      schema: {
        tags,
        summary: "The school's communities in order, for the edit panel (editors)",
        params: communityTenantParams,
        response: { 200: communityListReply, ...errors },
      },
    },
    async (request) => {
      return { communities: await readCommunityList(editorScope(request, request.params.tenant)) };
    },
  );

  app.post(
    communityPaths.newCommunity.route,
    {
      schema: {
        tags,
        summary: 'Create a community with the legacy form: its fields, the eight content toggles and at least one active product (editors)',
        body: legacyCreateBody,
        response: { 201: legacyCommunityReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createLegacyCommunity(editorScope(request, request.body.tenant_id), request.body);
      return reply.code(201).send({ message: communityText(request.lang, 'created'), data: presentLegacy(row) });
    },
  );

  app.get(
    communityPaths.details.route,
    {
      schema: {
        tags,
        summary: 'One community as the legacy form edits it: the record, plans_with_access and the content flags (editors)',
        params: communityParams,
        response: { 200: communityDetailsReply, ...errors },
      },
    },
    async (request) => {
      const { row, plans } = await readCommunityDetails(editorScope(request, request.params.tenant), request.params.communityId);
      return { data: presentDetails(row, plans) };
    },
  );

  app.put(
    communityPaths.communityUpdate.route,
    {
      schema: {
        tags,
        summary: "Save a community's legacy fields and links; permissions_array, when sent, becomes its products (editors)",
        body: legacyEditBody,
        response: { 200: legacyCommunityReply, ...errors },
      },
    },
    async (request) => {
      const row = await updateLegacyCommunity(editorScope(request, request.body.tenant_id), request.body);
      return { message: communityText(request.lang, 'updated'), data: presentLegacy(row) };
    },
  );

  app.put(
    communityPaths.contentMedia.route,
    {
      schema: {
        tags,
        summary: 'Switch what members may post: publications, comments, likes, text, allow_files, videos, images, carousels (editors)',
        body: contentMediaBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await updateContentMedia(editorScope(request, request.body.tenant_id), request.body);
      return { message: communityText(request.lang, 'contentUpdated') };
    },
  );

  app.put(
    communityPaths.status.route,
    {
      schema: {
        tags,
        summary: 'Switch one community on (1) or off (0) at once (editors)',
        params: communityStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request, request.params.tenant);
      const { communityId, status } = request.params;
      await setCommunityStatus(scope, { id: communityId, active: status });
      return { message: communityText(request.lang, 'statusUpdated') };
    },
  );

  for (const [path, action, message] of [
    [communityPaths.newPlans.route, addPlans, 'Add products to a community’s access; those already there stay (editors)'],
    [communityPaths.plansRemoval.route, removePlans, 'Remove products from a community’s access; its last product stays (editors)'],
  ] as const) {
    app.post(path, { schema: { tags, summary: message, body: plansBody, response: { 200: okMessage, ...errors } } }, async (request) => {
      const scope = editorScope(request, request.body.tenant_id);
      await action(scope, { id: request.body.community_id, productIds: request.body.permissions_array });
      return { message: communityText(request.lang, 'updated') };
    });
  }

  app.delete(
    communityPaths.community.route,
    {
      schema: {
        tags,
        summary: 'Delete a community with its access rows, posts, comments and likes, in one transaction (editors)',
        params: communityParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeCommunity(editorScope(request, request.params.tenant), { id: request.params.communityId });
      return { message: communityText(request.lang, 'deleted') };
    },
  );

  app.put(
    communityPaths.reorder.route,
    {
      schema: {
        tags,
        summary: "Reorder the school's communities: every one once; orders become 1..n (editors)",
        body: reorderBody,
        response: { 200: communityListReply.extend({ message: okMessage.shape.message }), ...errors },
      },
    },
    async (request) => {
      const communities = await orderCommunities(editorScope(request, request.body.tenant_id), request.body);
      return { message: communityText(request.lang, 'ordered'), communities };
    },
  );

  app.put(
    communityPaths.allStatus.route,
    {
      schema: {
        tags,
        summary: 'Switch every community of the school on (1) or off (0) at once (editors)',
        params: schoolStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await toggleAllCommunities(editorScope(request, request.params.tenant), request.params.status);
      return { message: communityText(request.lang, request.params.status ? 'allActivated' : 'allDeactivated') };
    },
  );

  app.put(
    communityPaths.pageStatus.route,
    {
      schema: {
        tags,
        summary: "Show (1) or hide (0) the communities page and the header's Comunidades link: show_communities_page (editors)",
        params: schoolStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await toggleCommunitiesPage(editorScope(request, request.params.tenant), request.params.status);
      return { message: communityText(request.lang, request.params.status ? 'pageShown' : 'pageHidden') };
    },
  );

  app.get(
    communityPaths.products.route,
    {
      schema: {
        tags,
        summary: 'The products whose buyers may enter a community (editors)',
        params: communityParams,
        response: { 200: communityProductsReply, ...errors },
      },
    },
    async (request) => {
      const { plans } = await readCommunityDetails(editorScope(request, request.params.tenant), request.params.communityId);
      return { data: plans.map((p) => ({ id: p.id, title: p.title })) };
    },
  );
  done();
};
