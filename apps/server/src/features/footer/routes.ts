import { footerPaths } from '@trilha/shared/footer/paths';
import {
  FOOTER_MESSAGES,
  footerDocumentParams,
  footerDocumentReply,
  footerSettingsBody,
  footerSettingsReply,
  footerSettingsSaveReply,
  footerTenantParams,
  footerToggleBody,
  footerToggleReply,
  publicFooterReply,
  type PublicFooterReply,
} from '@trilha/shared/footer/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { HttpError, notFound } from '../../platform/errors';
import { sendJsonBytes } from '../../platform/json-bytes';
import { requireTenant } from '../../platform/tenancy';
import { documentHtml, documentTitle, presentFooterSettings } from './presenter';
import { readFooter, readPublicFooter, setFooterVisibility, updateFooterSettings } from './service';

const tags = ['footer'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Spec 002 Footer: editors read and save the two documents and the social links, and switch the
 * footer on and off; anyone on the school's host reads the footer and its documents.
 */
export const footerRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    footerPaths.settings.route,
    {
      schema: {
        tags,
        summary: "The school's footer settings: both documents (sanitised HTML), social links, footer_visible (editors)",
        params: footerTenantParams,
        response: { 200: footerSettingsReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return { data: presentFooterSettings(await readFooter(ctx.db, { tenantId: editor.tenantId })) };
    },
  );

  app.post(
    footerPaths.settingsUpdate.route,
    {
      schema: {
        tags,
        summary: 'Save the terms of use, privacy policy (HTML, sanitised, 100,000 characters each) and social links (editors)',
        body: footerSettingsBody,
        response: { 200: footerSettingsSaveReply, ...errors },
      },
    },
    async (request) => {
      const { tenant_id, ...values } = request.body;
      const editor = requireEditor(request, tenant_id);
      const row = await updateFooterSettings(ctx.db, { tenantId: editor.tenantId, values });
      if (!row) throw new HttpError(404, 'tenantNotFound');
      return { message: FOOTER_MESSAGES.saved, data: presentFooterSettings(row) };
    },
  );

  app.post(
    footerPaths.visibility.route,
    {
      schema: {
        tags,
        summary: 'Show or hide the student footer at once (footer_visible 0/1 or boolean; editors)',
        body: footerToggleBody,
        response: { 200: footerToggleReply, ...errors },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await setFooterVisibility(ctx.db, { tenantId: editor.tenantId, visible: request.body.footer_visible });
      if (!row) throw new HttpError(404, 'tenantNotFound');
      return { message: FOOTER_MESSAGES.saved, data: { footer_visible: row.footerVisible } };
    },
  );

  app.get(
    footerPaths.footer.route,
    {
      schema: {
        tags,
        summary: "The host's school footer: visibility, social links, which documents exist (public)",
        response: { 200: publicFooterReply, 404: errorBody },
      },
    },
    async (request, reply) => sendJsonBytes<PublicFooterReply>(reply, await readPublicFooter(ctx.db, requireTenant(request.tenant).id)),
  );

  app.get(
    footerPaths.document.route,
    {
      schema: {
        tags,
        summary: "One of the host's school documents (termos-de-uso | politicas-de-privacidade) as sanitised HTML; 404 when empty (public)",
        params: footerDocumentParams,
        response: { 200: footerDocumentReply, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await readFooter(ctx.db, { tenantId: requireTenant(request.tenant).id });
      const html = documentHtml(row, request.params.doc);
      if (!html) throw notFound();
      return { title: documentTitle(request.params.doc, request.lang), html };
    },
  );
  done();
};
