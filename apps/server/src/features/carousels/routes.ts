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
import { errorBody, okMessage, type Language } from '@trilha/shared/platform/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEditor, requireStaff } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { carouselItemsOrderer, carouselItemsReader } from './items';
import { carouselText } from './messages';
import { legacyReply, presentCarousel, presentPublished } from './presenter';
import {
  carouselCreator,
  carouselOrderer,
  carouselPublisher,
  carouselRemover,
  carouselUpdater,
  readCarouselList,
  type Scope,
} from './service';
import { showcaseRoutes } from './showcase-routes';

const tags = ['carousels'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const BASE = '/api/auth/config/plataforma/carrossel';

/** The Vitrine's carousels (spec 002 §3, §7, spec 000 §7): editors manage them, any staff member reorders them. */
export const carouselsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const scopeOf = (tenantId: number, lang: Language): Scope => ({ db: ctx.db, tenantId, lang });

  app.get(
    `${BASE}/index/:tenant`,
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
      const staff = requireStaff(request, request.params.tenant);
      const rows = await readCarouselList(ctx.db, { tenantId: staff.tenantId });
      return { data: rows.map((row) => presentCarousel(row, row.itemsCount)) };
    },
  );

  app.get(
    '/api/auth/home/carousel-item/:tenant/:carouselId/:type',
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
      const editor = requireEditor(request, request.params.tenant);
      const items = await carouselItemsReader(scopeOf(editor.tenantId, request.lang), {
        carouselId: request.params.carouselId,
        type: request.params.type,
      });
      return { data: items };
    },
  );

  app.post(
    `${BASE}/create`,
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
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await carouselCreator(scopeOf(editor.tenantId, request.lang), request.body);
      return legacyReply(carouselText(request.lang, 'saved'), presentCarousel(row, request.body.content.length));
    },
  );

  app.post(
    `${BASE}/update/:id`,
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
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await carouselUpdater(scopeOf(editor.tenantId, request.lang), { id: request.params.id, body: request.body });
      return legacyReply(carouselText(request.lang, 'saved'), presentCarousel(row, request.body.content.length));
    },
  );

  app.get(
    `${BASE}/publish/:tenant/:id`,
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
      const editor = requireEditor(request, request.params.tenant);
      const row = await carouselPublisher(scopeOf(editor.tenantId, request.lang), { id: request.params.id });
      return {
        message: carouselText(request.lang, row.published ? 'published' : 'unpublished'),
        data: { id: row.id, ...presentPublished(row) },
      };
    },
  );

  app.delete(
    `${BASE}/delete/:tenant/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a carousel and its items; the others keep orders 1..n; system carousels are 400; editors only',
        params: carouselPairParams,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      await carouselRemover(scopeOf(editor.tenantId, request.lang), { id: request.params.id });
      return { message: carouselText(request.lang, 'deleted') };
    },
  );

  app.post(
    `${BASE}/orderCarrossel`,
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
      const staff = requireStaff(request, request.body.tenant_id);
      const ids = await carouselOrderer(scopeOf(staff.tenantId, request.lang), { ids: request.body.newOrdenation });
      return legacyReply(carouselText(request.lang, 'ordered'), ids);
    },
  );

  app.post(
    `${BASE}/orderItens`,
    {
      schema: {
        tags,
        summary: "Reorder a carousel's items: order lists exactly its carouselItemIds, first = 1; editors only",
        body: orderItemsBody,
        response: { 200: okMessage, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      await carouselItemsOrderer(scopeOf(editor.tenantId, request.lang), {
        carouselId: request.body.carousel_id,
        order: request.body.order,
      });
      return { message: carouselText(request.lang, 'itemsOrdered') };
    },
  );

  await app.register(showcaseRoutes, { ctx });
};
