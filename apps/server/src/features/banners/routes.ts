import { bannerPaths } from '@trilha/shared/banners/paths';
import {
  BANNER_IMAGE_FIELDS,
  bannerDeleteParams,
  bannerGetParams,
  bannerGetReply,
  bannerIdParams,
  bannerMessageReply,
  bannerMultipartFields,
  bannerSettingsReply,
  bannersIndexReply,
  bannersMessageReply,
  bannerTenantParams,
  orderBannersBody,
  updateBannerSettingsBody,
  type BannersIndexReply,
} from '@trilha/shared/banners/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { editorScope } from '../../platform/request-scope';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readBannerForm } from './form';
import { bannerText } from './messages';
import { presentBanner, presentBannerSettings } from './presenter';
import { readBannersIndex } from './index-cache';
import { createBanner, orderBanners, readBanner, removeBanner, saveBannerSettings, updateBanner } from './service';
import { videoRoutes } from './video-routes';

const tags = ['banners'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The create/update form, for OpenAPI only: it is read part by part and checked by readBannerForm. */
const bannerForm = bannerMultipartFields.extend(
  Object.fromEntries(
    BANNER_IMAGE_FIELDS.map((field) => [
      field,
      z.file().optional().describe('PNG, JPEG, WebP, GIF or HEIC, at most 15 MB; stored as WebP'),
    ]),
  ),
);

/** The home banner slideshow (spec 002 "Banner principal", spec 001 "Banner content and media"): members read, editors write. */
export const bannersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    bannerPaths.banners.route,
    {
      schema: {
        tags,
        summary: "The school's banners by order and the slideshow settings (any member of the school; data[2].data is the list)",
        params: bannerTenantParams,
        response: { 200: bannersIndexReply, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireMember(request, request.params.tenant);
      // Serialized once per school and home version (index-cache.ts), sent as those bytes.
      return sendJsonBytes<BannersIndexReply>(reply, await readBannersIndex(ctx.db, user.tenantId));
    },
  );

  app.get(
    bannerPaths.banner.route,
    {
      schema: {
        tags,
        summary: "One banner for the edit modal (data[2].data); editors only, another school's banner is 404",
        params: bannerGetParams,
        response: { 200: bannerGetReply, ...errors },
      },
    },
    async (request) => {
      const row = await readBanner(editorScope(request, request.params.tenant), { id: request.params.bannerId });
      const reply: z.infer<typeof bannerGetReply> = ['Banner', 200, { data: presentBanner(row) }];
      return reply;
    },
  );

  app.post(
    bannerPaths.newBanner.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary:
          'Create a banner (multipart: text fields, image files url_image, url_image_vertical, headline_image, and video paths from the two-step upload); appended last, at most 20; editors only',
        consumes: ['multipart/form-data'],
        body: bannerForm,
        response: { 200: bannerMessageReply, ...errors, 409: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const { scope, form } = await readBannerForm(request);
      const row = await createBanner(scope, form);
      return { message: bannerText(request.lang, 'created'), data: presentBanner(row) };
    },
  );

  app.post(
    bannerPaths.bannerUpdate.route,
    {
      validatorCompiler: multipartBodyDocumentedOnly,
      schema: {
        tags,
        summary:
          "Update a banner (the create form; an absent image keeps the stored one, remove_<image field>=1 clears it); editors only, another school's banner is 404",
        consumes: ['multipart/form-data'],
        params: bannerIdParams,
        body: bannerForm,
        response: { 200: bannerMessageReply, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const { scope, form } = await readBannerForm(request);
      const row = await updateBanner(scope, { id: request.params.id, form });
      return { message: bannerText(request.lang, 'updated'), data: presentBanner(row) };
    },
  );

  app.delete(
    bannerPaths.bannerRemoval.route,
    {
      schema: {
        tags,
        summary: 'Delete a banner with its images and videos; the remaining banners keep orders 1..n; editors only',
        params: bannerDeleteParams,
        response: { 200: bannersMessageReply, ...errors },
      },
    },
    async (request) => {
      const rows = await removeBanner(editorScope(request, request.params.tenant), { id: request.params.id });
      return { message: bannerText(request.lang, 'deleted'), data: rows.map(presentBanner) };
    },
  );

  app.post(
    bannerPaths.order.route,
    {
      schema: {
        tags,
        summary: 'Reorder the banners: newOrdenation lists every banner id of the school once, first = order 1; editors only',
        body: orderBannersBody,
        response: { 200: bannersMessageReply, ...errors },
      },
    },
    async (request) => {
      const rows = await orderBanners(editorScope(request, request.body.tenant_id), { ids: request.body.newOrdenation });
      return { message: bannerText(request.lang, 'ordered'), data: rows.map(presentBanner) };
    },
  );

  app.post(
    bannerPaths.settings.route,
    {
      schema: {
        tags,
        summary: 'Save the slideshow settings: transition normal|fade, autoplay 1|0, autoplay time 1 to 60 s; editors only',
        body: updateBannerSettingsBody,
        response: { 200: bannerSettingsReply, ...errors },
      },
    },
    async (request) => {
      const scope = editorScope(request, request.body.tenant_id);
      // saveBannerSettings reads the three settings only; tenant_id was checked above.
      const row = await saveBannerSettings(scope, request.body);
      return { message: bannerText(request.lang, 'settingsSaved'), data: presentBannerSettings(row) };
    },
  );

  await app.register(videoRoutes, { ctx });
};
