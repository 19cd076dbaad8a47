import {
  BANNER_IMAGE_FIELDS,
  BANNER_PATHS,
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEditor, requireMember } from '../../platform/auth/guards';
import type { SessionUser } from '../../platform/auth/session';
import type { AppContext, FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { multipartBodyDocumentedOnly } from '../../platform/uploads';
import { readBannerForm } from './form';
import { bannerText } from './messages';
import { presentBanner, presentBannerSettings } from './presenter';
import { readBannersIndex } from './index-cache';
import { bannerCreator, bannerOrderer, bannerRemover, bannerSettingsSaver, bannerUpdater, readBanner, type Scope } from './service';
import { videoRoutes } from './video-routes';

const tags = ['banners'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** Only the path prefix of BANNER_PATHS' functions: Fastify needs the parameter names. */
const base = '/api/auth/config/plataforma/bannersCustom';

/** The create/update form, for OpenAPI only: it is read part by part and checked by readBannerForm. */
const bannerForm = bannerMultipartFields.extend(
  Object.fromEntries(
    BANNER_IMAGE_FIELDS.map((field) => [
      field,
      z.file().optional().describe('PNG, JPEG, WebP, GIF or HEIC, at most 15 MB; stored as WebP'),
    ]),
  ),
);

const scopeOf = (ctx: AppContext, request: FastifyRequest, user: SessionUser): Scope => ({
  db: ctx.db,
  storage: ctx.storage,
  tenantId: user.tenantId,
  userId: user.id,
  lang: request.lang,
});

/** The home banner slideshow (spec 002 "Banner principal", spec 001 "Banner content and media"): members read, editors write. */
export const bannersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    `${base}/index/:tenant`,
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
    `${base}/get/:tenant/:bannerId`,
    {
      schema: {
        tags,
        summary: "One banner for the edit modal (data[2].data); editors only, another school's banner is 404",
        params: bannerGetParams,
        response: { 200: bannerGetReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const row = await readBanner(ctx.db, { tenantId: editor.tenantId, id: request.params.bannerId });
      const reply: z.infer<typeof bannerGetReply> = ['Banner', 200, { data: presentBanner(row) }];
      return reply;
    },
  );

  app.post(
    BANNER_PATHS.create,
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
      const { editor, form } = await readBannerForm(request);
      const row = await bannerCreator(scopeOf(ctx, request, editor), form);
      return { message: bannerText(request.lang, 'created'), data: presentBanner(row) };
    },
  );

  app.post(
    `${base}/update/:id`,
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
      const { editor, form } = await readBannerForm(request);
      const row = await bannerUpdater(scopeOf(ctx, request, editor), { id: request.params.id, form });
      return { message: bannerText(request.lang, 'updated'), data: presentBanner(row) };
    },
  );

  app.delete(
    `${base}/delete/:tenant/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a banner with its images and videos; the remaining banners keep orders 1..n; editors only',
        params: bannerDeleteParams,
        response: { 200: bannersMessageReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      const rows = await bannerRemover(scopeOf(ctx, request, editor), { id: request.params.id });
      return { message: bannerText(request.lang, 'deleted'), data: rows.map(presentBanner) };
    },
  );

  app.post(
    BANNER_PATHS.order,
    {
      schema: {
        tags,
        summary: 'Reorder the banners: newOrdenation lists every banner id of the school once, first = order 1; editors only',
        body: orderBannersBody,
        response: { 200: bannersMessageReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const rows = await bannerOrderer(scopeOf(ctx, request, editor), { ids: request.body.newOrdenation });
      return { message: bannerText(request.lang, 'ordered'), data: rows.map(presentBanner) };
    },
  );

  app.post(
    BANNER_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Save the slideshow settings: transition normal|fade, autoplay 1|0, autoplay time 1 to 60 s; editors only',
        body: updateBannerSettingsBody,
        response: { 200: bannerSettingsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      // The saver reads the three settings only; tenant_id was checked above.
      const row = await bannerSettingsSaver({ db: ctx.db, tenantId: editor.tenantId }, request.body);
      return { message: bannerText(request.lang, 'settingsSaved'), data: presentBannerSettings(row) };
    },
  );

  await app.register(videoRoutes, { ctx });
};
