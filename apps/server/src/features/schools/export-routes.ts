import { errorBody } from '@trilha/shared/platform/http';
import { schoolPaths } from '@trilha/shared/schools/paths';
import {
  exportBody,
  exportCreatedReply,
  exportDownloadQuery,
  exportIdParams,
  schoolExportReply,
  type SchoolExport,
} from '@trilha/shared/schools/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { isOperator } from '../../platform/auth/operator';
import type { FeatureOptions } from '../../platform/context';
import { sendPrivateFile } from '../../platform/private-files';
import { editorScope } from '../../platform/request-scope';
import { requireTenant } from '../../platform/tenancy';
import * as service from './export-service';
import { schoolError } from './messages';

const tags = ['schools'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * CONTRACT "Schools and domains", export a school: the owner asks (202), follows the job's
 * progress, and downloads the archive by a signed link that expires (docs/schools.md).
 */
export const exportRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const ownerScope = (request: Parameters<typeof editorScope>[0]) => {
    const scope = editorScope(request);
    if (!scope.actor.roles.some((role) => role.slug === 'owner')) throw schoolError(403, scope.lang, 'exportOwnerOnly');
    return scope;
  };
  const present = (row: Awaited<ReturnType<typeof service.readExport>>): SchoolExport => {
    const link =
      row.state === 'ready'
        ? service.signedDownload(ctx.config.sessionSecret, { tenantId: row.tenantId, id: row.id, now: ctx.clock.now().getTime() })
        : null;
    return {
      id: row.id,
      state: row.state,
      progress: Math.round(row.progress * 1000) / 1000,
      download_url: link ? schoolPaths.exportDownload({ id: row.id }, { expires: String(link.expires), signature: link.signature }) : null,
      bytes: row.bytes === null ? null : Math.round(row.bytes),
      error: row.state === 'failed' ? row.error : null,
      created_at: row.createdAt.toISOString(),
    };
  };

  app.post(
    schoolPaths.exportSchool.route,
    {
      schema: {
        tags,
        summary: 'Ask for an archive of the whole school (the owner); 202, written by a background job',
        body: exportBody,
        response: { 202: exportCreatedReply, ...errors },
      },
    },
    async (request, reply) => {
      const scope = ownerScope(request);
      const includeSecrets = request.body?.include_secrets === true;
      if (includeSecrets && !isOperator(ctx.config, request))
        throw schoolError(403, scope.lang, 'secretsOperatorOnly', { path: 'body.include_secrets' });
      const row = await service.requestExport({ ...scope, userId: scope.actor.id }, { includeSecrets });
      return reply.code(202).send({ data: { id: row.id } });
    },
  );

  app.get(
    schoolPaths.exportState.route,
    {
      schema: {
        tags,
        summary: 'An export’s state and progress; once ready, its download link (valid an hour)',
        params: exportIdParams,
        response: { 200: schoolExportReply, ...errors },
      },
    },
    async (request) => ({ data: present(await service.readExport(ownerScope(request), request.params.id)) }),
  );

  app.get(
    schoolPaths.exportDownload.route,
    {
      schema: {
        tags,
        summary: 'The archive (a signed link from the export’s state; no session needed until it expires)',
        params: exportIdParams,
        querystring: exportDownloadQuery,
        response: { 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request.tenant);
      const file = await service.downloadable(
        { db: ctx.db, tenantId: tenant.id, lang: request.lang, secret: ctx.config.sessionSecret, now: ctx.clock.now().getTime() },
        { id: request.params.id, expires: request.query.expires, signature: request.query.signature },
      );
      return sendPrivateFile(request, reply, ctx.storage, {
        key: file.key,
        contentType: 'application/gzip',
        name: file.name,
        download: true,
      });
    },
  );

  done();
};
