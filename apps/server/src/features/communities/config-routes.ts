import {
  communityParams,
  communityStatusParams,
  communityTenantParams,
  configCommunityReply,
  configForm,
  configSavedReply,
} from '@trilha/shared/communities/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { SessionUser } from '../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readConfigForm } from './config-form';
import { configCommunityCreator, configCommunityEditor, readConfigCommunity, type ConfigScope } from './config-service';
import { communityText } from './messages';
import { presentConfig } from './presenter';
import { communityStatusSetter } from './service';
import { forgetSchoolAfterStaffWrites } from './cache-changes';

const tags = ['communities'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const BASE = '/api/auth/community/config';

const scopeOf = (ctx: AppContext, request: FastifyRequest, user: SessionUser): ConfigScope => ({
  db: ctx.db,
  storage: ctx.storage,
  tenantId: user.tenantId,
  userId: user.id,
  lang: request.lang,
});

/** The config form's calls (CONTRACT "Communities, staff side"): editors of the path's school only. */
export const communityConfigRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  forgetSchoolAfterStaffWrites(app, ctx.db);
  app.get(
    `${BASE}/:tenant/:communityId`,
    {
      schema: {
        tags,
        summary: 'One community as the config form edits it: { data: <config record> } (editors)',
        params: communityParams,
        response: { 200: configCommunityReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const { row, productIds } = await readConfigCommunity(scopeOf(ctx, request, editor), request.params.communityId);
      return { data: presentConfig(row, productIds) };
    },
  );

  app.post(
    `${BASE}/:tenant`,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Create a community with the config form (multipart: its fields, optional cover image); 201 (editors)',
        consumes: ['multipart/form-data'],
        params: communityTenantParams,
        body: configForm,
        response: { 201: configSavedReply, ...errors, 409: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const { editor, form } = await readConfigForm(request, request.params.tenant);
      const row = await configCommunityCreator(scopeOf(ctx, request, editor), form);
      return reply
        .code(201)
        .send({ message: communityText(request.lang, 'configSaved'), data: presentConfig(row, form.fields.product_ids) });
    },
  );

  app.post(
    `${BASE}/:tenant/:communityId`,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary: 'Save a community with the config form (absent cover keeps it, remove_cover=1 clears it); editors',
        consumes: ['multipart/form-data'],
        params: communityParams,
        body: configForm,
        response: { 200: configSavedReply, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const { editor, form } = await readConfigForm(request, request.params.tenant);
      const row = await configCommunityEditor(scopeOf(ctx, request, editor), { id: request.params.communityId, form });
      return { message: communityText(request.lang, 'configSaved'), data: presentConfig(row, form.fields.product_ids) };
    },
  );

  app.put(
    `${BASE}/toggle-active/:tenant/:communityId/:status`,
    {
      schema: {
        tags,
        summary: 'Switch a community on (1) or off (0) from the config form, at once (editors)',
        params: communityStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const { communityId, status } = request.params;
      await communityStatusSetter(scopeOf(ctx, request, editor), { id: communityId, active: status });
      return { message: communityText(request.lang, status ? 'activated' : 'deactivated') };
    },
  );
  done();
};
