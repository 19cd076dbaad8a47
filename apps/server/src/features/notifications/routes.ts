import { notificationPaths } from '@trilha/shared/notifications/paths';
import {
  markReadBody,
  markReadReply,
  notificationList,
  notificationQuery,
  notificationTotal,
  preferences,
  preferencesParams,
  type NotificationList,
} from '@trilha/shared/notifications/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { featureScope, type ActorScope } from '../../platform/request-scope';
import { notificationText } from './messages';
import { readPreferences, savePreferences } from './preferences-service';
import { markNotificationsRead, readFeedBytes, readUnreadTotal } from './service';

const tags = ['notifications'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The saved preferences as the read answers them, with the spec's confirmation for clients that show the server's words. */
const savedPreferencesReply = preferences.extend({ message: z.string() });

/**
 * The signed-in member of the host's school (the session is the host school's) whose account offers
 * notifications: the review account's does not (spec 000 §2), so every route here refuses it. A
 * `tenantId` header or path naming another school is 403 (requireMember).
 */
const scopeOf = (request: FastifyRequest, tenantId?: number): ActorScope => featureScope(request, 'notifications', tenantId);

/** The feed, the bell's count, marking read and the preferences (docs/notifications.md, CONTRACT "Notifications"). */
export const notificationsRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, _options, done) => {
  app.get(
    notificationPaths.feed.route,
    {
      schema: {
        tags,
        summary:
          "The member's notifications in the host's school, newest first, paginated (paginate 1..50, default 10); each with its type's payload, read as 0/1 and its redirect_url",
        querystring: notificationQuery,
        response: { 200: notificationList, ...errors },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      // Checked notification by notification by the presenter: sent as its bytes, not parsed again.
      return sendJsonBytes<NotificationList>(reply, await readFeedBytes(scope, request.query, request.log));
    },
  );

  app.get(
    notificationPaths.total.route,
    {
      schema: {
        tags,
        summary: "Whether the member has unread notifications, and how many, counted up to 10 (the bell's badge shows '+9' above 9)",
        response: { 200: notificationTotal, ...errors },
      },
    },
    async (request) => readUnreadTotal(scopeOf(request)),
  );

  app.patch(
    notificationPaths.read.route,
    {
      schema: {
        tags,
        summary:
          "Mark notifications read: `{ ids }` (1..100 of the member's own; others' are ignored) or `{ all: true }`; answers how many were updated",
        body: markReadBody,
        response: { 200: markReadReply, ...errors },
      },
    },
    async (request) => {
      const updated = await markNotificationsRead(scopeOf(request), request.body);
      return { message: notificationText(request.lang, 'markedRead'), updated };
    },
  );

  app.get(
    notificationPaths.preferences.route,
    {
      schema: {
        tags,
        summary:
          "The member's notification preferences: Plataforma and E-mail for like, comment, reply and post (all on until saved), and the ids of the communities they may enter with notifications on",
        params: preferencesParams,
        response: { 200: preferences, ...errors },
      },
    },
    async (request) => {
      return readPreferences(scopeOf(request, request.params.tenantId));
    },
  );

  app.post(
    notificationPaths.preferences.route,
    {
      schema: {
        tags,
        summary:
          'Save the notification preferences: the eight switches, and `communities` as the ids to keep on; every other community the member may enter is muted (ids they cannot enter are ignored)',
        params: preferencesParams,
        body: preferences,
        response: { 200: savedPreferencesReply, ...errors },
      },
    },
    async (request) => {
      const saved = await savePreferences(scopeOf(request, request.params.tenantId), request.body);
      return { ...saved, message: notificationText(request.lang, 'preferencesSaved') };
    },
  );
  done();
};
