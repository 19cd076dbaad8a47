import { errorBody } from '@trilha/shared/platform/http';
import { healthReply, tenantReply, type TenantReply } from '@trilha/shared/tenancy/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { requireTenant } from '../../platform/tenancy';
import { tenantReplyBytes } from './reply';

export const tenancyRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    '/api/health',
    { schema: { tags: ['platform'], summary: 'Liveness and database kind', response: { 200: healthReply } } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { ok: true, db: ctx.database.kind, version: ctx.config.version };
    },
  );

  app.get(
    '/api/tenant',
    {
      schema: {
        tags: ['tenancy'],
        summary: "The request host's school: id, slug, name, logo, theme, login settings (public)",
        response: { 200: tenantReply, 404: errorBody },
      },
    },
    // Every page load asks for its school: the reply is kept per school (reply.ts).
    async (request, reply) => {
      const body = await tenantReplyBytes(ctx.db, requireTenant(request.tenant));
      return sendJsonBytes<TenantReply>(reply, body);
    },
  );
  done();
};
