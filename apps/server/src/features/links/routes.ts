import {
  linkBody,
  linkDeleteParams,
  linkIdParams,
  linkMessageReply,
  linksMessageReply,
  linksReply,
  linkTenantParams,
  type LinksReply,
  orderLinksBody,
} from '@trilha/shared/links/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor, requireMember } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { linkText } from './messages';
import { seesCustomLinks } from './policy';
import { presentLink } from './presenter';
import { linkCreator, linkOrderer, linkRemover, linkUpdater, readLinksIndex } from './service';

const tags = ['links'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The header's custom links (spec 002 §7 "Links", spec 000 §7): members read, editors write. */
export const linksRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    '/api/auth/config/plataforma/links/index/:tenant',
    {
      schema: {
        tags,
        summary:
          "The school's custom header links in order (any member of the school; data.data is the list; empty for the review account)",
        params: linkTenantParams,
        response: { 200: linksReply, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireMember(request, request.params.tenant);
      if (!seesCustomLinks(user)) return { data: [] };
      return sendJsonBytes<LinksReply>(reply, await readLinksIndex(ctx.db, user.tenantId));
    },
  );

  app.post(
    '/api/auth/config/plataforma/links/create',
    {
      schema: {
        tags,
        summary: 'Create a custom link (at most 3; a leading http(s):// is stripped); editors only',
        body: linkBody,
        response: { 200: linkMessageReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const scope = { db: ctx.db, tenantId: editor.tenantId, lang: request.lang };
      const row = await linkCreator(scope, { title: request.body.link_title, url: request.body.link_url });
      return { message: linkText(request.lang, 'created'), data: presentLink(row) };
    },
  );

  app.post(
    '/api/auth/config/plataforma/links/update/:id',
    {
      schema: {
        tags,
        summary: "Update a custom link's title and url; editors only, another school's link is 404",
        params: linkIdParams,
        body: linkBody,
        response: { 200: linkMessageReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const scope = { db: ctx.db, tenantId: editor.tenantId, lang: request.lang };
      const row = await linkUpdater(scope, { id: request.params.id, title: request.body.link_title, url: request.body.link_url });
      return { message: linkText(request.lang, 'updated'), data: presentLink(row) };
    },
  );

  app.delete(
    '/api/auth/config/plataforma/links/delete/:tenant/:id',
    {
      schema: {
        tags,
        summary: 'Delete a custom link; the remaining links keep orders 1..n; editors only',
        params: linkDeleteParams,
        response: { 200: linksMessageReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const scope = { db: ctx.db, tenantId: editor.tenantId, lang: request.lang };
      const rows = await linkRemover(scope, { id: request.params.id });
      return { message: linkText(request.lang, 'deleted'), data: rows.map(presentLink) };
    },
  );

  app.post(
    '/api/auth/config/plataforma/links/order',
    {
      schema: {
        tags,
        summary: 'Reorder the custom links: newOrdenation lists every link id of the school once, first = order 1; editors only',
        body: orderLinksBody,
        response: { 200: linksMessageReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const scope = { db: ctx.db, tenantId: editor.tenantId, lang: request.lang };
      const rows = await linkOrderer(scope, { ids: request.body.newOrdenation });
      return { message: linkText(request.lang, 'ordered'), data: rows.map(presentLink) };
    },
  );
  done();
};
