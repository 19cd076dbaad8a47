import { errorBody } from '@trilha/shared/platform/http';
import { salePaths } from '@trilha/shared/sales/paths';
import {
  deliveriesQuery,
  deliveriesReply,
  deliveryIdParams,
  integrationBody,
  integrationParams,
  integrationReply,
  integrationsReply,
} from '@trilha/shared/sales/schemas';
import { delivery } from '@trilha/shared/sales/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorScope } from '../../platform/request-scope';
import { mailFrom } from '../../platform/tenancy';
import { presentDelivery, presentIntegration } from './presenter';
import * as service from './service';

const tags = ['sales'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * CONTRACT "Selling through a payment platform", the staff's side: the owner and administrators set
 * the integrations and read the deliveries log; moderators and students get 403.
 */
export const saleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    salePaths.integrations.route,
    {
      schema: {
        tags,
        summary: 'The school’s integrations with Hotmart, Stripe and the generic webhook: each one’s URL and product mappings',
        response: { 200: integrationsReply, ...errors },
      },
    },
    async (request) => {
      const { origin } = mailFrom(request);
      return { data: (await service.listIntegrations(editorScope(request))).map((i) => presentIntegration(i, origin)) };
    },
  );

  app.put(
    salePaths.integration.route,
    {
      schema: {
        tags,
        summary: 'Turn one integration on or off, save its secret (never sent back) and its product mappings',
        params: integrationParams,
        body: integrationBody,
        response: { 200: integrationReply, ...errors },
      },
    },
    async (request) => {
      const saved = await service.saveIntegration(editorScope(request), request.params.provider, request.body);
      return { data: presentIntegration(saved, mailFrom(request).origin) };
    },
  );

  app.get(
    salePaths.deliveries.route,
    {
      schema: {
        tags,
        summary: 'Every call the platforms made, newest first, with what became of it',
        querystring: deliveriesQuery,
        response: { 200: deliveriesReply, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request);
      const page = await service.deliveries(scope, request.query.cursor);
      return {
        data: page.rows.map((row) => presentDelivery(row, scope.lang)),
        next_page_url: page.next === null ? null : salePaths.deliveries({}, { cursor: page.next }),
      };
    },
  );

  app.post(
    salePaths.replay.route,
    {
      schema: {
        tags,
        summary: 'Apply one delivery again (after mapping its product, say); 202, its outcome pending until the job runs',
        params: deliveryIdParams,
        response: { 202: z.object({ data: delivery }), ...errors },
      },
    },
    async (request, reply) => {
      const scope = editorScope(request);
      const row = await service.replay(scope, request.params.id);
      return reply.code(202).send({ data: presentDelivery(row, scope.lang) });
    },
  );

  done();
};
