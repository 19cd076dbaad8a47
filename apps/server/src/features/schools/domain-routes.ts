import { errorBody } from '@trilha/shared/platform/http';
import { schoolPaths } from '@trilha/shared/schools/paths';
import {
  addDomainBody,
  domainIdParams,
  domainSettingsBody,
  schoolDomainReply,
  schoolDomainsReply,
  tlsAskQuery,
} from '@trilha/shared/schools/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { parsePublicUrl } from '../../platform/origins';
import { editorScope } from '../../platform/request-scope';
import * as service from './domains-service';
import { schoolText } from './messages';
import { presentDomain } from './presenter';

const tags = ['schools'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/**
 * CONTRACT "Schools and domains", a school's own domains: the owner and administrators add one,
 * verify it by its TXT record, remove it; and Caddy's on-demand TLS ask (no session).
 */
export const domainRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const server = { publicUrl: ctx.config.publicUrl, dnsServers: ctx.config.dnsServers };
  const target = parsePublicUrl(ctx.config.publicUrl).hostname;
  const present = (list: Awaited<ReturnType<typeof service.listDomains>>) => ({
    data: list.domains.map(presentDomain),
    target,
    redirect_to_primary: list.redirect,
  });

  app.get(
    schoolPaths.domains.route,
    {
      schema: {
        tags,
        summary: 'The school’s host names, each with its TXT record to create; `target` is where a CNAME points',
        response: { 200: schoolDomainsReply, ...errors },
      },
    },
    async (request) => present(await service.listDomains(editorScope(request))),
  );

  app.patch(
    schoolPaths.domains.route,
    {
      schema: {
        tags,
        summary: 'Move the pages asked on the school’s other hosts to its primary domain, or stop (needs a verified primary)',
        body: domainSettingsBody,
        response: { 200: schoolDomainsReply, ...errors },
      },
    },
    async (request) => {
      const list = await service.setRedirect(editorScope(request), request.body.redirect_to_primary);
      ctx.tenants.forget();
      return present(list);
    },
  );

  app.post(
    schoolPaths.domains.route,
    {
      schema: {
        tags,
        summary: 'Add a host name, pending until its TXT record is verified',
        body: addDomainBody,
        response: { 201: schoolDomainReply, ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.addDomain(editorScope(request), server, request.body.host);
      return reply.code(201).send({ data: presentDomain(row) });
    },
  );

  app.post(
    schoolPaths.verifyDomain.route,
    {
      schema: {
        tags,
        summary: 'Look the TXT record up; the host serves the school once it holds the value (422 says what was found)',
        params: domainIdParams,
        response: { 200: schoolDomainReply, ...errors },
      },
    },
    async (request) => {
      const row = await service.verifyDomain(editorScope(request), server, request.params.id);
      ctx.tenants.forget();
      return { data: presentDomain(row) };
    },
  );

  app.delete(
    schoolPaths.domain.route,
    {
      schema: {
        tags,
        summary: 'Remove a host name (not the last verified one)',
        params: domainIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeDomain(editorScope(request), request.params.id);
      ctx.tenants.forget();
      return reply.code(204).send(null);
    },
  );

  app.get(
    schoolPaths.tlsAsk.route,
    {
      schema: {
        tags,
        summary: 'Caddy’s on-demand TLS ask: 200 for a verified host of an active school, 404 otherwise',
        querystring: tlsAskQuery,
        response: { 200: z.object({ data: z.object({ host: z.string() }) }), 404: errorBody },
      },
    },
    async (request, reply) => {
      const host = request.query.domain.trim().toLowerCase();
      if (host && (await service.servesHost(ctx.db, host))) return { data: { host } };
      return reply.code(404).send({ error: schoolText(request.lang, 'domainNotFound') });
    },
  );

  done();
};
