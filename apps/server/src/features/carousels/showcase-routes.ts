import { carouselPaths } from '@trilha/shared/carousels/paths';
import {
  carouselTenantParams,
  contentConfigReply,
  myListStatsBody,
  myListStatsReply,
  salesUrlBody,
  salesUrlReply,
  showAllContentBody,
  showAllContentReply,
} from '@trilha/shared/carousels/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { carouselText } from './messages';
import { readContentConfig, readMyListPublished, saveSalesUrl, setBlockedContentShown, setMyListPublished } from './showcase';

const tags = ['carousels'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The Vitrine's switches (spec 002 §7 "Showcase settings"): blocked content and the "Minha lista" carousel; editors only. */
export const showcaseRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _opts, done) => {
  app.post(
    carouselPaths.blockedContent.route,
    {
      schema: {
        tags,
        summary: 'Show content the student cannot open on the home (locked) with 1, hide it with 0; editors only',
        body: showAllContentBody,
        response: { 200: showAllContentReply, ...errors },
      },
    },
    async (request) => {
      const value = await setBlockedContentShown(editorScope(request, request.body.tenant_id), {
        show: request.body.show_all_content === 1,
      });
      return { message: carouselText(request.lang, 'blockedSaved'), show_blocked_content: bit(value) };
    },
  );

  app.get(
    carouselPaths.contentConfig.route,
    {
      schema: {
        tags,
        summary: 'Whether the home shows blocked content (show_blocked_content 0/1) and the sales link locked cards offer; editors only',
        params: carouselTenantParams,
        response: { 200: contentConfigReply, ...errors },
      },
    },
    async (request) => {
      const config = await readContentConfig(editorScope(request, request.params.tenant));
      return { show_blocked_content: bit(config.showBlocked), sales_url: config.salesUrl };
    },
  );

  app.post(
    carouselPaths.salesUrl.route,
    {
      schema: {
        tags,
        summary: 'The school sales link a locked card offers (absolute http(s) URL, empty to remove); editors only',
        body: salesUrlBody,
        response: { 200: salesUrlReply, ...errors },
      },
    },
    async (request) => {
      const salesUrl = await saveSalesUrl(editorScope(request, request.body.tenant_id), { salesUrl: request.body.sales_url });
      return { message: carouselText(request.lang, 'salesUrlSaved'), sales_url: salesUrl };
    },
  );

  app.post(
    carouselPaths.myListUpdate.route,
    {
      schema: {
        tags,
        summary: 'Publish (1) or unpublish (0) the "Minha lista" system carousel; data[0].published is the saved state; editors only',
        body: myListStatsBody,
        response: { 200: myListStatsReply, ...errors },
      },
    },
    async (request) => {
      const published = await setMyListPublished(editorScope(request, request.body.tenant_id), {
        published: request.body.mylist_status === 1,
      });
      return { message: carouselText(request.lang, 'myListSaved'), data: [{ published: bit(published) }] };
    },
  );

  app.get(
    carouselPaths.myList.route,
    {
      schema: {
        tags,
        summary: 'Whether the "Minha lista" system carousel is published (data[0].published 0/1); editors only',
        params: carouselTenantParams,
        response: { 200: myListStatsReply, ...errors },
      },
    },
    async (request) => {
      const published = await readMyListPublished(editorScope(request, request.params.tenant));
      return { data: [{ published: bit(published) }] };
    },
  );
  done();
};
