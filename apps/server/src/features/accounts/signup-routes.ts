import { linkRequestedReply } from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import { signupBody, signupSettingBody, signupSettingReply } from '@trilha/shared/accounts/signup';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { editorScope } from '../../platform/request-scope';
import { mailFrom, requireTenant } from '../../platform/tenancy';
import { readSetting, saveSetting, signUp, signupText } from './signup-service';

const tags = ['accounts'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Open sign-up (CONTRACT "Products, students and access"): the owner and admins open or close it and
 * choose its products; anyone signs up while it is open, per IP rate limited like the sign-in.
 */
export const signupRoutes: FastifyPluginCallbackZod<{ ctx: AppContext }> = (app, { ctx }, done) => {
  app.get(
    accountPaths.signupSetting.route,
    {
      schema: {
        tags,
        summary: "The school's sign-up setting: open or closed, and the products a sign-up receives",
        response: { 200: signupSettingReply, ...errors },
      },
    },
    async (request) => ({ data: await readSetting(editorScope(request)) }),
  );

  app.put(
    accountPaths.signupSetting.route,
    {
      schema: {
        tags,
        summary: 'Open or close sign-up and choose the products a confirmed sign-up receives',
        body: signupSettingBody,
        response: { 200: signupSettingReply, ...errors },
      },
    },
    async (request) => ({ data: await saveSetting(editorScope(request), request.body) }),
  );

  app.post(
    accountPaths.signup.route,
    {
      config: { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign up (while the school keeps it open): 202 whatever the e-mail; the account starts once its e-mailed link is opened',
        body: signupBody,
        response: { 202: linkRequestedReply, 400: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // The school of the host asked on, whoever may be signed in elsewhere.
      const tenant = requireTenant(request.tenant);
      await signUp({ db: ctx.db, tenantId: tenant.id, lang: request.lang }, request.body, mailFrom(request));
      return reply.code(202).send({ message: signupText(request.lang, 'sent') });
    },
  );

  done();
};
