import { errorBody } from '@trilha/shared/platform/http';
import { platformPaths } from '@trilha/shared/platform/paths';
import { tenancyPaths } from '@trilha/shared/tenancy/paths';
import { healthReply, tenantReply, type TenantReply } from '@trilha/shared/tenancy/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { requireTenant } from '../../platform/tenancy';
import { readTenantReplyBytes } from './reply';

export const tenancyRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    platformPaths.health.route,
    { schema: { tags: ['platform'], summary: 'Liveness and database kind', response: { 200: healthReply } } },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { ok: true, db: ctx.database.kind, version: ctx.config.version };
    },
  );

  app.get(
    tenancyPaths.tenant.route,
    {
      schema: {
        tags: ['tenancy'],
        summary: "The request host's school: id, slug, name, logo, theme, login settings (public)",
        response: { 200: tenantReply, 404: errorBody },
      },
    },
    // Every page load asks for its school: the reply is kept per school (reply.ts).
    async (request, reply) => {
      const body = await readTenantReplyBytes(ctx.db, requireTenant(request.tenant));
      return sendJsonBytes<TenantReply>(reply, body);
    },
  );
  done();
};
