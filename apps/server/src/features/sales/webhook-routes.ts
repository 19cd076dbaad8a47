import { errorBody } from '@trilha/shared/platform/http';
import { salePaths } from '@trilha/shared/sales/paths';
import { webhookParams } from '@trilha/shared/sales/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { requireTenant } from '../../platform/tenancy';
import { receive } from './receive-service';

/** A platform's event is a few kilobytes; Stripe's largest objects stay well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * CONTRACT "Selling through a payment platform", the platforms' side: `POST /api/webhooks/{provider}/{key}`
 * on the school's host, no session. The body is kept as the bytes that arrived (this plugin's only
 * parser takes every content type as a Buffer): the signature is over them, and JSON parsed and
 * written again would not match it.
 */
export const webhookRoutes: FastifyPluginCallbackZod<{ ctx: AppContext }> = (app, { ctx }, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, parsed) => parsed(null, body));

  app.post(
    salePaths.webhook.route,
    {
      // The body reaches the handler as the bytes that arrived (src/test/body-limits.test.ts reads this).
      config: { rawBody: true },
      schema: {
        tags: ['sales'],
        summary:
          'Where Hotmart, Stripe or a signed webhook tells the school of a sale or a refund; 200 once recorded (or already recorded), 401 on a bad signature',
        params: webhookParams,
        response: {
          200: z.object({ data: z.object({ received: z.literal(true) }) }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          413: errorBody,
        },
      },
    },
    async (request) => {
      const tenant = requireTenant(request.tenant);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receive(ctx.db, {
        tenantId: tenant.id,
        lang: request.lang,
        provider: request.params.provider,
        key: request.params.key,
        raw,
        headers: request.headers,
      });
      return { data: { received: true as const } };
    },
  );

  done();
};
