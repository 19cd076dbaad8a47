import { notificationPaths } from '@trilha/shared/notifications/paths';
import { errorBody, okMessage } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { periodicJob } from '../../platform/jobs/periodic';
import { unsubscribeText } from './mail';
import { sweepEveryMs, sweepNotificationMail, unsubscribeNotificationMail } from './mail-sweep';

const unsubscribeQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * Notification e-mail (docs/notifications.md "E-mail"): the sweep that mails the digests every
 * minute, and the digest's one-click way out (RFC 8058).
 */
export const notificationMailRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  const delayMs = ctx.config.notificationMailDelayMs;
  const deps = { db: ctx.db, tenants: ctx.tenants, secret: ctx.config.sessionSecret, delayMs };
  ctx.jobs.every(
    periodicJob(ctx.db, { queue: 'notifications.mail-sweep', everyMs: sweepEveryMs(delayMs), run: () => sweepNotificationMail(deps) }),
  );
  // RFC 8058: the provider posts `List-Unsubscribe=One-Click` as a form; only this plugin reads forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, body, parsed) =>
    parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    notificationPaths.unsubscribe.route,
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['notifications'],
        summary:
          "One-click unsubscribe from notification e-mails (RFC 8058; the digest's List-Unsubscribe and footer link): turns off the E-mail switches the signed token names, without a session (path chosen by Trilha)",
        querystring: unsubscribeQuery,
        response: { 200: okMessage, 400: errorBody },
      },
    },
    async (request) => {
      if (!(await unsubscribeNotificationMail(ctx.db, ctx.config.sessionSecret, request.query.token))) {
        throw badRequest(unsubscribeText(request.lang, 'linkInvalid'), 'querystring.token');
      }
      return { message: unsubscribeText(request.lang, 'unsubscribed') };
    },
  );
  done();
};
