import { communityPaths } from '@trilha/shared/communities/paths';
import {
  communityParams,
  communityStatusParams,
  communityTenantParams,
  configCommunityReply,
  configForm,
  configSavedReply,
} from '@trilha/shared/communities/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readConfigForm } from './config-form';
import { createConfigCommunity, readConfigCommunity, updateConfigCommunity } from './config-service';
import { communityText } from './messages';
import { presentConfig } from './presenter';
import { setCommunityStatus } from './service';
import { forgetSchoolAfterStaffWrites } from './cache-changes';

const tags = ['communities'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The config form's calls (CONTRACT "Communities, staff side"): editors of the path's school only. */
export const communityConfigRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  forgetSchoolAfterStaffWrites(app, ctx.db);
  app.get(
    communityPaths.config.route,
    {
      schema: {
        tags,
        summary: 'One community as the config form edits it: { data: <config record> } (editors)',
        params: communityParams,
        response: { 200: configCommunityReply, ...errors },
      },
    },
    async (request) => {
      const { row, productIds } = await readConfigCommunity(editorScope(request, request.params.tenant), request.params.communityId);
      return { data: presentConfig(row, productIds) };
    },
  );

  app.post(
    communityPaths.newConfig.route,
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
      const { scope, form } = await readConfigForm(request, request.params.tenant);
      const row = await createConfigCommunity(scope, form);
      return reply
        .code(201)
        .send({ message: communityText(request.lang, 'configSaved'), data: presentConfig(row, form.fields.product_ids) });
    },
  );

  app.post(
    communityPaths.config.route,
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
      const { scope, form } = await readConfigForm(request, request.params.tenant);
      const row = await updateConfigCommunity(scope, { id: request.params.communityId, form });
      return { message: communityText(request.lang, 'configSaved'), data: presentConfig(row, form.fields.product_ids) };
    },
  );

  app.put(
    communityPaths.configStatus.route,
    {
      schema: {
        tags,
        summary: 'Switch a community on (1) or off (0) from the config form, at once (editors)',
        params: communityStatusParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request, request.params.tenant);
      const { communityId, status } = request.params;
      await setCommunityStatus(scope, { id: communityId, active: status });
      return { message: communityText(request.lang, status ? 'activated' : 'deactivated') };
    },
  );
  done();
};
