import { errorBody } from '@trilha/shared/platform/http';
import { SEO_TRANSLATIONS } from '@trilha/shared/seo/messages';
import { seoPaths } from '@trilha/shared/seo/paths';
import { updateSeoBody, updateSeoHeaders, updateSeoReply } from '@trilha/shared/seo/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { saveSchoolSeo } from './service';

/** Spec 002 §7 "SEO and login": the school's name and description for search engines and link previews. */
export const seoRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.post(
    seoPaths.update.route,
    {
      schema: {
        tags: ['seo'],
        summary: "Set the school's name and description (header tenantId must be the editor's school); editors only",
        headers: updateSeoHeaders,
        body: updateSeoBody,
        response: { 200: updateSeoReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      // The spec names the school only in the header: without it there is nothing to check against, so 403.
      const editor = requireEditor(request, Number(request.headers.tenantid ?? Number.NaN));
      const row = await saveSchoolSeo(ctx, { tenantId: editor.tenantId, ...request.body });
      return { message: SEO_TRANSLATIONS.saved[request.lang], data: { name: row.name, description: row.description ?? '' } };
    },
  );
  done();
};
