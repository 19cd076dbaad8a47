import { loginPagePaths } from '@trilha/shared/login-page/paths';
import { LOGIN_PAGE_SAVED, loginPageUpdateBody, loginPageUpdateReply } from '@trilha/shared/login-page/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireEditor } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { presentLoginSettings } from './presenter';
import { updateLoginPage } from './service';

/** Spec 002 §7: the "Página de login" section saves everything in one call; GET /api/tenant reads it back. */
export const loginPageRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.post(
    loginPagePaths.update.route,
    {
      schema: {
        tags: ['login-page'],
        summary:
          "Save the school's login page: theme, placement, overlay, title, custom button, backgrounds, magic link, redirect (editors only)",
        body: loginPageUpdateBody,
        response: { 200: loginPageUpdateReply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const editor = requireEditor(request, request.body.tenant_id);
      const row = await updateLoginPage(ctx.db, { tenantId: editor.tenantId, values: request.body });
      return { message: LOGIN_PAGE_SAVED, data: presentLoginSettings(row) };
    },
  );
  done();
};
