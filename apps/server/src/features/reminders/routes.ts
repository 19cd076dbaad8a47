import { errorBody, okMessage } from '@trilha/shared/platform/http';
import { reminderPaths } from '@trilha/shared/reminders/paths';
import { reminderParams, reminders, remindersReply } from '@trilha/shared/reminders/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { featureScope, type ActorScope } from '../../platform/request-scope';
import { reminderText } from './messages';
import { readReminders, sendDueReminder, unsubscribeReminders, writeReminders } from './service';

const tags = ['reminders'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const unsubscribeQuery = z.object({ token: z.string().min(1).max(200) });

/**
 * A member of `tenant` acting on their own reminders, whose account offers them (the review
 * account's does not, platform/auth/policy.ts memberFeatures); the guard runs first, so a visitor gets
 * its 401 even on a host that names no school (where the request's scope answers 404).
 */
const studentScope = (request: FastifyRequest, tenant: number): ActorScope => featureScope(request, 'reminders', tenant);

/**
 * Study reminders (/lembretes; CONTRACT "Study reminders"; docs/reminders.md): the student's
 * schedule, the job that mails each due reminder, and the mail's one-click way out.
 */
export const remindersRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  ctx.jobs.handle('reminders.send', (payload) =>
    sendDueReminder({ db: ctx.db, tenants: ctx.tenants, secret: ctx.config.sessionSecret }, payload),
  );
  // RFC 8058: the provider posts `List-Unsubscribe=One-Click` as a form; only this plugin reads forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, body, parsed) =>
    parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    reminderPaths.reminders.route,
    {
      schema: {
        tags,
        summary: "The student's study reminder: weekdays (0 Sunday … 6 Saturday), time and time zone; defaults when never saved",
        params: reminderParams,
        response: { 200: remindersReply, ...errors },
      },
    },
    async (request) => {
      return readReminders(studentScope(request, request.params.tenant));
    },
  );

  app.put(
    reminderPaths.reminders.route,
    {
      schema: {
        tags,
        summary: 'Saves the study reminder; when enabled, its next e-mail is scheduled in the time zone given',
        params: reminderParams,
        body: reminders,
        response: { 200: remindersReply, ...errors },
      },
    },
    async (request) => {
      return writeReminders(studentScope(request, request.params.tenant), request.body);
    },
  );

  app.post(
    reminderPaths.unsubscribe.route,
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary:
          "One-click unsubscribe from study reminders (RFC 8058; the reminder mail's List-Unsubscribe and footer link), by the signed token alone (path chosen by Trilha)",
        querystring: unsubscribeQuery,
        response: { 200: okMessage, 400: errorBody },
      },
    },
    async (request) => {
      if (!(await unsubscribeReminders(ctx.db, ctx.config.sessionSecret, request.query.token))) {
        throw badRequest(reminderText(request.lang, 'linkInvalid'), 'querystring.token');
      }
      return { message: reminderText(request.lang, 'unsubscribed') };
    },
  );
  done();
};
