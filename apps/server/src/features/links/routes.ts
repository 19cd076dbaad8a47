import { linkPaths } from '@trilha/shared/links/paths';
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
import { requireMember } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { editorScope } from '../../platform/request-scope';
import { linkText } from './messages';
import { seesCustomLinks } from './policy';
import { presentLink } from './presenter';
import { createLink, orderLinks, readLinksIndex, removeLink, updateLink } from './service';

const tags = ['links'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The header's custom links (spec 002 §7 "Links", spec 000 §7): members read, editors write. */
export const linksRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    linkPaths.links.route,
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
    linkPaths.newLink.route,
    {
      schema: {
        tags,
        summary: 'Create a custom link (at most 3; a leading http(s):// is stripped); editors only',
        body: linkBody,
        response: { 200: linkMessageReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const scope = editorScope(request, request.body.tenant_id);
      const row = await createLink(scope, { title: request.body.link_title, url: request.body.link_url });
      return { message: linkText(request.lang, 'created'), data: presentLink(row) };
    },
  );

  app.post(
    linkPaths.linkUpdate.route,
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
      const scope = editorScope(request, request.body.tenant_id);
      const row = await updateLink(scope, { id: request.params.id, title: request.body.link_title, url: request.body.link_url });
      return { message: linkText(request.lang, 'updated'), data: presentLink(row) };
    },
  );

  app.delete(
    linkPaths.link.route,
    {
      schema: {
        tags,
        summary: 'Delete a custom link; the remaining links keep orders 1..n; editors only',
        params: linkDeleteParams,
        response: { 200: linksMessageReply, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request, request.params.tenant);
      const rows = await removeLink(scope, { id: request.params.id });
      return { message: linkText(request.lang, 'deleted'), data: rows.map(presentLink) };
    },
  );

  app.post(
    linkPaths.order.route,
    {
      schema: {
        tags,
        summary: 'Reorder the custom links: newOrdenation lists every link id of the school once, first = order 1; editors only',
        body: orderLinksBody,
        response: { 200: linksMessageReply, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request, request.body.tenant_id);
      const rows = await orderLinks(scope, { ids: request.body.newOrdenation });
      return { message: linkText(request.lang, 'ordered'), data: rows.map(presentLink) };
    },
  );
  done();
};
