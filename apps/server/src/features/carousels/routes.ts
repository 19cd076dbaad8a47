import { carouselPaths } from '@trilha/shared/carousels/paths';
import {
  carouselBody,
  carouselIdParams,
  carouselItemParams,
  carouselItemsReply,
  carouselListReply,
  carouselPairParams,
  carouselSaveReply,
  carouselTenantParams,
  carouselToggleReply,
  orderCarouselsBody,
  orderCarouselsReply,
  orderItemsBody,
} from '@trilha/shared/carousels/schemas';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';
import { editorScope, staffScope } from '../../platform/request-scope';
import { orderCarouselItems, readCarouselItems } from './items';
import { carouselText } from './messages';
import { legacyReply, presentCarousel, presentPublished } from './presenter';
import { createCarousel, orderCarousels, publishCarousel, readCarouselList, removeCarousel, updateCarousel } from './service';
import { showcaseRoutes } from './showcase-routes';

const tags = ['carousels'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The Vitrine's carousels (spec 002 §3, §7, spec 000 §7): editors manage them, any staff member reorders them. */
export const carouselsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    carouselPaths.carousels.route,
    {
      schema: {
        tags,
        summary:
          "Every carousel of the school in showcase order, system ones (types 5 to 9, system: true) and unpublished ones included, with items_count; any staff member: the home's order mode lists it as the Vitrine does (path chosen by Trilha)",
        params: carouselTenantParams,
        response: { 200: carouselListReply, ...errors },
      },
    },
    async (request) => {
      // Staff, not only editors: moderators reorder the carousels (spec 000 §6) and see the same list.
      const rows = await readCarouselList(staffScope(request, request.params.tenant));
      return { data: rows.map((row) => presentCarousel(row, row.itemsCount)) };
    },
  );

  app.get(
    carouselPaths.items.route,
    {
      schema: {
        tags,
        summary:
          "A carousel's items in order (course, module or lesson id, title, carouselItemId); the type must be the carousel's; system carousels answer []; editors only",
        params: carouselItemParams,
        response: { 200: carouselItemsReply, ...errors },
      },
    },
    async (request) => {
      const items = await readCarouselItems(editorScope(request, request.params.tenant), {
        carouselId: request.params.carouselId,
        type: request.params.type,
      });
      return { data: items };
    },
  );

  app.post(
    carouselPaths.newCarousel.route,
    {
      schema: {
        tags,
        summary:
          'Create a carousel of courses (1), modules (2) or lessons (3) with its content in order; appended last, at most 100; editors only. body[2].data is the carousel',
        body: carouselBody,
        response: { 200: carouselSaveReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const row = await createCarousel(editorScope(request, request.body.tenant_id), request.body);
      return legacyReply(carouselText(request.lang, 'saved'), presentCarousel(row, request.body.content.length));
    },
  );

  app.post(
    carouselPaths.carouselUpdate.route,
    {
      schema: {
        tags,
        summary:
          "Replace a carousel's settings and items (content order kept); system carousels are 400, another school's 404; editors only",
        params: carouselIdParams,
        body: carouselBody,
        response: { 200: carouselSaveReply, ...errors },
      },
    },
    async (request) => {
      const row = await updateCarousel(editorScope(request, request.body.tenant_id), { id: request.params.id, body: request.body });
      return legacyReply(carouselText(request.lang, 'saved'), presentCarousel(row, request.body.content.length));
    },
  );

  app.get(
    carouselPaths.publication.route,
    {
      // A GET that changes state (spec 000 §7): it passes the same-origin check of a POST, and no HEAD twin runs it.
      config: { changesState: true },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Toggle a carousel between published and unpublished; same-origin check as for POSTs; system carousels are 400; editors only',
        params: carouselPairParams,
        response: { 200: carouselToggleReply, ...errors },
      },
    },
    async (request) => {
      const row = await publishCarousel(editorScope(request, request.params.tenant), { id: request.params.id });
      return {
        message: carouselText(request.lang, row.published ? 'published' : 'unpublished'),
        data: { id: row.id, ...presentPublished(row) },
      };
    },
  );

  app.delete(
    carouselPaths.carousel.route,
    {
      schema: {
        tags,
        summary: 'Delete a carousel and its items; the others keep orders 1..n; system carousels are 400; editors only',
        params: carouselPairParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await removeCarousel(editorScope(request, request.params.tenant), { id: request.params.id });
      return { message: carouselText(request.lang, 'deleted') };
    },
  );

  app.post(
    carouselPaths.order.route,
    {
      schema: {
        tags,
        summary:
          "Reorder the home carousels: newOrdenation lists some of the school's carousel ids once each; they swap among the places they hold, the rest stay; any staff member. body[0] is the message, body[2].data the full order",
        body: orderCarouselsBody,
        response: { 200: orderCarouselsReply, ...errors },
      },
    },
    async (request) => {
      const ids = await orderCarousels(staffScope(request, request.body.tenant_id), { ids: request.body.newOrdenation });
      return legacyReply(carouselText(request.lang, 'ordered'), ids);
    },
  );

  app.post(
    carouselPaths.itemOrder.route,
    {
      schema: {
        tags,
        summary: "Reorder a carousel's items: order lists exactly its carouselItemIds, first = 1; editors only",
        body: orderItemsBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      await orderCarouselItems(editorScope(request, request.body.tenant_id), {
        carouselId: request.body.carousel_id,
        order: request.body.order,
      });
      return { message: carouselText(request.lang, 'itemsOrdered') };
    },
  );

  await app.register(showcaseRoutes, { ctx });
};
