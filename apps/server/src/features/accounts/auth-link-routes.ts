import {
  forgotPasswordBody,
  linkRequestedReply,
  magicLinkBody,
  magicLinkConfirmBody,
  magicLinkConfirmReply,
  resetPasswordBody,
} from '@trilha/shared/accounts/auth-flows';
import { accountPaths } from '@trilha/shared/accounts/paths';
import { userReply } from '@trilha/shared/accounts/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireTenant, schoolOrigin } from '../../platform/tenancy';
import { confirmMagicLink, requestMagicLink, requestPasswordReset, resetPassword } from './auth-links';
import { sessionCookieSetter } from './cookies';
import { flowMessage } from './link-mail';
import { presentUser } from './presenter';
import type { AccountsOptions } from './throttle';

const tags = ['accounts'];

/**
 * Sign-in by e-mailed link and "Esqueci minha senha" (CONTRACT "Users, roles, sessions"). Asking
 * for a link always answers 202 with the same words; only pressing the button on the page the
 * link opens (a POST) spends the token, so mail scanners that fetch links cannot burn it.
 */
export const authLinkRoutes: FastifyPluginCallbackZod<AccountsOptions> = (app, { ctx, loginThrottle }, done) => {
  const setSessionCookies = sessionCookieSetter(ctx.config);
  // Per IP, like /api/login; the per-account limit lives with the tokens (tokens.ts).
  const perIp = { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } };

  // The two "e-mail me a link" routes differ only in what they send and say.
  const linkRequests = [
    {
      url: accountPaths.magicLink.route,
      summary: "E-mail a single-use sign-in link (15 min) when the host's school has magic links on; always 202",
      body: magicLinkBody,
      send: requestMagicLink,
      sent: 'magicLinkSent',
    },
    {
      url: accountPaths.forgottenPassword.route,
      summary: 'E-mail a single-use password reset link (15 min); always 202',
      body: forgotPasswordBody,
      send: requestPasswordReset,
      sent: 'resetLinkSent',
    },
  ] as const;
  for (const route of linkRequests) {
    app.post(
      route.url,
      {
        config: perIp,
        schema: {
          tags,
          summary: route.summary,
          body: route.body,
          response: { 202: linkRequestedReply, 400: errorBody, 404: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const tenant = requireTenant(request.tenant);
        // The link opens on the school's own origin for the host asked on; the request only picks among them.
        const origin = schoolOrigin(tenant, request.headers.host);
        await route.send(request.scope, { email: request.body.email, origin });
        return reply.code(202).send({ message: flowMessage(request.lang, route.sent) });
      },
    );
  }

  app.post(
    accountPaths.magicLinkConfirmation.route,
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Spend a magic-link token (the button on /login/magic) and sign in; redirect_url per the login page settings',
        body: magicLinkConfirmBody,
        response: { 200: magicLinkConfirmReply, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, session, redirectUrl, passwordRequired } = await confirmMagicLink(request.scope, {
        token: request.body.token,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, session);
      return { user: presentUser(user), redirect_url: redirectUrl, password_required: passwordRequired };
    },
  );

  app.post(
    accountPaths.passwordReset.route,
    {
      config: perIp,
      schema: {
        tags,
        summary: "Spend a reset token, set the new password, end the account's other sessions and sign in",
        body: resetPasswordBody,
        response: { 200: userReply, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, session } = await resetPassword(request.scope, loginThrottle, {
        token: request.body.token,
        password: request.body.password,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, session);
      return { user: presentUser(user) };
    },
  );
  done();
};
