import { errorBody } from '@trilha/shared/platform/http';
import { healthReply, tenantReply, type TenantReply } from '@trilha/shared/tenancy/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { FeatureOptions } from '../../platform/context';
import { HttpError } from '../../platform/errors';
import { jsonBytes, sendJsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { requireTenant, type TenantRef } from '../../platform/tenancy';
import { presentTenant } from './presenter';
import { findTenantWithSettings } from './repo';

export const tenancyRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  /**
   * Every page load asks for its school: the reply is kept on the host cache's entry for that
   * school, which is replaced when it expires or when a settings write forgets it (platform/tenancy.ts).
   */
  const replies = new WeakMap<TenantRef, JsonBytes>();
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
    async (request, reply) => {
      const tenant = requireTenant(request.tenant);
      let body = replies.get(tenant);
      if (!body) {
        const row = await findTenantWithSettings(ctx.db, { tenantId: tenant.id });
        if (!row) throw new HttpError(404, 'tenantNotFound');
        // Checked against the reply schema once, when built; then sent as the same bytes each time.
        body = jsonBytes(JSON.stringify(tenantReply.parse(presentTenant(row))));
        replies.set(tenant, body);
      }
      return sendJsonBytes<TenantReply>(reply, body);
    },
  );
  done();
};
