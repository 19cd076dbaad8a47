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
import { errorBody, okMessage, type Language } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { communityText } from './messages';
import { presentDetails, presentLegacy } from './presenter';
import {
  allCommunitiesToggler,
  communitiesPageToggler,
  communityOrderer,
  communityRemover,
  communityStatusSetter,
  contentMediaEditor,
  legacyCommunityCreator,
  legacyCommunityEditor,
  plansAdder,
  plansRemover,
  readCommunityDetails,
  readCommunityList,
  type Scope,
} from './service';
import { forgetSchoolAfterStaffWrites } from './cache-changes';

const tags = ['communities'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const BASE = '/api/auth/community';

/**
 * Communities, staff side (spec 000 §2, §3, §4, §5, §6, §7, §8, §9, CONTRACT "Communities, staff side"): editors (admin,
 * owner) list, create, edit, order and switch the school's communities. Moderators and students get
 * 403; another school's id 403, another school's community 404.
 */
export const communityStaffRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const scopeOf = (tenantId: number, lang: Language): Scope => ({ db: ctx.db, tenantId, lang });
  forgetSchoolAfterStaffWrites(app, ctx.db);

  app.get(
    `${BASE}/list/:tenant`,
    {
      schema: {
        tags,
        summary: "The school's communities in order, for the edit panel (editors)",
        params: communityTenantParams,
        response: { 200: communityListReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return { communities: await readCommunityList(scopeOf(editor.tenantId, request.lang)) };
    },
  );

  app.post(
    `${BASE}/create`,
    {
      schema: {
        tags,
        summary: 'Create a community with the legacy form: its fields, the eight content toggles and at least one active product (editors)',
        body: legacyCreateBody,
        response: { 201: legacyCommunityReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await legacyCommunityCreator(scopeOf(editor.tenantId, request.lang), request.body);
      return reply.code(201).send({ message: communityText(request.lang, 'created'), data: presentLegacy(row) });
    },
  );

  app.get(
    `${BASE}/get-details/:tenant/:communityId`,
    {
      schema: {
        tags,
        summary: 'One community as the legacy form edits it: the record, plans_with_access and the content flags (editors)',
        params: communityParams,
        response: { 200: communityDetailsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const { row, plans } = await readCommunityDetails(scopeOf(editor.tenantId, request.lang), request.params.communityId);
      return { data: presentDetails(row, plans) };
    },
  );

  app.put(
    `${BASE}/edit-community`,
    {
      schema: {
        tags,
        summary: "Save a community's legacy fields and links; permissions_array, when sent, becomes its products (editors)",
        body: legacyEditBody,
        response: { 200: legacyCommunityReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await legacyCommunityEditor(scopeOf(editor.tenantId, request.lang), request.body);
      return { message: communityText(request.lang, 'updated'), data: presentLegacy(row) };
    },
  );

  app.put(
    `${BASE}/edit-content-media`,
    {
      schema: {
        tags,
        summary: 'Switch what members may post: publications, comments, likes, text, allow_files, videos, images, carousels (editors)',
        body: contentMediaBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      await contentMediaEditor(scopeOf(editor.tenantId, request.lang), request.body);
      return { message: communityText(request.lang, 'contentUpdated') };
    },
  );

  app.put(
    `${BASE}/toggle-status/:tenant/:communityId/:status`,
    {
      schema: {
        tags,
        summary: 'Switch one community on (1) or off (0) at once (editors)',
        params: communityStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const { communityId, status } = request.params;
      await communityStatusSetter(scopeOf(editor.tenantId, request.lang), { id: communityId, active: status });
      return { message: communityText(request.lang, 'statusUpdated') };
    },
  );

  for (const [path, action, message] of [
    ['add-plans', plansAdder, 'Add products to a community’s access; those already there stay (editors)'],
    ['remove-plans', plansRemover, 'Remove products from a community’s access; its last product stays (editors)'],
  ] as const) {
    app.post(
      `${BASE}/${path}`,
      { schema: { tags, summary: message, body: plansBody, response: { 200: okMessage, ...errors } } },
      async (request) => {
        const editor = requireEditor(request, request.body.tenant_id);
        await action(scopeOf(editor.tenantId, request.lang), { id: request.body.community_id, productIds: request.body.permissions_array });
        return { message: communityText(request.lang, 'updated') };
      },
    );
  }

  app.delete(
    `${BASE}/delete/:tenant/:communityId`,
    {
      schema: {
        tags,
        summary: 'Delete a community with its access rows, posts, comments and likes, in one transaction (editors)',
        params: communityParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await communityRemover({ ...scopeOf(editor.tenantId, request.lang), events: ctx.events }, { id: request.params.communityId });
      return { message: communityText(request.lang, 'deleted') };
    },
  );

  app.put(
    `${BASE}/reorder`,
    {
      schema: {
        tags,
        summary: "Reorder the school's communities: every one once; orders become 1..n (editors)",
        body: reorderBody,
        response: { 200: communityListReply.extend({ message: okMessage.shape.message }), ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const communities = await communityOrderer(scopeOf(editor.tenantId, request.lang), request.body);
      return { message: communityText(request.lang, 'ordered'), communities };
    },
  );

  app.put(
    `${BASE}/toggle-all/:tenant/:status`,
    {
      schema: {
        tags,
        summary: 'Switch every community of the school on (1) or off (0) at once (editors)',
        params: schoolStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await allCommunitiesToggler(scopeOf(editor.tenantId, request.lang), request.params.status);
      return { message: communityText(request.lang, request.params.status ? 'allActivated' : 'allDeactivated') };
    },
  );

  app.put(
    `${BASE}/show-page/:tenant/:status`,
    {
      schema: {
        tags,
        summary: "Show (1) or hide (0) the communities page and the header's Comunidades link: show_communities_page (editors)",
        params: schoolStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await communitiesPageToggler(scopeOf(editor.tenantId, request.lang), request.params.status);
      return { message: communityText(request.lang, request.params.status ? 'pageShown' : 'pageHidden') };
    },
  );

  app.get(
    `${BASE}/products/:tenant/:communityId`,
    {
      schema: {
        tags,
        summary: 'The products whose buyers may enter a community (editors)',
        params: communityParams,
        response: { 200: communityProductsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const { plans } = await readCommunityDetails(scopeOf(editor.tenantId, request.lang), request.params.communityId);
      return { data: plans.map((p) => ({ id: p.id, title: p.title })) };
    },
  );
  done();
};
