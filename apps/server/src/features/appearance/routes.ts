import { appearancePaths } from '@trilha/shared/appearance/paths';
import {
  appearanceReply,
  appearanceTenantParams,
  toggleCoursePageIndicatorBody,
  toggleModulePageIndicatorBody,
  updateCustomBasicBody,
} from '@trilha/shared/appearance/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { presentAppearance } from './presenter';
import { readAppearance, setPageIndicator, updateAppearance } from './service';

const tags = ['appearance'];
const replies = { 200: appearanceReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec 002 Aparência: the school's colours, font, background, logos and switches; editors only. */
export const appearanceRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    appearancePaths.settings.route,
    {
      schema: {
        tags,
        summary: "The school's appearance settings, as the Aparência panel edits them; editors only",
        params: appearanceTenantParams,
        response: replies,
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.params.tenant);
      return { data: presentAppearance(await readAppearance(ctx.db, { tenantId: editor.tenantId })) };
    },
  );

  app.post(
    appearancePaths.settingsUpdate.route,
    {
      schema: {
        tags,
        summary:
          'Save the full appearance payload, or a single sidebar or showcase toggle (0/1), and/or the Vitrine show_carrousel_* flags (0/1), with tenant_id; answers the saved settings in data',
        body: updateCustomBasicBody,
        response: replies,
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await updateAppearance(ctx.db, { tenantId: editor.tenantId, body: request.body });
      // The served HTML's favicon and og:image come from the host cache: refresh them now, not in 30 s.
      ctx.tenants.forget();
      return { data: presentAppearance(row) };
    },
  );

  app.post(
    appearancePaths.courseIndicator.route,
    {
      schema: {
        tags,
        summary: 'Show or hide the course page indicator; editors only',
        body: toggleCoursePageIndicatorBody,
        response: replies,
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      const row = await setPageIndicator(ctx.db, {
        tenantId: editor.tenantId,
        patch: { coursePageIndicator: request.body.course_page_indicator },
      });
      return { data: presentAppearance(row) };
    },
  );

  app.post(
    appearancePaths.moduleIndicator.route,
    {
      schema: {
        tags,
        summary: 'Show or hide the module page indicator; editors only',
        body: toggleModulePageIndicatorBody,
        response: replies,
      },
    },
    async (request) => {
      const editor = requireEditor(request);
      const row = await setPageIndicator(ctx.db, {
        tenantId: editor.tenantId,
        patch: { modulePageIndicator: request.body.module_page_indicator },
      });
      return { data: presentAppearance(row) };
    },
  );
  done();
};
