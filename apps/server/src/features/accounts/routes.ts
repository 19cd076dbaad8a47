import { accountPaths } from '@trilha/shared/accounts/paths';
import { passwordChangeBody } from '@trilha/shared/accounts/auth-flows';
import { loginBody, profileUpdateBody, userReply, type UserReply } from '@trilha/shared/accounts/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { CSRF_COOKIE, SESSION_COOKIE, type SessionUser } from '../../platform/auth/session';
import type { AccountsOptions } from './throttle';
import { isOperator } from '../../platform/auth/operator';
import { derivedFrom } from '../../platform/caches';
import { HttpError } from '../../platform/errors';
import { jsonBytes, sendJsonBytes } from '../../platform/json-bytes';
import { userScope } from '../../platform/request-scope';
import { requireTenant } from '../../platform/tenancy';
import { deviceCookieSetter, sessionCookieSetter } from './cookies';
import { DEVICE_COOKIE, isKnownDevice } from './device';
import { presentUser } from './presenter';
import { changePassword, signIn, signOut, throttleAccount, updateProfile } from './service';

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginCallbackZod<AccountsOptions> = (app, { ctx, loginThrottle }, done) => {
  // The session cache hands out the same user object for its lifetime: its reply is built once.
  const meReply = derivedFrom((user: SessionUser) => jsonBytes(JSON.stringify(userReply.parse({ user: presentUser(user) }))));
  const operatorMeReply = derivedFrom((user: SessionUser) =>
    jsonBytes(JSON.stringify(userReply.parse({ user: presentUser(user, { operator: true }) }))),
  );
  const setSessionCookies = sessionCookieSetter(ctx.config);
  const setDeviceCookie = deviceCookieSetter(ctx.config);

  app.post(
    accountPaths.login.route,
    {
      config: { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (tenant from host, or tenant_id in the body)',
        body: loginBody,
        response: { 200: userReply, 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const tenant = request.body.tenant_id ? await ctx.tenants.byId(request.body.tenant_id) : requireTenant(request.tenant);
      if (!tenant) throw new HttpError(404, 'tenantNotFound');
      const account = throttleAccount(tenant.id, request.body.email);
      const { user, session } = await signIn(ctx.db, loginThrottle, ctx.events, {
        tenantId: tenant.id,
        email: request.body.email,
        password: request.body.password,
        source: request.ip,
        knownDevice: isKnownDevice(ctx.config.sessionSecret, account, request.cookies[DEVICE_COOKIE]),
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, session);
      setDeviceCookie(reply, account);
      return { user: presentUser(user) };
    },
  );

  app.post(
    accountPaths.logout.route,
    { schema: { tags, summary: 'End the current session', response: { 204: z.undefined() } } },
    async (request, reply) => {
      if (request.auth && request.tenant) {
        await signOut(ctx.db, { tenantId: request.tenant.id, tokenHash: request.auth.tokenHash });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );

  app.get(
    accountPaths.me.route,
    { schema: { tags, summary: 'The signed-in user with roles and abilities', response: { 200: userReply, 401: errorBody } } },
    // oxlint-disable-next-line typescript/require-await -- returns the reply, which Fastify awaits (typescript-eslint counts that as the await)
    async (request, reply) => {
      const user = requireUser(request);
      return sendJsonBytes<UserReply>(reply, isOperator(ctx.config, request) ? operatorMeReply(user) : meReply(user));
    },
  );

  app.put(
    accountPaths.me.route,
    {
      schema: {
        tags,
        summary: 'Update the signed-in user profile',
        body: profileUpdateBody,
        response: { 200: userReply, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const user = await updateProfile(userScope(request), { name: request.body.name });
      return { user: presentUser(user) };
    },
  );

  app.put(
    accountPaths.password.route,
    {
      // Each try costs an argon2 hash: as the sign-in's limit, so a stolen session cannot guess the password fast.
      config: { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Choose or change the signed-in user's password (current_password needed when one is set); every other session ends; 204",
        body: passwordChangeBody,
        response: { 204: z.undefined(), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const scope = userScope(request);
      const keepTokenHash = request.auth?.tokenHash ?? '';
      await changePassword(scope, { currentPassword: request.body.current_password, password: request.body.password, keepTokenHash });
      return reply.code(204).send();
    },
  );
  done();
};
